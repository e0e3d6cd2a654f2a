import type { ValidationResult } from '@portail/domain';
import {
  isEmailAddress,
  validateCombinedLength,
  validatePersonName,
  validatePostalCode,
} from '@portail/domain';
import type { RequestFieldContext } from './request-form.fields.ts';

/*
 * Field rules of the request forms, on the domain's validators. The request-specific ones (FINESS, amount,
 * fax or e-mail, DMT code) are provisional wording of this screen until domain/src/requests (branch reqsrv)
 * lands: they are then replaced by the domain's, never kept beside them.
 */

const valid: ValidationResult = [];

function fieldIssue(code: string, message: string): ValidationResult {
  return [{ code, message }];
}

/** 9 characters: the department (2 digits, 2A or 2B), then digits; the register's check digit on the server. */
export function finessRule(text: string): ValidationResult {
  return /^(?:\d{2}|2A|2B)\d{7}$/.test(text)
    ? valid
    : fieldIssue(
        'DEMANDE.FINESS_FORMAT',
        'Le numéro FINESS comporte 9 caractères : le département (2 chiffres, 2A ou 2B) puis 7 chiffres.',
      );
}

export function postalCodeRule(text: string): ValidationResult {
  return validatePostalCode(text);
}

/** Where the answer goes: a 10-digit fax number or an e-mail address. */
export function faxOrEmailRule(text: string): ValidationResult {
  if (text.includes('@')) {
    return isEmailAddress(text)
      ? valid
      : fieldIssue('DEMANDE.EMAIL_FORMAT', "Le format de l'adresse e-mail est incorrect.");
  }
  return /^0\d{9}$/.test(text.replace(/[\s.]/g, ''))
    ? valid
    : fieldIssue('DEMANDE.FAX_OR_EMAIL', 'Saisissez un numéro de fax à 10 chiffres ou une adresse e-mail.');
}

export function dmtRule(text: string): ValidationResult {
  return /^\d{3}$/.test(text) ? valid : fieldIssue('DEMANDE.DMT_FORMAT', 'Le code DMT comporte 3 chiffres.');
}

/** An amount in euros, above 0, with 2 decimals at most (comma or dot). */
export function amountRule(text: string): ValidationResult {
  const amount = parseAmount(text);
  return amount !== null && amount > 0
    ? valid
    : fieldIssue('DEMANDE.AMOUNT', 'Le montant doit être un nombre supérieur à 0, avec 2 décimales au plus.');
}

export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(normalized) ? Number(normalized) : null;
}

export function lastNameRule(text: string, context: RequestFieldContext): ValidationResult {
  const format = validatePersonName(text);
  if (format.length > 0) return format;
  return validateCombinedLength([text, context.text('prenom')], context.maxNameLength);
}

export function firstNameRule(text: string, context: RequestFieldContext): ValidationResult {
  const format = validatePersonName(text);
  if (format.length > 0) return format;
  return validateCombinedLength([context.text('nom'), text], context.maxNameLength);
}
