import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { fieldText, isBlankText } from './text-input.ts';

/** Number of trailing IBAN characters asked at registration (spec §9). */
export const IBAN_LAST_CHARACTERS_COUNT = 4;

/** Project wording: the spec gives the rule (4 uppercase alphanumerics) but no message. */
export const IBAN_LAST_FOUR_MESSAGE =
  'Merci de saisir les 4 derniers caractères de votre IBAN (lettres majuscules ou chiffres).';

export const IBAN_LAST_FOUR_FORMAT_ISSUE: ValidationIssue = issue(
  'IBAN_LAST_FOUR.FORMAT',
  IBAN_LAST_FOUR_MESSAGE,
);

const LAST_FOUR_PATTERN = /^[A-Z0-9]{4}$/;

export interface IbanLastFourValidationOptions {
  /** isRegisterIbanObligatoire. Default false. */
  readonly required?: boolean | undefined;
}

/** Registration's IBAN check: the last 4 characters of the member's IBAN, uppercase alphanumerics. */
export function validateIbanLastFour(
  value: unknown,
  options: IbanLastFourValidationOptions = {},
): ValidationResult {
  if (isBlankText(value)) return options.required === true ? [requiredFieldIssue] : valid;
  const text = fieldText(value);
  return text !== undefined && LAST_FOUR_PATTERN.test(text) ? valid : [IBAN_LAST_FOUR_FORMAT_ISSUE];
}
