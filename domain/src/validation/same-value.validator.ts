import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { isBlankText } from './text-input.ts';

/** Spec §5 registration (also reset and activation), verbatim. */
export const PASSWORD_MISMATCH_MESSAGE = "Merci de saisir les mots de passe à l'identique.";
export const SAME_VALUE_MISMATCH_CODE = 'SAME_VALUE.MISMATCH';
export const PASSWORD_CONFIRMATION_MISMATCH_ISSUE: ValidationIssue = issue(
  'PASSWORD.CONFIRMATION_MISMATCH',
  PASSWORD_MISMATCH_MESSAGE,
);

export interface SameValueOptions {
  /** Message of the mismatch issue; default the password message, the main use of the rule. */
  readonly message?: string | undefined;
  /** Code of the mismatch issue; default SAME_VALUE.MISMATCH. */
  readonly code?: string | undefined;
  /** The confirming field must be filled. Default false. */
  readonly required?: boolean | undefined;
}

/**
 * Same-value rule (spec §5 shared rules): `value` must equal `reference` exactly (no trimming, no case
 * folding); `null`, `undefined` and `''` all mean "nothing entered" and match each other.
 */
export function validateSameValue(
  value: unknown,
  reference: unknown,
  options: SameValueOptions = {},
): ValidationResult {
  if (options.required === true && isBlankText(value)) return [requiredFieldIssue];
  if (Object.is(entered(value), entered(reference))) return valid;
  return [issue(options.code ?? SAME_VALUE_MISMATCH_CODE, options.message ?? PASSWORD_MISMATCH_MESSAGE)];
}

function entered(value: unknown): unknown {
  return value === null || value === undefined ? '' : value;
}

/** Password confirmation: required and identical to the password. */
export function validatePasswordConfirmation(confirmation: unknown, password: unknown): ValidationResult {
  if (isBlankText(confirmation)) return [requiredFieldIssue];
  return Object.is(confirmation, password) ? valid : [PASSWORD_CONFIRMATION_MISMATCH_ISSUE];
}
