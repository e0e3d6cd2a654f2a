import { issue, valid, type ValidationResult } from '../result.ts';
import { codePointLength, fieldText } from './text-input.ts';

export const COMBINED_LENGTH_CODE = 'COMBINED_LENGTH.TOO_LONG';

/** Project wording: the spec names the rule without a message. */
export function combinedLengthMessage(maxLength: number): string {
  return `La longueur cumulée de ces champs ne doit pas dépasser ${maxLength} caractères.`;
}

export interface CombinedLengthOptions {
  /** Count one space between consecutive non-empty fields (as in "Prénom Nom"). Default false. */
  readonly countSeparator?: boolean | undefined;
  readonly message?: string | undefined;
  readonly code?: string | undefined;
}

/**
 * The combined length of several fields, in characters (Unicode code points); non-text values count 0.
 * With `countSeparator`, one space is counted between each pair of consecutive non-empty fields.
 */
export function combinedLength(values: readonly unknown[], countSeparator = false): number {
  const lengths = values.map((value) => codePointLength(fieldText(value) ?? '')).filter((n) => n > 0);
  const total = lengths.reduce((sum, n) => sum + n, 0);
  return countSeparator && lengths.length > 1 ? total + lengths.length - 1 : total;
}

/**
 * Combined maximum length across fields (spec §5 shared rules). A `maxLength` that is not a
 * non-negative finite number (missing configuration) means "no limit".
 */
export function validateCombinedLength(
  values: readonly unknown[],
  maxLength: number | null | undefined,
  options: CombinedLengthOptions = {},
): ValidationResult {
  if (typeof maxLength !== 'number' || !Number.isFinite(maxLength) || maxLength < 0) return valid;
  if (!Array.isArray(values)) return valid;
  if (combinedLength(values, options.countSeparator === true) <= maxLength) return valid;
  return [issue(options.code ?? COMBINED_LENGTH_CODE, options.message ?? combinedLengthMessage(maxLength))];
}
