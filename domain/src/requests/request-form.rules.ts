import { CARE_TYPES } from '../entities/care-act.entity.ts';
import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { validateBirthDate } from '../validation/birth-date.validator.ts';
import { validateCombinedLength } from '../validation/combined-length.validator.ts';
import { validateEmail } from '../validation/email.validator.ts';
import type { FormIssues } from '../validation/form-issues.ts';
import { validatePersonName } from '../validation/person-name.validator.ts';
import { validatePostalCode } from '../validation/postal-code.validator.ts';
import { requiredFieldIssue, validateRequired } from '../validation/required.rule.ts';
import { validateBeneficiaryNir } from './beneficiary-nir.rules.ts';
import { validateFiness } from './finess.validator.ts';
import {
  validateAdmissionDate,
  validateCareDate,
  validateRequestDate,
  toTypedDate,
} from './request-date.validator.ts';
import { HOSPITALISATION_TYPES, REQUEST_ATTACHMENTS_MAX } from './request-forms.ts';

/** What the rules need beyond the form: the member's day, the tenant's name limit, the member's NIR. */
export interface RequestFormContext {
  readonly today: Date;
  /** The tenant's `tailleMaxPrenomNom` (spec §3); no limit when missing. */
  readonly tailleMaxPrenomNom?: number | null | undefined;
  readonly memberNir: string | null;
}

/** The data as received (parsed JSON): every rule reads `unknown` values. */
export type RequestFormInput = Readonly<Record<string, unknown>>;

export const UPLOAD_REQUIRED_ISSUE: ValidationIssue = issue(
  'UPLOAD.REQUIRED',
  'Merci de joindre le document demandé.',
);
export const ATTACHMENTS_TOO_MANY_ISSUE: ValidationIssue = issue(
  'REQUEST.ATTACHMENTS_TOO_MANY',
  `Vous ne pouvez joindre que ${REQUEST_ATTACHMENTS_MAX} pièces jointes.`,
);
export const ESTABLISHMENT_CONTACT_ISSUE: ValidationIssue = issue(
  'ESTABLISHMENT.CONTACT_REQUIRED',
  "Indiquez le fax ou l'adresse e-mail de l'établissement où envoyer la prise en charge",
);
export const FAX_FORMAT_ISSUE: ValidationIssue = issue(
  'ESTABLISHMENT.FAX_FORMAT',
  'Le numéro de fax doit comporter 10 chiffres',
);
export const DMT_FORMAT_ISSUE: ValidationIssue = issue('DMT.FORMAT', 'Le code DMT comporte 3 chiffres');
export const AMOUNT_INVALID_ISSUE: ValidationIssue = issue(
  'AMOUNT.INVALID',
  'Le montant doit être un nombre positif en euros, avec deux décimales au plus',
);
export const TEXT_TOO_LONG_ISSUE = (max: number): ValidationIssue =>
  issue('TEXT.TOO_LONG', `Ce texte ne doit pas dépasser ${max} caractères.`);
export const CHOICE_INVALID_ISSUE: ValidationIssue = issue(
  'CHOICE.INVALID',
  'Cette valeur ne fait pas partie de la liste',
);

const FAX = /^0[1-9]\d{8}$/;
const DMT = /^\d{3}$/;
/** Largest amount accepted for one bill (project decision: beyond it, the member calls the insurer). */
export const MAX_REFUND_AMOUNT = 100_000;

/** A list of uploaded file names: required (≥ 1) or not, at most {@link REQUEST_ATTACHMENTS_MAX}. */
export function validateAttachments(value: unknown, required: boolean): ValidationResult {
  if (value !== undefined && value !== null && !Array.isArray(value)) return [UPLOAD_REQUIRED_ISSUE];
  const list: readonly unknown[] = Array.isArray(value) ? value : [];
  if (list.some((item) => typeof item !== 'string' || item.trim() === '')) return [UPLOAD_REQUIRED_ISSUE];
  if (required && list.length === 0) return [UPLOAD_REQUIRED_ISSUE];
  return list.length > REQUEST_ATTACHMENTS_MAX ? [ATTACHMENTS_TOO_MANY_ISSUE] : valid;
}

/** A free text: required or not, at most `max` characters. */
export function validateFreeText(value: unknown, max: number, required = true): ValidationResult {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return required ? [requiredFieldIssue] : valid;
  }
  if (typeof value !== 'string') return [requiredFieldIssue];
  return [...value].length > max ? [TEXT_TOO_LONG_ISSUE(max)] : valid;
}

function validateChoice(value: unknown, choices: readonly string[]): ValidationResult {
  if (validateRequired(value).length > 0) return [requiredFieldIssue];
  return typeof value === 'string' && choices.includes(value) ? valid : [CHOICE_INVALID_ISSUE];
}

function validateCode(value: unknown): ValidationResult {
  return typeof value === 'string' && value.trim() !== '' ? valid : [requiredFieldIssue];
}

function validateBoolean(value: unknown): ValidationResult {
  return typeof value === 'boolean' ? valid : [requiredFieldIssue];
}

export function validateAmount(value: unknown): ValidationResult {
  if (value === undefined || value === null || value === '') return [requiredFieldIssue];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_REFUND_AMOUNT) {
    return [AMOUNT_INVALID_ISSUE];
  }
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? valid : [AMOUNT_INVALID_ISSUE];
}

