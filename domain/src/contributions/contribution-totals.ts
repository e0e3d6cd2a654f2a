import type { ContributionDueEntry, ContributionYearTotals } from './contribution-schedule.entity.ts';

const yearOf = (isoDay: string): number => Number(isoDay.slice(0, 4));

/**
 * Totals per year of due date, most recent year first. A `rejetee` entry records a failed direct debit: the
 * period is then presented again as a later entry (paid or unpaid), so the rejected attempt is not counted
 * in what is due.
 */
export function contributionYearTotals(entries: readonly ContributionDueEntry[]): ContributionYearTotals[] {
  const byYear = new Map<number, { du: number; paye: number; impaye: number; aVenir: number }>();
  for (const entry of entries) {
    const year = yearOf(entry.dateEcheance);
    const totals = byYear.get(year) ?? { du: 0, paye: 0, impaye: 0, aVenir: 0 };
    if (entry.statut !== 'rejetee') totals.du += entry.montantCents;
    if (entry.statut === 'payee') totals.paye += entry.montantCents;
    if (entry.statut === 'impayee') totals.impaye += entry.montantCents;
    if (entry.statut === 'a_venir') totals.aVenir += entry.montantCents;
    byYear.set(year, totals);
  }
  return [...byYear]
    .sort(([a], [b]) => b - a)
    .map(([annee, totals]) => ({
      annee,
      duCents: totals.du,
      payeCents: totals.paye,
      impayeCents: totals.impaye,
      aVenirCents: totals.aVenir,
    }));
}

/** The amount the member still owes: every `impayee` entry (the home's banner shows it when > 0). */
export function unpaidContributionCents(entries: readonly ContributionDueEntry[]): number {
  return entries.reduce((sum, entry) => (entry.statut === 'impayee' ? sum + entry.montantCents : sum), 0);
}

/** What was paid during a calendar year (payment date, not due date: the tax certificate's basis). */
export function paidDuringYearCents(entries: readonly ContributionDueEntry[], year: number): number {
  return entries.reduce(
    (sum, entry) =>
      entry.statut === 'payee' && entry.datePaiement !== null && yearOf(entry.datePaiement) === year
        ? sum + entry.montantCents
        : sum,
    0,
  );
}
