import { periodBuckets, rateOf, type StatisticsPeriod } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import { findMissedSearches, findQuestionFeedback } from '../faq/faq-feedback.repository.ts';
import {
  type BucketCount,
  doubleAuthenticationAdoption,
  eventCounts,
  medianActivationDelay,
  notificationCounts,
  periodInstants,
  type RequestTypeFigures,
  requestFigures,
} from './statistics.queries.ts';

/** The dashboard's figures (schema StatistiqueTableauDeBord): every series aligned on `periodes`. */
export interface StatisticsDashboard {
  readonly du: string;
  readonly au: string;
  readonly granularite: StatisticsPeriod['granularite'];
  readonly periodes: readonly string[];
  readonly comptes: {
    readonly demandes: number[];
    readonly activations: number[];
    readonly suppressions: number[];
    readonly totalDemandes: number;
    readonly totalActivations: number;
    readonly totalSuppressions: number;
    readonly tauxActivation: number | null;
    readonly delaiMedianActivationSecondes: number | null;
  };
  readonly connexions: Readonly<
    Record<'localReussies' | 'localEchouees' | 'oidcReussies' | 'oidcEchouees', number[]>
  >;
  readonly doubleAuthentification: {
    readonly activations: number[];
    readonly desactivations: number[];
    readonly comptesActifs: number;
    readonly comptesAvecDoubleAuthentification: number;
    readonly tauxAdoption: number | null;
  };
  readonly comptesBloques: number[];
  readonly faq: {
    readonly questions: { id: number; titre: string; clics: number; oui: number; non: number }[];
    readonly tauxUtilite: number | null;
    readonly recherchesSansResultat: { recherche: string; nombre: number }[];
  };
  readonly demandes: RequestTypeFigures[];
  readonly notifications: {
    readonly envoyees: number[];
    readonly ouvertes: number[];
    readonly totalEnvoyees: number;
    readonly totalOuvertes: number;
  };
}

const TOP = 10;
const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** A series of `kind` (and `variant` when given) with a zero in every bucket without event. */
function seriesOf(counts: readonly BucketCount[], buckets: readonly string[]) {
  const index = new Map(buckets.map((bucket, i) => [bucket, i]));
  return (kind: string, variant?: string): number[] => {
    const values = buckets.map(() => 0);
    for (const c of counts) {
      const i = index.get(c.bucket);
      if (c.kind === kind && (variant === undefined || c.variant === variant) && i !== undefined)
        values[i] = (values[i] ?? 0) + c.n;
    }
    return values;
  };
}

/** Every figure of the dashboard over the period (`now`: what is late among the requests still open). */
export async function statisticsDashboard(
  db: Queryable,
  period: StatisticsPeriod,
  now: Date,
): Promise<StatisticsDashboard> {
  const buckets = periodBuckets(period);
  const instants = await periodInstants(db, period);
  const [counts, median, adoption, notifications, requests, feedback, missed] = await Promise.all([
    eventCounts(db, period),
    medianActivationDelay(db, instants),
    doubleAuthenticationAdoption(db),
    notificationCounts(db, period, instants),
    requestFigures(db, instants, now),
    findQuestionFeedback(db, instants),
    findMissedSearches(db, instants),
  ]);
  const series = seriesOf(counts, buckets);
  const demandes = series('account-requested');
  const activations = series('account-activated');
  const suppressions = series('account-deleted');
  const sent = buckets.map((b) => notifications.find((n) => n.bucket === b)?.sent ?? 0);
  const opened = buckets.map((b) => notifications.find((n) => n.bucket === b)?.opened ?? 0);
  const questions = feedback
    .map(({ id, titre, clics, oui, non }) => ({ id, titre, clics, oui, non }))
    .sort((a, b) => b.clics - a.clics || a.id - b.id);
  const yes = sum(questions.map((q) => q.oui));
  const no = sum(questions.map((q) => q.non));
  return {
    du: period.du,
    au: period.au,
    granularite: period.granularite,
    periodes: buckets,
    comptes: {
      demandes,
      activations,
      suppressions,
      totalDemandes: sum(demandes),
      totalActivations: sum(activations),
      totalSuppressions: sum(suppressions),
      tauxActivation: rateOf(sum(activations), sum(demandes)),
      delaiMedianActivationSecondes: median,
    },
    connexions: {
      localReussies: series('sign-in', 'local:true'),
      localEchouees: series('sign-in', 'local:false'),
      oidcReussies: series('sign-in', 'oidc:true'),
      oidcEchouees: series('sign-in', 'oidc:false'),
    },
    doubleAuthentification: {
      activations: series('two-factor-on'),
      desactivations: series('two-factor-off'),
      comptesActifs: adoption.active,
      comptesAvecDoubleAuthentification: adoption.on,
      tauxAdoption: rateOf(adoption.on, adoption.active),
    },
    comptesBloques: series('account-locked'),
    faq: {
      questions: questions.slice(0, TOP),
      tauxUtilite: rateOf(yes, yes + no),
      recherchesSansResultat: missed.slice(0, TOP),
    },
    demandes: requests,
    notifications: { envoyees: sent, ouvertes: opened, totalEnvoyees: sum(sent), totalOuvertes: sum(opened) },
  };
}
