import type { ValidationResult } from '@portail/domain';
import {
  isEmailAddress,
  validateCombinedLength,
  validateNir,
  validatePersonName,
  validatePostalCode,
  validateRequired,
} from '@portail/domain';
import type { RequestFieldSpec, RequestFormSpec, RequestFormValidator } from './request-form.fields.ts';

/*
 * PROVISIONAL: the request forms' rules until domain/src/requests (branch reqsrv, `validateRequestForm`) is
 * merged into this branch; then this file goes and the assembly passes the domain's rules.
 */

const valid: ValidationResult = [];
const fieldIssue = (code: string, message: string): ValidationResult => [{ code, message }];

function valueAt(data: Readonly<Record<string, unknown>>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return (value as Readonly<Record<string, unknown>>)[key];
  }, data);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

type Rule = (value: unknown, data: Readonly<Record<string, unknown>>, maxName?: number) => ValidationResult;

const RULES: Readonly<Record<string, Rule>> = {
  'etablissement.finess': (value) =>
    /^(?:\d{2}|2A|2B)\d{7}$/.test(text(value))
      ? valid
      : fieldIssue('FINESS.FORMAT', 'Le numéro FINESS comporte 9 caractères.'),
  'etablissement.codePostal': (value) => validatePostalCode(value),
  'etablissement.fax': (value, data) => {
    const fax = text(value).replace(/[\s.]/g, '');
    if (fax === '' && text(valueAt(data, 'etablissement.email')) === '') {
      return fieldIssue(
        'ESTABLISHMENT.CONTACT_REQUIRED',
        "Indiquez le fax ou l'adresse e-mail de l'établissement où envoyer la prise en charge",
      );
    }
    return fax === '' || /^0[1-9]\d{8}$/.test(fax)
      ? valid
      : fieldIssue('ESTABLISHMENT.FAX_FORMAT', 'Le numéro de fax doit comporter 10 chiffres');
  },
  'etablissement.email': (value) =>
    text(value) === '' || isEmailAddress(text(value))
      ? valid
      : fieldIssue('EMAIL.FORMAT', "Le format de l'adresse e-mail est incorrect"),
  codeDmt: (value) =>
    text(value) === '' || /^\d{3}$/.test(text(value))
      ? valid
      : fieldIssue('DMT.FORMAT', 'Le code DMT comporte 3 chiffres'),
  montant: (value) =>
    typeof value === 'number' && value > 0
      ? valid
      : fieldIssue(
          'AMOUNT.INVALID',
          'Le montant doit être un nombre positif en euros, avec deux décimales au plus',
        ),
  nom: (value) => validatePersonName(value),
  prenom: (value, data, maxName) => {
    const format = validatePersonName(value);
    return format.length > 0
      ? format
      : validateCombinedLength([value, data['nom']], maxName, { countSeparator: true });
  },
  nir: (value, data) =>
    validateNir(value, data['cleNir'], {
      required: true,
      keyRequired: true,
      monaco: data['nirMonaco'] === true,
    }),
};

function requiredIssues(field: RequestFieldSpec, value: unknown): ValidationResult {
  if (field.required !== true) return valid;
  if (field.type === 'toggle') return typeof value === 'boolean' ? valid : validateRequired('');
  return validateRequired(typeof value === 'number' ? String(value) : value);
}

/** Rules by field of a form spec (see the file's note). */
export function provisionalRequestRules(
  spec: RequestFormSpec,
  maxNameLength: () => number | undefined,
): RequestFormValidator {
  return (data) => {
    const issues: Record<string, ValidationResult> = {};
    for (const field of spec.fields) {
      const value = valueAt(data, field.key);
      const missing = requiredIssues(field, value);
      const rule = RULES[field.key];
      issues[field.key] =
        missing.length > 0 || rule === undefined || (value === undefined && field.key !== 'etablissement.fax')
          ? missing
          : rule(value, data, maxNameLength());
    }
    return issues;
  };
}
