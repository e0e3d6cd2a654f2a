import { CARE_TYPES } from '../entities/care-act.entity.ts';
import { isFormValid, type FormIssues } from '../validation/form-issues.ts';
import { normalizeFiness } from './finess.validator.ts';
import { parseRequestDate } from './request-date.validator.ts';
import { validateRequestForm, type RequestFormContext, type RequestFormInput } from './request-form.rules.ts';
import { HOSPITALISATION_TYPES, type RequestForm } from './request-forms.ts';

export type ParsedRequestForm =
  | { readonly ok: true; readonly form: RequestForm }
  | { readonly ok: false; readonly issues: FormIssues<string> };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | undefined => {
  const found = text(value);
  return found === '' ? undefined : found;
};
const files = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The value of a checked choice, typed as one of `choices` (the rules ran first: anything else is a bug). */
function choice<T extends string>(choices: readonly T[], value: unknown): T {
  const found = choices.find((candidate) => candidate === value);
  if (found === undefined) throw new Error('choice: unchecked value');
  return found;
}

/** `yyyy-MM-dd` of a valid typed or wire date (the rules ran first). */
function isoDate(value: unknown): string {
  const date = parseRequestDate(text(value));
  if (date === undefined) throw new Error('isoDate: unchecked date');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function record(value: unknown): RequestFormInput {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

function build(data: RequestFormInput): RequestForm {
  switch (data['type']) {
    case 'prise-en-charge-hospitaliere': {
      const e = record(data['etablissement']);
      return {
        type: 'prise-en-charge-hospitaliere',
        beneficiaire: text(data['beneficiaire']),
        etablissement: {
          nom: text(e['nom']),
          finess: normalizeFiness(text(e['finess'])),
          codePostal: text(e['codePostal']),
          fax: optional(text(e['fax']).replace(/[\s.]/g, '')),
          email: optional(e['email']),
        },
        dateAdmission: isoDate(data['dateAdmission']),
        typeHospitalisation: choice(HOSPITALISATION_TYPES, data['typeHospitalisation']),
        codeDmt: optional(data['codeDmt']),
        devis: files(data['devis']),
      };
    }
    case 'remboursement':
      return {
        type: 'remboursement',
        beneficiaire: text(data['beneficiaire']),
        dateSoins: isoDate(data['dateSoins']),
        typeSoins: choice(CARE_TYPES, data['typeSoins']),
        montant: Number(data['montant']),
        factures: files(data['factures']),
      };
    case 'declaration-sinistre':
      return {
        type: 'declaration-sinistre',
        typeSinistre: text(data['typeSinistre']),
        dateEvenement: isoDate(data['dateEvenement']),
        personneConcernee: text(data['personneConcernee']),
        description: optional(data['description']),
        justificatifs: files(data['justificatifs']),
      };
    case 'ajout-beneficiaire': {
      const attached = data['rattacheNirAdherent'] === true;
      return {
        type: 'ajout-beneficiaire',
        civilite: text(data['civilite']),
        nom: text(data['nom']),
        prenom: text(data['prenom']),
        dateNaissance: isoDate(data['dateNaissance']),
        nir: attached ? undefined : optional(data['nir']),
        cleNir: attached ? undefined : optional(data['cleNir']),
        nirMonaco: !attached && data['nirMonaco'] === true,
        rattacheNirAdherent: attached,
        typeBeneficiaire: text(data['typeBeneficiaire']),
        teletransmission: data['teletransmission'] === true,
        justificatifs: files(data['justificatifs']),
      };
    }
    case 'radiation-beneficiaire':
      return {
        type: 'radiation-beneficiaire',
        beneficiaire: text(data['beneficiaire']),
        dateEffet: isoDate(data['dateEffet']),
        motif: text(data['motif']),
      };
    default:
      return {
        type: 'devis',
        objet: text(data['objet']),
        description: optional(data['description']),
        pieces: files(data['pieces']),
      };
  }
}

/**
 * Checks a request's data with {@link validateRequestForm} and, when valid, returns it typed and normalised
 * (dates `yyyy-MM-dd`, FINESS in capitals without blanks, texts trimmed, fields of another kind dropped).
 */
export function parseRequestForm(data: RequestFormInput, context: RequestFormContext): ParsedRequestForm {
  const issues = validateRequestForm(data, context);
  if (!isFormValid(issues)) return { ok: false, issues };
  return { ok: true, form: build(data) };
}
