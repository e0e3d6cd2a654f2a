import type { DocumentType } from '@portail/domain';
import { DOCUMENT_TYPES } from '@portail/domain';

/** A letter of the member (resource `courriers`, openapi schema Courrier). */
export interface Courrier {
  readonly id: string;
  readonly libelle: string;
  /** ISO yyyy-MM-dd. */
  readonly dateEmission: string;
  readonly typeDocument: DocumentType;
  readonly lu: boolean;
}

/** French labels of the document types (project wording; the spec names the types only). */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = Object.freeze({
  AjoutRenforts: 'Ajout de renforts',
  Attestation: 'Attestation',
  CarteTP: 'Carte de tiers payant',
  FicheDeclarationSinistre: 'Déclaration de sinistre',
  InscriptionBeneficiaires: 'Inscription de bénéficiaires',
  MandatSepa: 'Mandat SEPA',
  RelevePrestationPrevoyance: 'Relevé de prestations prévoyance',
  RelevePrestationSante: 'Relevé de prestations santé',
  RelevePrestationSanteTiers: 'Relevé de prestations santé (tiers)',
  ReleveRemboursement: 'Relevé de remboursements',
  SituationContractuelle: 'Situation contractuelle',
});

function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

function courrierOf(value: unknown): Courrier | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, libelle, dateEmission, typeDocument, lu }: Readonly<Record<string, unknown>> =
    Object.fromEntries(Object.entries(value));
  if (typeof id !== 'string' || typeof libelle !== 'string' || typeof dateEmission !== 'string') return null;
  if (!isDocumentType(typeDocument)) return null;
  return { id, libelle, dateEmission, typeDocument, lu: lu === true };
}

/** The list the resource layer returned, checked; null when the body is not a list of letters. */
export function parseCourriers(body: unknown): readonly Courrier[] | null {
  if (!Array.isArray(body)) return null;
  const courriers: Courrier[] = [];
  for (const entry of body) {
    const courrier = courrierOf(entry);
    if (courrier === null) return null;
    courriers.push(courrier);
  }
  return courriers;
}
