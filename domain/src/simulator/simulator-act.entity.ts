/**
 * What the Sécurité sociale pays for an act of the benefits simulator (national rules, the same for every
 * contract) and the guarantee of the contract the mutuelle pays it under. Amounts in whole euro cents, rates in
 * whole percent.
 */

/** The practitioner's sector, where it matters (consultations, surgeons' fees). */
export type SimulatorSector = 'secteur1' | 'optam' | 'non-optam';

export const SIMULATOR_SECTOR_LABELS: Readonly<Record<SimulatorSector, string>> = Object.freeze({
  secteur1: 'Secteur 1 (tarif de convention)',
  optam: 'Secteur 2 adhérent OPTAM',
  'non-optam': 'Secteur 2 non adhérent OPTAM',
});

/** What the Sécurité sociale keeps back on its payment: participation forfaitaire, franchise médicale, none. */
export type SimulatorDeduction = 'participation-forfaitaire' | 'franchise' | 'aucune';

/** The « 100 % Santé » basket of an act (optique, dentaire, aides auditives): its own BR, price limit, guarantee. */
export interface SimulatorBasket100 {
  readonly famille: 'optique' | 'dentaire' | 'audition';
  readonly baseRemboursement: number;
  /** Prix limite de vente: above it the equipment is no longer in the basket. */
  readonly prixLimite: number;
  readonly garantie: string;
}

/** The price range the simulator offers for the act (its slider's limits) and the price shown first. */
export interface SimulatorPriceRange {
  readonly min: number;
  readonly max: number;
  readonly usuel: number;
}

export interface SimulatorActRule {
  readonly code: string;
  readonly libelle: string;
  /** Key of the contract's guarantee the mutuelle pays the act under (`SimulatorGuarantee.garantie`). */
  readonly garantie: string;
  readonly baseRemboursement: number;
  /** Rate of the BR paid by the Sécurité sociale, in percent (0 when it pays nothing). */
  readonly tauxSecu: number;
  readonly deduction: SimulatorDeduction;
  /** True when the practitioner's sector changes the answer (OPTAM / non-OPTAM, secteur 1 / 2). */
  readonly secteurApplicable: boolean;
  readonly panier100Sante: SimulatorBasket100 | null;
  readonly prix: SimulatorPriceRange;
}

/** Participation forfaitaire per consultation or act of a doctor (adults only), in cents. */
export const PARTICIPATION_FORFAITAIRE = 200;
/** Franchise médicale per paramedical act or box of medicine (adults only), in cents. */
export const FRANCHISE_MEDICALE = 100;

export const SIMULATOR_DEDUCTION_LABELS: Readonly<Record<SimulatorDeduction, string>> = Object.freeze({
  'participation-forfaitaire': 'Participation forfaitaire',
  franchise: 'Franchise médicale',
  aucune: '',
});
