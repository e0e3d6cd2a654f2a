/** Document types that can be edited / generated (spec §3). */
export const DOCUMENT_TYPES = [
  'AjoutRenforts',
  'Attestation',
  'CarteTP',
  'FicheDeclarationSinistre',
  'InscriptionBeneficiaires',
  'MandatSepa',
  'RelevePrestationPrevoyance',
  'RelevePrestationSante',
  'RelevePrestationSanteTiers',
  'ReleveRemboursement',
  'SituationContractuelle',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** What a document applies to. */
export const DOCUMENT_SCOPES = ['Contrat', 'Benef', 'Both'] as const;

export type DocumentScope = (typeof DOCUMENT_SCOPES)[number];
