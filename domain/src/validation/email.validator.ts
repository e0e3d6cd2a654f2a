import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { isBlankText } from './text-input.ts';

/** Spec §5 registration, verbatim. */
export const EMAIL_FORMAT_MESSAGE = "Le format de l'identifiant (adresse e-mail) est incorrect";
export const EMAIL_FORMAT_ISSUE: ValidationIssue = issue('EMAIL.FORMAT', EMAIL_FORMAT_MESSAGE);

/**
 * "text, an @, text, a dot, text" (spec §5): each text is non-empty and holds no blank and no further
 * "@". The pattern is linear (no nested quantifiers), so huge inputs cannot make it backtrack badly.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EmailValidationOptions {
  /** Default true (the identifier is required). */
  readonly required?: boolean | undefined;
}

/** Whether one value is an e-mail address per the spec's rule. */
export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}

/**
 * Validates an e-mail address, or a list of them (checked item by item; one issue if any item is
 * malformed, an empty item included). An empty string or an empty list is "not entered".
 */
export function validateEmail(value: unknown, options: EmailValidationOptions = {}): ValidationResult {
  const empty = isBlankText(value) || (Array.isArray(value) && value.length === 0);
  if (empty) return options.required === false ? valid : [requiredFieldIssue];
  const items: readonly unknown[] = Array.isArray(value) ? value : [value];
  return items.every(isEmailAddress) ? valid : [EMAIL_FORMAT_ISSUE];
}
