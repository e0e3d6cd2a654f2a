import {
  type ContributionDueEntry,
  type ContributionFrequency,
  type ContributionPaymentMode,
  DUE_DATES_PER_YEAR,
} from './contribution-schedule.entity.ts';

export interface PaymentSetting {
  readonly codeModePaiement: ContributionPaymentMode;
  readonly codePeriodicite: ContributionFrequency;
}

const pad = (value: number): string => String(value).padStart(2, '0');
const isoDay = (year: number, month: number, day: number): string =>
  `${String(year)}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Splits `totalCents` in proportion to `weights`; the leftover cents go on the first parts. */
function splitByWeights(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((totalCents * weight) / sum));
  let leftover = totalCents - parts.reduce((a, b) => a + b, 0);
  for (let index = 0; leftover > 0; index = (index + 1) % parts.length, leftover -= 1)
    parts[index] = (parts[index] ?? 0) + 1;
  return parts;
}

/**
 * The due dates from `fromMonth` to December of `year` for a setting: periods of 12 / n months starting at
 * `fromMonth` (the last one shortened at December), each due on `dueDay` of its first month; together they
 * cost the annual amount's share of those months.
 */
export function planMonths(
  year: number,
  fromMonth: number,
  annualCents: number,
  setting: PaymentSetting,
  dueDay = 5,
): ContributionDueEntry[] {
  if (!Number.isSafeInteger(annualCents) || annualCents < 0)
    throw new Error(`planMonths: ${String(annualCents)} is not an amount in cents`);
  if (!Number.isInteger(fromMonth) || fromMonth < 1 || fromMonth > 12)
    throw new Error(`planMonths: ${String(fromMonth)} is not a month`);
  const length = 12 / DUE_DATES_PER_YEAR[setting.codePeriodicite];
  const periods: [first: number, last: number][] = [];
  for (let first = fromMonth; first <= 12; first += length)
    periods.push([first, Math.min(12, first + length - 1)]);
  const monthsLeft = 12 - fromMonth + 1;
  const amounts = splitByWeights(
    Math.round((annualCents * monthsLeft) / 12),
    periods.map(([first, last]) => last - first + 1),
  );
  return periods.map(([first, last], index) => ({
    dateEcheance: isoDay(year, first, dueDay),
    periodeDebut: isoDay(year, first, 1),
    periodeFin: isoDay(year, last, lastDayOf(year, last)),
    montantCents: amounts[index] ?? 0,
    codeModePaiement: setting.codeModePaiement,
    codePeriodicite: setting.codePeriodicite,
    statut: 'a_venir',
    motifRejet: null,
    datePaiement: null,
  }));
}

/**
 * The schedule after a payment change effective from `effectiveFrom` (the next due date, issue 26): every entry
 * due before it, or already settled, is kept as it is; the entries still to come of that year are replaced by
 * the new setting's plan from the effective date's month to December.
 */
export function replanFrom(
  entries: readonly ContributionDueEntry[],
  effectiveFrom: string,
  annualCents: number,
  setting: PaymentSetting,
): ContributionDueEntry[] {
  const year = Number(effectiveFrom.slice(0, 4));
  const kept = entries.filter(
    (entry) =>
      entry.statut !== 'a_venir' ||
      entry.dateEcheance < effectiveFrom ||
      Number(entry.dateEcheance.slice(0, 4)) !== year,
  );
  const dueDay = Number(effectiveFrom.slice(8, 10));
  return [...kept, ...planMonths(year, Number(effectiveFrom.slice(5, 7)), annualCents, setting, dueDay)].sort(
    (a, b) => a.dateEcheance.localeCompare(b.dateEcheance),
  );
}
