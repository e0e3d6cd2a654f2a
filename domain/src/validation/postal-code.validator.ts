import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { fieldText, isBlankText } from './text-input.ts';

export const POSTAL_CODE_LENGTH = 5;
/** Project wording: the spec gives the rule (5 digits, prefix 01-98) but no message. */
export const POSTAL_CODE_FORMAT_MESSAGE = 'Le code postal doit comporter 5 chiffres et commencer par 01 à 98';
export const POSTAL_CODE_FORMAT_ISSUE: ValidationIssue = issue(
  'POSTAL_CODE.FORMAT',
  POSTAL_CODE_FORMAT_MESSAGE,
);

/** 5 digits whose first two are 01 to 98 (not 00, not 99). */
const POSTAL_CODE_PATTERN = /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/;

export interface PostalCodeValidationOptions {
  /** Default true (required when the registration verifies the postal code). */
  readonly required?: boolean | undefined;
}

/** Validates a French postal code: 5 digits, department prefix 01-98. */
export function validatePostalCode(
  value: unknown,
  options: PostalCodeValidationOptions = {},
): ValidationResult {
  if (isBlankText(value)) return options.required === false ? valid : [requiredFieldIssue];
  const text = fieldText(value);
  return text !== undefined && POSTAL_CODE_PATTERN.test(text) ? valid : [POSTAL_CODE_FORMAT_ISSUE];
}
