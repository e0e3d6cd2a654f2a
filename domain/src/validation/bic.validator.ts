import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { fieldText, isBlankText } from './text-input.ts';

export const BIC_MAX_LENGTH = 11;
/** Spec §5 bank-details popup, verbatim. */
export const BIC_FORMAT_MESSAGE = 'Le code BIC doit comporter 8 ou 11 caractères.';
/** Project wording: the field forces capitals, a lowercase BIC only reaches the server. */
export const BIC_UPPERCASE_MESSAGE = 'Le code BIC doit être saisi en majuscules.';

export const BIC_FORMAT_ISSUE: ValidationIssue = issue('BIC.FORMAT', BIC_FORMAT_MESSAGE);
export const BIC_UPPERCASE_ISSUE: ValidationIssue = issue('BIC.UPPERCASE', BIC_UPPERCASE_MESSAGE);

/** 6 letters (bank + country), 2 alphanumerics (location), optional 3 alphanumerics (branch). */
const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export interface BicValidationOptions {
  /** Default true (the bank-details popup requires the BIC). */
  readonly required?: boolean | undefined;
}

/** Validates a BIC: required, 8 or 11 characters, 6 letters + 2 alphanumerics + optional 3. */
export function validateBic(value: unknown, options: BicValidationOptions = {}): ValidationResult {
  if (isBlankText(value)) return options.required === false ? valid : [requiredFieldIssue];
  const bic = fieldText(value);
  if (bic === undefined) return [BIC_FORMAT_ISSUE];
  if (bic !== bic.toUpperCase() && BIC_PATTERN.test(bic.toUpperCase())) return [BIC_UPPERCASE_ISSUE];
  return BIC_PATTERN.test(bic) ? valid : [BIC_FORMAT_ISSUE];
}
