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

/** What a year of the schedule adds up to, in cents. */
export interface ContributionYearTotals {
  readonly annee: number;
  /** Every period of the year once (a rejected debit is an attempt, its period is owed by its next entry). */
  readonly duCents: number;
  readonly payeCents: number;
  readonly impayeCents: number;
  readonly aVenirCents: number;
}

/** A due date as the member reads it: with the reference-data labels of its mode and frequency. */
export interface ContributionScheduleEntry extends ContributionDueEntry {
  readonly libelleModePaiement: string;
  readonly libellePeriodicite: string;
}

/** A payment change kept in the contract's history. */
export interface ContributionPaymentChange {
  readonly demandeeLe: string;
  readonly dateEffet: string;
  readonly libelleModePaiement: string;
  readonly libellePeriodicite: string;
  readonly ibanMasque: string | null;
  readonly rum: string | null;
}

/** « Mes cotisations » of the current contract. */
export interface ContributionSchedule {
  readonly numeroContrat: string;
  readonly nomOffre: string;
  readonly codeModePaiement: ContributionPaymentMode;
  readonly libelleModePaiement: string;
  readonly codePeriodicite: ContributionFrequency;
  readonly libellePeriodicite: string;
  readonly isMadelin: boolean;
  readonly titulaire: string | null;
  readonly ibanMasque: string | null;
  readonly bicMasque: string | null;
  readonly rum: string | null;
  readonly prochaineEcheance: string | null;
  readonly impayeCents: number;
  /** The current year and the next due dates, oldest first. */
  readonly echeances: readonly ContributionScheduleEntry[];
  readonly totaux: readonly ContributionYearTotals[];
  readonly anneesAttestation: readonly number[];
  readonly modifications: readonly ContributionPaymentChange[];
}

/** One page of the earlier years' history; `suivant` is the next page's cursor. */
export interface ContributionHistoryPage {
  readonly echeances: readonly ContributionScheduleEntry[];
  readonly suivant: string | null;
}

/** A contract with an unpaid amount (the home's banner). */
export interface UnpaidContribution {
  readonly numeroContrat: string;
  readonly nomOffre: string;
  readonly montantCents: number;
  readonly conduiteATenir: string;
}

/** What the server answered to a payment change. */
export interface ContributionPaymentChangeReceipt {
  readonly dateEffet: string;
  readonly rum: string | null;
  readonly isModeGestionManuel: boolean;
}
