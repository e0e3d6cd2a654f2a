/**
 * « Loi Madelin » (article 154 bis du CGI): the contributions of a self-employed member's Madelin contract (santé or
 * prévoyance) paid during a year are deductible from the professional income, within 3.75 % of that income plus 7 %
 * of the annual social-security ceiling (PASS), and never more than 3 % of 8 PASS. The insurer does not know the
 * income: the certificate gives the paid amount within the absolute ceiling (3 % of 8 PASS); the member applies
 * the income-based limit on the tax return.
 */

/** Plafond annuel de la Sécurité sociale, in euros, per year (official figures). */
export const PASS_BY_YEAR: Readonly<Record<number, number>> = Object.freeze({
  2021: 41_136,
  2022: 41_136,
  2023: 43_992,
  2024: 46_368,
  2025: 47_100,
  2026: 48_060,
});

const KNOWN_YEARS = Object.keys(PASS_BY_YEAR)
  .map(Number)
  .sort((a, b) => a - b);

/** The PASS of a year: that year's figure, else the latest known before it, else the first known. */
export function passOfYear(year: number): number {
  const known = KNOWN_YEARS.filter((candidate) => candidate <= year).at(-1) ?? KNOWN_YEARS[0];
  const pass = known === undefined ? undefined : PASS_BY_YEAR[known];
  if (pass === undefined) throw new Error('PASS_BY_YEAR is empty');
  return pass;
}

/** The absolute ceiling of the deductible part for a year, in cents: 3 % of 8 PASS. */
export function madelinCeilingCents(year: number): number {
  return Math.round(0.03 * 8 * passOfYear(year) * 100);
}

/**
 * The part of `paidCents` (paid during `year`) eligible for the deduction: 0 when the contract is not a Madelin
 * one, else the paid amount up to the ceiling.
 */
export function madelinEligibleCents(
  paidCents: number,
  year: number,
  contract: { readonly isMadelin: boolean },
): number {
  if (!Number.isSafeInteger(paidCents) || paidCents < 0)
    throw new Error(`madelinEligibleCents: ${String(paidCents)} is not a paid amount in cents`);
  if (!contract.isMadelin) return 0;
  return Math.min(paidCents, madelinCeilingCents(year));
}
