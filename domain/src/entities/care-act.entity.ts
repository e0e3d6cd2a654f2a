/** Kinds of care of a reimbursed act, with their French label (filter of « Mes remboursements »). */
export const CARE_TYPE_LABELS = Object.freeze({
  consultation: 'Consultations',
  pharmacie: 'Pharmacie',
  analyses: 'Analyses et biologie',
  radiologie: 'Radiologie',
  kinesitherapie: 'Kinésithérapie',
  dentaire: 'Dentaire',
  optique: 'Optique',
  audition: 'Aides auditives',
  hospitalisation: 'Hospitalisation',
});

export type CareType = keyof typeof CARE_TYPE_LABELS;

export const CARE_TYPES = Object.freeze(Object.keys(CARE_TYPE_LABELS) as CareType[]);

export function isCareType(value: string): value is CareType {
  return Object.hasOwn(CARE_TYPE_LABELS, value);
}

/** Where a care act's reimbursement stands. */
export type CareActStatus = 'paye' | 'en_cours' | 'rejete';

export function isCareActStatus(value: string): value is CareActStatus {
  return value === 'paye' || value === 'en_cours' || value === 'rejete';
}

export const CARE_ACT_STATUS_LABELS: Readonly<Record<CareActStatus, string>> = Object.freeze({
  paye: 'Payé',
  en_cours: 'En cours',
  rejete: 'Rejeté',
});

/** A person covered by the contract, as the refunds show them. */
export interface CareBeneficiary {
  readonly numPers: string;
  readonly nom: string;
  readonly prenom: string;
}

/**
 * A care act of the current contract and what was paid for it. Amounts are whole euro cents;
 * `resteACharge` = spent − Sécurité sociale − mutuelle.
 */
export interface CareAct {
  readonly id: string;
  /** ISO date (yyyy-MM-dd). */
  readonly dateSoins: string;
  readonly beneficiaire: CareBeneficiary;
  readonly typeSoin: CareType;
  readonly libelle: string;
  readonly professionnel: string;
  readonly montantDepense: number;
  readonly montantSecu: number;
  readonly montantMutuelle: number;
  readonly resteACharge: number;
  /** ISO date, null until paid. */
  readonly datePaiement: string | null;
  readonly statut: CareActStatus;
  /** Set when « Rejeté ». */
  readonly motifRejet: string | null;
}

/** One month of the 12-month chart: what the Sécurité sociale, the mutuelle and the member paid (cents). */
export interface RefundsMonth {
  /** yyyy-MM. */
  readonly mois: string;
  readonly montantSecu: number;
  readonly montantMutuelle: number;
  readonly resteACharge: number;
}

/** A page of acts, newest first; `suivant` is the opaque cursor of the next page, null on the last one. */
export interface CareActPage {
  readonly actes: readonly CareAct[];
  readonly suivant: string | null;
}

/** The 12-month summary and the beneficiaries the list can be filtered on. */
export interface RefundsSummary {
  readonly mois: readonly RefundsMonth[];
  readonly beneficiaires: readonly CareBeneficiary[];
}

/** What the member filters the list (and the CSV / PDF) on; absent fields do not filter. */
export interface RefundsFilter {
  readonly beneficiaire?: string;
  /** ISO dates, inclusive. */
  readonly dateDebut?: string;
  readonly dateFin?: string;
  readonly typeSoin?: CareType;
  readonly statut?: CareActStatus;
  readonly recherche?: string;
}
