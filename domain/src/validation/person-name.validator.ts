import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { fieldText, isBlankText } from './text-input.ts';

/** Spec §5 registration, verbatim. */
export const PERSON_NAME_MESSAGE =
  'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques';
export const PERSON_NAME_FORMAT_ISSUE: ValidationIssue = issue('PERSON_NAME.FORMAT', PERSON_NAME_MESSAGE);

/**
 * Latin letters, accented or not (é, ç, ñ, ø, œ, ß…), apostrophe (ASCII ' or typographic ’), hyphen,
 * space; at least one letter. Latin-script letters only (no roman-numeral signs, no other scripts).
 * Checked after NFC normalisation so that "e" + combining acute counts as "é".
 */
const PERSON_NAME_PATTERN = /^(?:(?=\p{L})\p{Script=Latin}|['’\- ])+$/u;
const LETTER = /\p{L}/u;

export interface PersonNameValidationOptions {
  /** Default true (last and first name are required at registration). */
  readonly required?: boolean | undefined;
}

/** Validates a last or first name: letters (accented allowed), apostrophe, hyphen and space only. */
export function validatePersonName(
  value: unknown,
  options: PersonNameValidationOptions = {},
): ValidationResult {
  if (isBlankText(value)) return options.required === false ? valid : [requiredFieldIssue];
  const text = fieldText(value);
  if (text === undefined) return [PERSON_NAME_FORMAT_ISSUE];
  const name = text.normalize('NFC');
  return PERSON_NAME_PATTERN.test(name) && LETTER.test(name) ? valid : [PERSON_NAME_FORMAT_ISSUE];
}
