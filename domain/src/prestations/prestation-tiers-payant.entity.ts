import type { CareBeneficiary } from '../entities/care-act.entity.ts';

/** Who the insurer paid directly (« tiers payant »), with their French label. */
export const TIERS_PAYANT_PROFESSION_LABELS = Object.freeze({
  pharmacie: 'Pharmacie',
  hopital: 'Hôpital / clinique',
  opticien: 'Opticien',
  laboratoire: 'Laboratoire',
  radiologie: 'Radiologie',
  dentiste: 'Chirurgien-dentiste',
  audioprothesiste: 'Audioprothésiste',
});

export type TiersPayantProfession = keyof typeof TIERS_PAYANT_PROFESSION_LABELS;

export function isTiersPayantProfession(value: string): value is TiersPayantProfession {
  return Object.hasOwn(TIERS_PAYANT_PROFESSION_LABELS, value);
}

/** A payment the insurer made directly to a health professional for a beneficiary's care (whole cents). */
export interface PrestationTiersPayant {
  readonly id: string;
  /** ISO dates. */
  readonly dateSoins: string;
  readonly datePaiement: string;
  readonly typeProfessionnel: TiersPayantProfession;
  readonly professionnel: string;
  readonly libelle: string;
  readonly beneficiaire: CareBeneficiary;
  /** What the insurer paid the professional. */
  readonly montant: number;
}

/** A page of tiers-payant payments, newest first; `suivant` is the opaque cursor of the next page. */
export interface PrestationTiersPayantPage {
  readonly paiements: readonly PrestationTiersPayant[];
  readonly suivant: string | null;
}

/** What the insurer paid directly, in total. */
export function tiersPayantTotal(payments: readonly PrestationTiersPayant[]): number {
  return payments.reduce((sum, payment) => sum + payment.montant, 0);
}

/** Totals per professional kind (only kinds that were paid), largest first. */
export function tiersPayantByProfession(
  payments: readonly PrestationTiersPayant[],
): { readonly typeProfessionnel: TiersPayantProfession; readonly montant: number }[] {
  const totals = new Map<TiersPayantProfession, number>();
  for (const payment of payments) {
    totals.set(payment.typeProfessionnel, (totals.get(payment.typeProfessionnel) ?? 0) + payment.montant);
  }
  return [...totals.entries()]
    .map(([typeProfessionnel, montant]) => ({ typeProfessionnel, montant }))
    .sort((a, b) => b.montant - a.montant);
}

/** The views of « Mes prestations ». */
export type PrestationsView = 'prevoyance' | 'tiers-payant';

/** The statements (document types of spec §3) the member can open. */
export type PrestationStatementType =
  'RelevePrestationPrevoyance' | 'RelevePrestationSanteTiers' | 'RelevePrestationSante';
