import type { ContractState } from './contract.entity.ts';
import type { DocumentScope, DocumentType } from './document-type.entity.ts';

/** A document the member can have generated for the current contract (« Mes documents »). */
export interface EditableDocument {
  readonly typeDocument: DocumentType;
  readonly libelle: string;
  readonly description: string;
  /** Contrat: the whole contract; Benef: one beneficiary; Both: the contract or one beneficiary. */
  readonly scope: DocumentScope;
}

/** How the member picks a beneficiary for a document, from its scope (spec §3). */
export type BeneficiaryChoice = 'none' | 'optional' | 'required';

export function beneficiaryChoiceOf(scope: DocumentScope): BeneficiaryChoice {
  if (scope === 'Contrat') return 'none';
  return scope === 'Benef' ? 'required' : 'optional';
}

/** The documents the portal generates, in display order. */
export const EDITABLE_DOCUMENTS: readonly EditableDocument[] = Object.freeze([
  {
    typeDocument: 'CarteTP',
    libelle: 'Carte de tiers payant',
    description:
      'À présenter à vos professionnels de santé pour ne pas avancer la part de la mutuelle. ' +
      'Elle mentionne toutes les personnes couvertes par le contrat.',
    scope: 'Contrat',
  },
  {
    typeDocument: 'Attestation',
    libelle: "Attestation d'adhésion",
    description:
      'Justifie votre couverture complémentaire santé (employeur, CAF, établissement de soins). ' +
      'Pour tout le contrat ou pour un bénéficiaire.',
    scope: 'Both',
  },
  {
    typeDocument: 'SituationContractuelle',
    libelle: 'Situation contractuelle',
    description: "L'état de votre contrat, son offre et les personnes couvertes, à la date du jour.",
    scope: 'Contrat',
  },
  {
    typeDocument: 'InscriptionBeneficiaires',
    libelle: "Formulaire d'inscription de bénéficiaires",
    description:
      'Pour ajouter un conjoint ou un enfant au contrat : à compléter, signer et nous renvoyer depuis ' +
      '« Envoyer des justificatifs ».',
    scope: 'Contrat',
  },
]);

/** Contract states for which a document type may be issued: a card or an attestation needs a valid contract. */
const ISSUABLE_STATES: Readonly<Partial<Record<DocumentType, readonly ContractState[]>>> = {
  CarteTP: ['valide'],
  Attestation: ['valide'],
  SituationContractuelle: ['valide', 'eninstance', 'suspendu', 'resilie'],
  InscriptionBeneficiaires: ['valide', 'eninstance'],
};

/** The documents a contract in this state may have generated. */
export function documentsForContract(etat: ContractState): readonly EditableDocument[] {
  return EDITABLE_DOCUMENTS.filter((document) =>
    (ISSUABLE_STATES[document.typeDocument] ?? []).includes(etat),
  );
}

/** The editable document of this type for a contract in this state, or null (unknown or not issuable). */
export function issuableDocument(typeDocument: string, etat: ContractState): EditableDocument | null {
  return documentsForContract(etat).find((document) => document.typeDocument === typeDocument) ?? null;
}
