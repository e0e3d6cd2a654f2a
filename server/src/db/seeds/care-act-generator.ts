import { CATALOGUE, type CatalogueAct, REJECTION_REASONS } from './care-act-catalogue.ts';

/** A `care_acts` row keyed by column name (bulk insert). */
export type CareActRow = {
  readonly id: string;
  readonly numero_contrat_individuel: string;
  readonly num_pers: string;
  readonly date_soins: string;
  readonly type_soin: string;
  readonly libelle: string;
  readonly professionnel: string;
  readonly montant_depense: number;
  readonly montant_secu: number;
  readonly montant_mutuelle: number;
  readonly date_paiement: string | null;
  readonly statut: 'paye' | 'en_cours' | 'rejete';
  readonly motif_rejet: string | null;
};

export interface CareActPlan {
  readonly contract: string;
  readonly persons: readonly string[];
  readonly count: number;
  /** Acts are spread over the `days` days before `today`. */
  readonly days: number;
  readonly today: Date;
  readonly seed: number;
}

/** mulberry32: a small deterministic PRNG (same plan, same acts). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOTAL_WEIGHT = CATALOGUE.reduce((sum, act) => sum + act.weight, 0);
const DAY_MS = 86_400_000;

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function catalogueAct(next: () => number): CatalogueAct {
  let draw = next() * TOTAL_WEIGHT;
  for (const act of CATALOGUE) {
    draw -= act.weight;
    if (draw <= 0) return act;
  }
  return CATALOGUE[0] as CatalogueAct;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Realistic acts for a contract: care dates over the last `days` days, amounts from the catalogue; acts of the
 * last 3 weeks are mostly « En cours », older ones « Payé » (2 to 15 days later) or, 1 in 14, « Rejeté »
 * (the Sécu share paid, the mutuelle's refused).
 */
export function generateCareActs(plan: CareActPlan): CareActRow[] {
  const next = random(plan.seed);
  const today = Date.UTC(plan.today.getUTCFullYear(), plan.today.getUTCMonth(), plan.today.getUTCDate());
  const rows: CareActRow[] = [];
  for (let index = 1; index <= plan.count; index += 1) {
    const act = catalogueAct(next);
    const daysAgo = Math.floor(next() * plan.days);
    const care = today - daysAgo * DAY_MS;
    const depense = Math.round((act.min + next() * (act.max - act.min)) * 100);
    const secu = Math.round(depense * act.secu);
    const mutuelle = Math.min(Math.round(depense * act.mutuelle), depense - secu);
    const draw = next();
    const statut = daysAgo < 21 && draw < 0.6 ? 'en_cours' : draw > 0.93 ? 'rejete' : 'paye';
    const paid = Math.min(care + (2 + Math.floor(next() * 14)) * DAY_MS, today);
    rows.push({
      id: `${plan.contract}-${String(index).padStart(6, '0')}`,
      numero_contrat_individuel: plan.contract,
      num_pers: pick(plan.persons, next),
      date_soins: isoDay(new Date(care)),
      type_soin: act.type,
      libelle: act.libelle,
      professionnel: pick(act.professionnels, next),
      montant_depense: depense,
      montant_secu: secu,
      montant_mutuelle: statut === 'rejete' ? 0 : mutuelle,
      date_paiement: statut === 'paye' ? isoDay(new Date(paid)) : null,
      statut,
      motif_rejet: statut === 'rejete' ? pick(REJECTION_REASONS, next) : null,
    });
  }
  return rows;
}
