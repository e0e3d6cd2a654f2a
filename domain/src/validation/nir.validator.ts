import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { fieldText, isBlankText } from './text-input.ts';

/**
 * French social-security number (NIR) without its key, 13 characters (spec §5 shared rules):
 * sex 1|2, year 00-99, month 01-12 or 20-99, department 01-99|2A|2B, commune 000-999, order 000-999.
 */
const NIR_PATTERN = /^[12]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:0[1-9]|[1-9]\d|2[AB])\d{6}$/;
const KEY_PATTERN = /^\d{2}$/;
const MONACO_DIGITS_PATTERN = /^\d{0,11}$/;

export const NIR_LENGTH = 13;
export const NIR_KEY_LENGTH = 2;
export const MONACO_NUMBER_LENGTH = 11;
export const MONACO_NIR_PREFIX = '98';
/** A Monaco number with nothing entered: counts as an empty field (spec §5). */
export const EMPTY_MONACO_NIR = '9800000000000';

export const NIR_FORMAT_MESSAGE = 'Le format du numéro de sécurité sociale (sans clé) est incorrect';
/** Project wording: the spec names the key rule but gives no message. */
export const NIR_KEY_FORMAT_MESSAGE = 'La clé du numéro de sécurité sociale doit comporter 2 chiffres';
/** Project wording: the spec names the key rule but gives no message. */
export const NIR_KEY_MISMATCH_MESSAGE = 'La clé du numéro de sécurité sociale est incorrecte';
/** Project wording: a Monaco number is at most 11 digits. */
export const NIR_MONACO_FORMAT_MESSAGE = 'Le numéro monégasque doit comporter au maximum 11 chiffres';

export const NIR_FORMAT_ISSUE: ValidationIssue = issue('NIR.FORMAT', NIR_FORMAT_MESSAGE);
export const NIR_MONACO_FORMAT_ISSUE: ValidationIssue = issue('NIR.MONACO_FORMAT', NIR_MONACO_FORMAT_MESSAGE);
export const NIR_KEY_REQUIRED_ISSUE: ValidationIssue = issue('NIR.KEY_REQUIRED', requiredFieldIssue.message);
export const NIR_KEY_FORMAT_ISSUE: ValidationIssue = issue('NIR.KEY_FORMAT', NIR_KEY_FORMAT_MESSAGE);
export const NIR_KEY_MISMATCH_ISSUE: ValidationIssue = issue('NIR.KEY_MISMATCH', NIR_KEY_MISMATCH_MESSAGE);

export interface NirValidationOptions {
  /** The number is mandatory ("required if flagged"). Default false. */
  readonly required?: boolean | undefined;
  /** The key field is mandatory. Default false: an empty key is accepted ("optional when not used"). */
  readonly keyRequired?: boolean | undefined;
  /**
   * Monaco option: the value is the member's Monaco number (up to 11 digits); the checked number is
   * `98` + those digits left-padded with zeros to 11 ({@link toMonacoNir}) and the NIR pattern is skipped.
   */
  readonly monaco?: boolean | undefined;
}

/**
 * `98` followed by the entered digits left-padded with zeros to 11 characters.
 * Returns `undefined` when the entry is not 0 to 11 digits.
 */
export function toMonacoNir(monacoNumber: string): string | undefined {
  if (!MONACO_DIGITS_PATTERN.test(monacoNumber)) return undefined;
  return MONACO_NIR_PREFIX + monacoNumber.padStart(MONACO_NUMBER_LENGTH, '0');
}

const MONACO_NIR_PATTERN = /^98(\d{11})$/;

/**
 * The Monaco number (the 11 digits after `98`) of a 13-character NIR built by {@link toMonacoNir};
 * `undefined` for anything else (a French NIR never starts with 9).
 */
export function monacoNumberOfNir(nir: string): string | undefined {
  return MONACO_NIR_PATTERN.exec(nir)?.[1];
}

/**
 * The NIR key: 97 − (number mod 97), in 1..97, where the Corsican departments 2A and 2B count as 19
 * and 18. The mod is computed digit by digit (no `parseInt` on "2A", no precision limit).
 * Returns `undefined` when the body is not 13 characters of digits (with 2A/2B at positions 6-7).
 */
export function computeNirKey(nirBody: string): number | undefined {
  if (nirBody.length !== NIR_LENGTH) return undefined;
  const department = nirBody.slice(5, 7);
  const numeric =
    department === '2A' || department === '2B'
      ? nirBody.slice(0, 5) + (department === '2A' ? '19' : '18') + nirBody.slice(7)
      : nirBody;
  if (!/^\d+$/.test(numeric)) return undefined;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return 97 - remainder;
}

/** The key as the member types it: two digits, zero-padded ("05"). */
export function formatNirKey(key: number): string {
  return String(key).padStart(NIR_KEY_LENGTH, '0');
}

/**
 * Validates a social-security number (13 characters, no key) and, when given, its 2-digit key.
 * Total: any input returns a result. `9800000000000` counts as empty.
 */
export function validateNir(
  nir: unknown,
  key?: unknown,
  options: NirValidationOptions = {},
): ValidationResult {
  const monaco = options.monaco === true;
  const entered = isBlankText(nir) ? '' : fieldText(nir);
  if (entered === undefined) return [monaco ? NIR_MONACO_FORMAT_ISSUE : NIR_FORMAT_ISSUE];

  const number = monaco ? toMonacoNir(entered) : entered;
  if (number === undefined) return [NIR_MONACO_FORMAT_ISSUE];
  if (number === '' || number === EMPTY_MONACO_NIR) {
    return options.required === true ? [requiredFieldIssue] : valid;
  }
  if (!monaco && !NIR_PATTERN.test(number)) return [NIR_FORMAT_ISSUE];
  return validateKey(number, key, options.keyRequired === true);
}

function validateKey(number: string, key: unknown, keyRequired: boolean): ValidationResult {
  const keyText = isBlankText(key) ? '' : fieldText(key);
  if (keyText === undefined) return [NIR_KEY_FORMAT_ISSUE];
  if (keyText === '') return keyRequired ? [NIR_KEY_REQUIRED_ISSUE] : valid;
  if (!KEY_PATTERN.test(keyText)) return [NIR_KEY_FORMAT_ISSUE];
  const expected = computeNirKey(number);
  return expected === Number(keyText) ? valid : [NIR_KEY_MISMATCH_ISSUE];
}