function recordOf(value: unknown): RequestFormInput {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

function establishmentIssues(value: unknown): FormIssues<string> {
  const e = recordOf(value);
  const fax = typeof e['fax'] === 'string' ? e['fax'].replace(/[\s.]/g, '') : e['fax'];
  const noContact = validateRequired(fax).length > 0 && validateRequired(e['email']).length > 0;
  return {
    'etablissement.nom': validateFreeText(e['nom'], 200),
    'etablissement.finess': validateFiness(e['finess']),
    'etablissement.codePostal': validatePostalCode(e['codePostal'], { required: true }),
    'etablissement.fax': noContact
      ? [ESTABLISHMENT_CONTACT_ISSUE]
      : validateRequired(fax).length > 0 || (typeof fax === 'string' && FAX.test(fax))
        ? valid
        : [FAX_FORMAT_ISSUE],
    'etablissement.email': validateEmail(e['email'], { required: false }),
  };
}

function hospitalCoverageIssues(data: RequestFormInput, context: RequestFormContext): FormIssues<string> {
  const dmt = data['codeDmt'];
  return {
    beneficiaire: validateCode(data['beneficiaire']),
    ...establishmentIssues(data['etablissement']),
    dateAdmission: validateAdmissionDate(data['dateAdmission'], context),
    typeHospitalisation: validateChoice(data['typeHospitalisation'], HOSPITALISATION_TYPES),
    codeDmt:
      dmt === undefined || dmt === null || dmt === '' || (typeof dmt === 'string' && DMT.test(dmt))
        ? valid
        : [DMT_FORMAT_ISSUE],
    devis: validateAttachments(data['devis'], false),
  };
}

function refundIssues(data: RequestFormInput, context: RequestFormContext): FormIssues<string> {
  return {
    beneficiaire: validateCode(data['beneficiaire']),
    dateSoins: validateCareDate(data['dateSoins'], context),
    typeSoins: validateChoice(data['typeSoins'], CARE_TYPES),
    montant: validateAmount(data['montant']),
    factures: validateAttachments(data['factures'], true),
  };
}

function claimIssues(data: RequestFormInput, context: RequestFormContext): FormIssues<string> {
  return {
    typeSinistre: validateCode(data['typeSinistre']),
    dateEvenement: validateRequestDate(data['dateEvenement'], { today: context.today, notAfterToday: true }),
    personneConcernee: validateCode(data['personneConcernee']),
    description: validateFreeText(data['description'], 2000, false),
    justificatifs: validateAttachments(data['justificatifs'], true),
  };
}

function addBeneficiaryIssues(data: RequestFormInput, context: RequestFormContext): FormIssues<string> {
  const birth =
    typeof data['dateNaissance'] === 'string' ? toTypedDate(data['dateNaissance']) : data['dateNaissance'];
  return {
    civilite: validateCode(data['civilite']),
    nom: validatePersonName(data['nom']),
    prenom: validatePersonName(data['prenom']),
    nomPrenom: validateCombinedLength([data['prenom'], data['nom']], context.tailleMaxPrenomNom, {
      countSeparator: true,
    }),
    dateNaissance: validateBirthDate(birth, { today: context.today }),
    nir: validateBeneficiaryNir(data, context),
    typeBeneficiaire: validateCode(data['typeBeneficiaire']),
    teletransmission: validateBoolean(data['teletransmission']),
    justificatifs: validateAttachments(data['justificatifs'], true),
  };
}

function removeBeneficiaryIssues(data: RequestFormInput, context: RequestFormContext): FormIssues<string> {
  return {
    beneficiaire: validateCode(data['beneficiaire']),
    dateEffet: validateRequestDate(data['dateEffet'], { today: context.today }),
    motif: validateFreeText(data['motif'], 500),
  };
}

function quoteIssues(data: RequestFormInput): FormIssues<string> {
  return {
    objet: validateFreeText(data['objet'], 200),
    description: validateFreeText(data['description'], 2000, false),
    pieces: validateAttachments(data['pieces'], false),
  };
}

export const REQUEST_KIND_UNKNOWN_ISSUE: ValidationIssue = issue(
  'REQUEST.KIND_UNKNOWN',
  'Ce type de demande est inconnu',
);

/**
 * Every rule of a request's form, by its `type`: one entry per field (dotted for the establishment), an empty list
 * when the field is valid. Runs the same in the member's form and on the server.
 */
export function validateRequestForm(data: RequestFormInput, context: RequestFormContext): FormIssues<string> {
  switch (data['type']) {
    case 'prise-en-charge-hospitaliere':
      return hospitalCoverageIssues(data, context);
    case 'remboursement':
      return refundIssues(data, context);
    case 'declaration-sinistre':
      return claimIssues(data, context);
    case 'ajout-beneficiaire':
      return addBeneficiaryIssues(data, context);
    case 'radiation-beneficiaire':
      return removeBeneficiaryIssues(data, context);
    case 'devis':
      return quoteIssues(data);
    default:
      return { type: [REQUEST_KIND_UNKNOWN_ISSUE] };
  }
}
