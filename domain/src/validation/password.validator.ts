import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { codePointLength, fieldText } from './text-input.ts';

/** Default rule: 8 to 100 characters (spec §9). */
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;

/**
 * The spec's message, with N = the effective minimum length. With the default minimum (8) this is
 * exactly 'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un
 * caractère spécial).'; a configured minimum of 12 shows "12 caractères minimum".
 */
export function passwordRuleMessage(minLength: number = DEFAULT_PASSWORD_MIN_LENGTH): string {
  return `Merci de saisir ${effectivePasswordMinLength(minLength)} caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).`;
}

/** Project wording: the spec gives the 100-character bound but no message. */
export function passwordTooLongMessage(maxLength: number = PASSWORD_MAX_LENGTH): string {
  return `Merci de saisir ${maxLength} caractères maximum.`;
}

export const PASSWORD_TOO_LONG_CODE = 'PASSWORD.TOO_LONG';
export const PASSWORD_WEAK_CODE = 'PASSWORD.WEAK';

export interface PasswordValidationOptions {
  /** passwordRequiredLength from the portal configuration; default 8. */
  readonly minLength?: number | undefined;
  /** Default true. */
  readonly required?: boolean | undefined;
}

/**
 * The minimum length actually enforced: a configured positive integer, else 8. A minimum above 100
 * raises the maximum with it so that the rule stays satisfiable.
 */
export function effectivePasswordMinLength(minLength: number | undefined): number {
  return minLength !== undefined && Number.isInteger(minLength) && minLength > 0
    ? minLength
    : DEFAULT_PASSWORD_MIN_LENGTH;
}

/**
 * Character classes as the identity server counts them: ASCII lowercase, ASCII uppercase, ASCII digit,
 * and "special" = any other character (punctuation, space, accented letters, emoji…).
 */
const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[^a-zA-Z0-9]/;

/** Validates a new password: configured minimum (default 8) to 100 characters, the four classes. */
export function validatePassword(value: unknown, options: PasswordValidationOptions = {}): ValidationResult {
  if (value === null || value === undefined || value === '') {
    return options.required === false ? valid : [requiredFieldIssue];
  }
  const minLength = effectivePasswordMinLength(options.minLength);
  const weak: ValidationIssue = issue(PASSWORD_WEAK_CODE, passwordRuleMessage(minLength));
  const password = fieldText(value);
  if (password === undefined) return [weak];
  const length = codePointLength(password);
  const maxLength = Math.max(PASSWORD_MAX_LENGTH, minLength);
  if (length > maxLength) return [issue(PASSWORD_TOO_LONG_CODE, passwordTooLongMessage(maxLength))];
  const strong =
    length >= minLength &&
    LOWERCASE.test(password) &&
    UPPERCASE.test(password) &&
    DIGIT.test(password) &&
    SPECIAL.test(password);
  return strong ? valid : [weak];
}
