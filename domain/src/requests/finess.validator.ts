import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from '../validation/required.rule.ts';
import { fieldText, isBlankText } from '../validation/text-input.ts';

/**
 * FINESS number of a health establishment (Fichier national des établissements sanitaires et sociaux): 9
 * characters — the department (01-19, 2A, 2B, 21-95, 97 overseas departments, 98 Mayotte and the Pacific
 * territories), 6 digits of order number, then one check digit: the Luhn key over the 8 first characters. For the
 * Corsican departments the key is computed with `2A`/`2B` read as `20` (the department's number before 1976).
 * Sources and the project decision on Corsica: `domain/README.md` « Numéro FINESS ».
 */
const FINESS_PATTERN = /^(?:0[1-9]|1\d|2[1-9AB]|[3-8]\d|9[0-5]|9[78])\d{7}$/;

export const FINESS_LENGTH = 9;

/** Project wording: the issue names the rule without a message. */
export const FINESS_FORMAT_MESSAGE =
  'Le numéro FINESS comporte 9 caractères : le département (2A ou 2B pour la Corse) puis 7 chiffres';
export const FINESS_KEY_MESSAGE = 'Le numéro FINESS est incorrect (clé de contrôle)';

export const FINESS_FORMAT_ISSUE: ValidationIssue = issue('FINESS.FORMAT', FINESS_FORMAT_MESSAGE);
export const FINESS_KEY_ISSUE: ValidationIssue = issue('FINESS.KEY_MISMATCH', FINESS_KEY_MESSAGE);

/** The number as typed, without blanks and in capitals (`2a 000 001 2` → `2A0000012`). */
export function normalizeFiness(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The 9 digits the key is computed on: `2A`/`2B` read as `20`. */
function finessDigits(finess: string): string {
  return finess.startsWith('2A') || finess.startsWith('2B') ? `20${finess.slice(2)}` : finess;
}

/** Luhn sum of a digit string (every second digit from the right doubled, 9 subtracted above 9), mod 10. */
function luhnRemainder(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10;
}

/**
 * The check digit (0-9) of the 8 first characters of a FINESS number; `undefined` when they are not a
 * department followed by 6 digits.
 */
export function computeFinessKey(firstEight: string): number | undefined {
  if (!FINESS_PATTERN.test(`${firstEight}0`)) return undefined;
  return (10 - luhnRemainder(`${finessDigits(firstEight)}0`)) % 10;
}

export interface FinessValidationOptions {
  /** Default true. */
  readonly required?: boolean | undefined;
}

/** Validates a FINESS number (blanks and lower case tolerated: see {@link normalizeFiness}). Total. */
export function validateFiness(value: unknown, options: FinessValidationOptions = {}): ValidationResult {
  if (isBlankText(value)) return options.required === false ? valid : [requiredFieldIssue];
  const text = fieldText(value);
  if (text === undefined) return [FINESS_FORMAT_ISSUE];
  const finess = normalizeFiness(text);
  if (!FINESS_PATTERN.test(finess)) return [FINESS_FORMAT_ISSUE];
  return computeFinessKey(finess.slice(0, 8)) === Number(finess[8]) ? valid : [FINESS_KEY_ISSUE];
}
