import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { isBlankText } from './text-input.ts';

export const SECURITY_CODE_LENGTH = 6;

/** Project wordings: the spec gives the rule (six single digits) but no message. */
export const SECURITY_CODE_DIGIT_MESSAGE = 'Le code de sécurité ne comporte que des chiffres.';
export const SECURITY_CODE_LENGTH_MESSAGE = 'Le code de sécurité comporte 6 chiffres.';

export const SECURITY_CODE_DIGIT_ISSUE: ValidationIssue = issue(
  'SECURITY_CODE.DIGIT',
  SECURITY_CODE_DIGIT_MESSAGE,
);
export const SECURITY_CODE_CELL_COUNT_ISSUE: ValidationIssue = issue(
  'SECURITY_CODE.LENGTH',
  SECURITY_CODE_LENGTH_MESSAGE,
);

/** The six cells of the code input, each holding at most one character. */
export type SecurityCodeCells = readonly [string, string, string, string, string, string];

const SINGLE_DIGIT = /^[0-9]$/;

/** One cell: required, a single digit 0-9. */
export function validateSecurityCodeCell(cell: unknown): ValidationResult {
  if (isBlankText(cell)) return [requiredFieldIssue];
  return typeof cell === 'string' && SINGLE_DIGIT.test(cell) ? valid : [SECURITY_CODE_DIGIT_ISSUE];
}

/**
 * The whole code: exactly six cells, each required and a single digit. A string is read as its
 * characters ("123456" ≡ the six cells). Issues are de-duplicated (one "required", one "digits").
 */
export function validateSecurityCode(cells: unknown): ValidationResult {
  const list: readonly unknown[] | undefined =
    typeof cells === 'string' ? Array.from(cells) : Array.isArray(cells) ? cells : undefined;
  if (list === undefined || list.length === 0) return [requiredFieldIssue];
  if (list.length !== SECURITY_CODE_LENGTH) return [SECURITY_CODE_CELL_COUNT_ISSUE];
  const found = new Map<string, ValidationIssue>();
  for (const cell of list) for (const i of validateSecurityCodeCell(cell)) found.set(i.code, i);
  return [...found.values()];
}

/**
 * A paste (or Ctrl+V) of any text spreads its first 6 characters (code points) into the six cells,
 * in order; cells beyond the pasted text are left empty. Nothing is filtered: a non-digit lands in
 * its cell and the validation reports it.
 */
export function spreadSecurityCodePaste(text: unknown): SecurityCodeCells {
  const chars = typeof text === 'string' ? Array.from(text).slice(0, SECURITY_CODE_LENGTH) : [];
  const at = (index: number): string => chars[index] ?? '';
  return [at(0), at(1), at(2), at(3), at(4), at(5)];
}

/** The code as one string, for the verify call. */
export function joinSecurityCode(cells: readonly string[]): string {
  return cells.join('');
}
