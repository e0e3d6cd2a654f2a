import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { codePointLength, fieldText, isBlankText } from './text-input.ts';

/**
 * The account holder of the bank-details popup (issue 22 #8): the contract (`BankDetailsPopupRequest.titulaire`
 * in openapi/portal.openapi.yaml) enforces the same maximum and pattern, checked by a server test. 70 characters
 * is the SEPA name field (pain.001 `Nm`); the characters are those a bank prints on a statement: Latin letters,
 * accented or not, digits, space and ' ’ . , & / ( ) -. No emoji, no other script, no control character.
 */
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;
export const ACCOUNT_HOLDER_PATTERN_SOURCE = "^[\\p{Script=Latin}0-9 '’.,&/()-]+$";
const ACCOUNT_HOLDER_PATTERN = new RegExp(ACCOUNT_HOLDER_PATTERN_SOURCE, 'u');

/** Project wording: the spec says only "holder required". */
export const ACCOUNT_HOLDER_TOO_LONG_ISSUE: ValidationIssue = issue(
  'ACCOUNT_HOLDER.TOO_LONG',
  `Le titulaire du compte ne doit pas dépasser ${String(ACCOUNT_HOLDER_MAX_LENGTH)} caractères.`,
);
export const ACCOUNT_HOLDER_FORMAT_ISSUE: ValidationIssue = issue(
  'ACCOUNT_HOLDER.FORMAT',
  "Le titulaire du compte ne peut comporter que des lettres, des chiffres, des espaces et les signes ' . , & / ( ) -.",
);

/** Required, at most 70 characters, the characters of a bank statement. */
export function validateAccountHolder(value: unknown): ValidationResult {
  if (isBlankText(value)) return [requiredFieldIssue];
  const text = fieldText(value)?.normalize('NFC');
  if (text === undefined) return [ACCOUNT_HOLDER_FORMAT_ISSUE];
  const issues: ValidationIssue[] = [];
  if (codePointLength(text) > ACCOUNT_HOLDER_MAX_LENGTH) issues.push(ACCOUNT_HOLDER_TOO_LONG_ISSUE);
  if (!ACCOUNT_HOLDER_PATTERN.test(text)) issues.push(ACCOUNT_HOLDER_FORMAT_ISSUE);
  return issues.length === 0 ? valid : issues;
}
