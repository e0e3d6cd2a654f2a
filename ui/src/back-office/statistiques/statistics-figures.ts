import type { StatisticsDashboard } from '@portail/application';
import { STAFF_REQUEST_TYPE_LABELS, isStaffRequestType } from '@portail/domain';

/** One series of a chart: a label and one value per x label. */
export interface FigureSeries {
  readonly label: string;
  readonly values: readonly number[];
}

/** One figure of the dashboard: its chart (labels × series), its key numbers, and its table alternative. */
export interface StatisticsFigure {
  readonly id: string;
  readonly title: string;
  /** Key numbers in words (« Taux d'activation : 75 % »). */
  readonly summary: readonly string[];
  readonly labels: readonly string[];
  readonly series: readonly FigureSeries[];
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export const percentText = (rate: number | null): string => (rate === null ? '—' : PERCENT.format(rate));

/** A delay in seconds in words: minutes under an hour, hours under two days, else days. */
export function delayText(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 3600) return `${NUMBER.format(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${NUMBER.format(seconds / 3600)} h`;
  return `${NUMBER.format(seconds / 86_400)} jours`;
}

/** `2030-03-25` as « 25/03/2030 ». */
export const dayText = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function seriesFigure(
  id: string,
  title: string,
  periods: readonly string[],
  series: readonly FigureSeries[],
  summary: readonly string[] = [],
): StatisticsFigure {
  const labels = periods.map(dayText);
  return {
    id,
    title,
    summary,
    labels,
    series,
    columns: ['Période (début)', ...series.map((s) => s.label)],
    rows: labels.map((label, i) => [label, ...series.map((s) => s.values[i] ?? 0)]),
  };
}

const typeLabel = (type: string): string =>
  isStaffRequestType(type) ? STAFF_REQUEST_TYPE_LABELS[type] : type;

/** The dashboard's figures, in the order of the page. */
export function statisticsFigures(d: StatisticsDashboard): StatisticsFigure[] {
  const p = d.periodes;
  const c = d.comptes;
  const twoFactor = d.doubleAuthentification;
  const faq = d.faq;
  return [
    seriesFigure(
      'comptes',
      'Comptes',
      p,
      [
        { label: 'Demandés', values: c.demandes },
        { label: 'Activés', values: c.activations },
        { label: 'Supprimés', values: c.suppressions },
      ],
      [
        `Demandés : ${String(c.totalDemandes)}, activés : ${String(c.totalActivations)}, supprimés : ${String(c.totalSuppressions)}`,
        `Taux d’activation : ${percentText(c.tauxActivation)}`,
        `Délai médian d’activation : ${delayText(c.delaiMedianActivationSecondes)}`,
      ],
    ),
    seriesFigure('connexions', 'Connexions par méthode', p, [
      { label: 'Identifiant — réussies', values: d.connexions.localReussies },
      { label: 'Identifiant — échouées', values: d.connexions.localEchouees },
      { label: 'Fournisseur externe — réussies', values: d.connexions.oidcReussies },
      { label: 'Fournisseur externe — échouées', values: d.connexions.oidcEchouees },
    ]),
    seriesFigure(
      'double-authentification',
      'Double authentification',
      p,
      [
        { label: 'Activations', values: twoFactor.activations },
        { label: 'Désactivations', values: twoFactor.desactivations },
      ],
      [
        `Adoption aujourd’hui : ${percentText(twoFactor.tauxAdoption)} (${String(twoFactor.comptesAvecDoubleAuthentification)} comptes actifs sur ${String(twoFactor.comptesActifs)})`,
      ],
    ),
    seriesFigure('comptes-bloques', 'Comptes bloqués', p, [{ label: 'Blocages', values: d.comptesBloques }]),
    {
      id: 'faq-questions',
      title: 'FAQ : questions les plus consultées',
      summary: [`Taux d’utilité : ${percentText(faq.tauxUtilite)}`],
      labels: faq.questions.map((_, i) => String(i + 1)),
      series: [{ label: 'Consultations', values: faq.questions.map((q) => q.clics) }],
      columns: ['Rang', 'Question', 'Consultations', 'Utile : oui', 'Utile : non'],
      rows: faq.questions.map((q, i) => [i + 1, q.titre, q.clics, q.oui, q.non]),
    },
    {
      id: 'faq-recherches',
      title: 'FAQ : recherches sans résultat',
      summary: [],
      labels: faq.recherchesSansResultat.map((_, i) => String(i + 1)),
      series: [{ label: 'Recherches', values: faq.recherchesSansResultat.map((s) => s.nombre) }],
      columns: ['Rang', 'Recherche', 'Nombre'],
      rows: faq.recherchesSansResultat.map((s, i) => [i + 1, s.recherche, s.nombre]),
    },
    {
      id: 'demandes',
      title: 'Demandes par type',
      summary: [],
      labels: d.demandes.map((r) => typeLabel(r.type)),
      series: [
        { label: 'Envoyées', values: d.demandes.map((r) => r.nombre) },
        { label: 'En retard', values: d.demandes.map((r) => r.enRetard) },
      ],
      columns: ['Type', 'Envoyées', 'Traitées', 'Délai médian (h)', 'Délai cible (h)', 'En retard'],
      rows: d.demandes.map((r) => [
        typeLabel(r.type),
        r.nombre,
        r.traitees,
        r.delaiMedianHeures === null ? '—' : NUMBER.format(r.delaiMedianHeures),
        r.delaiCibleHeures ?? '—',
        r.enRetard,
      ]),
    },
    seriesFigure(
      'notifications',
      'Notifications',
      p,
      [
        { label: 'Envoyées', values: d.notifications.envoyees },
        { label: 'Ouvertes dans le portail', values: d.notifications.ouvertes },
      ],
      [
        `Envoyées : ${String(d.notifications.totalEnvoyees)}, ouvertes : ${String(d.notifications.totalOuvertes)}`,
      ],
    ),
  ];
}

const cell = (value: string | number): string => {
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The figure's table as a CSV file (semicolons and a BOM, as a French spreadsheet opens it). */
export function figureCsv(figure: StatisticsFigure): string {
  const lines = [figure.columns, ...figure.rows].map((row) => row.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
