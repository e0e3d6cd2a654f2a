/** One covered care item and how it is reimbursed (« 200 % BR », « 150 € par an »). */
export interface GuaranteeLine {
  readonly libelle: string;
  readonly formule: string;
  /** A precision shown under the formula (ceiling, renewal period), or ''. */
  readonly precision: string;
}

/** A domain of care (hospitalisation, optique…) and its lines. */
export interface GuaranteeDomain {
  readonly code: string;
  readonly libelle: string;
  readonly lignes: readonly GuaranteeLine[];
}

/** What the current contract covers. */
export interface ContractGuarantees {
  readonly nomOffre: string;
  readonly domaines: readonly GuaranteeDomain[];
}

/** The short explanations shown with the guarantees. */
export const GUARANTEE_GLOSSARY = Object.freeze({
  /** Base de remboursement (BR). */
  br:
    'Le tarif de référence de la Sécurité sociale pour un acte. « 200 % BR » : la Sécurité sociale et la ' +
    'mutuelle remboursent ensemble jusqu’à deux fois ce tarif.',
  /** Reste à charge. */
  resteACharge:
    'Ce qui reste à payer après le remboursement de la Sécurité sociale et celui de la mutuelle ' +
    '(dépassements au-delà de la garantie, participations forfaitaires, franchises).',
});
