/**
 * « Mes cotisations »: one due date of a contract's schedule (« échéancier »). Amounts are whole euro cents,
 * dates are ISO calendar days (`2025-03-05`).
 */

/** Payée / À venir / Impayée / Rejetée (issue 26). */
export const CONTRIBUTION_STATUSES = ['payee', 'a_venir', 'impayee', 'rejetee'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];

export const CONTRIBUTION_STATUS_LABELS: Readonly<Record<ContributionStatus, string>> = Object.freeze({
  payee: 'Payée',
  a_venir: 'À venir',
  impayee: 'Impayée',
  rejetee: 'Rejetée',
});

/** Reference-data codes (`/api/referentiel/paymentMode`, `/api/referentiel/paymentFrequency`). */
export const CONTRIBUTION_PAYMENT_MODES = ['PRL', 'VIR', 'CHQ'] as const;
export type ContributionPaymentMode = (typeof CONTRIBUTION_PAYMENT_MODES)[number];
export const DIRECT_DEBIT_MODE: ContributionPaymentMode = 'PRL';

export const CONTRIBUTION_FREQUENCIES = ['M', 'T', 'S', 'A'] as const;
export type ContributionFrequency = (typeof CONTRIBUTION_FREQUENCIES)[number];

/** Due dates per year of each frequency. */
export const DUE_DATES_PER_YEAR: Readonly<Record<ContributionFrequency, number>> = Object.freeze({
  M: 12,
  T: 4,
  S: 2,
  A: 1,
});

export interface ContributionDueEntry {
  /** Due date (the direct debit's date). */
  readonly dateEcheance: string;
  readonly periodeDebut: string;
  readonly periodeFin: string;
  readonly montantCents: number;
  readonly codeModePaiement: ContributionPaymentMode;
  readonly codePeriodicite: ContributionFrequency;
  readonly statut: ContributionStatus;
  /** Why the bank rejected the direct debit (« Provision insuffisante »), only when `rejetee`. */
  readonly motifRejet: string | null;
  /** When the payment was received, only when `payee`. */
  readonly datePaiement: string | null;
}

export function isContributionStatus(value: unknown): value is ContributionStatus {
  return CONTRIBUTION_STATUSES.some((status) => status === value);
}

export function isContributionPaymentMode(value: unknown): value is ContributionPaymentMode {
  return CONTRIBUTION_PAYMENT_MODES.some((mode) => mode === value);
}

export function isContributionFrequency(value: unknown): value is ContributionFrequency {
  return CONTRIBUTION_FREQUENCIES.some((frequency) => frequency === value);
}
