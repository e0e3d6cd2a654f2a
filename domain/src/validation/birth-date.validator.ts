// One module per function: the package root loads all of date-fns (~150 MiB of RSS in the server, bench:memory).
import { isAfter } from 'date-fns/isAfter';
import { isValid } from 'date-fns/isValid';
import { startOfDay } from 'date-fns/startOfDay';
import { parseFrenchDate } from '../calendar/date-input-parse.ts';
import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { fieldText, isBlankText } from './text-input.ts';

export const BIRTH_DATE_FORMAT_PATTERN = 'dd/MM/yyyy';

/** Spec §5 registration, verbatim. */
export const BIRTH_DATE_REQUIRED_MESSAGE = 'La date de naissance est obligatoire';
/** Spec §5 registration, verbatim. */
export const BIRTH_DATE_FORMAT_MESSAGE = 'La date de naissance doit être au format JJ/MM/AAAA';
/** Project wording: the spec asks for "a real date" without a message. */
export const BIRTH_DATE_INVALID_MESSAGE = "La date de naissance saisie n'existe pas";
/** Project wording: the spec asks for "not after today" without a message. */
export const BIRTH_DATE_AFTER_TODAY_MESSAGE =
  'La date de naissance ne peut pas être postérieure à la date du jour';

export const BIRTH_DATE_REQUIRED_ISSUE: ValidationIssue = issue(
  'BIRTH_DATE.REQUIRED',
  BIRTH_DATE_REQUIRED_MESSAGE,
);
export const BIRTH_DATE_FORMAT_ISSUE: ValidationIssue = issue('BIRTH_DATE.FORMAT', BIRTH_DATE_FORMAT_MESSAGE);
export const BIRTH_DATE_INVALID_ISSUE: ValidationIssue = issue(
  'BIRTH_DATE.INVALID',
  BIRTH_DATE_INVALID_MESSAGE,
);
export const BIRTH_DATE_AFTER_TODAY_ISSUE: ValidationIssue = issue(
  'BIRTH_DATE.AFTER_TODAY',
  BIRTH_DATE_AFTER_TODAY_MESSAGE,
);

const TYPED_PATTERN = /^\d{2}\/\d{2}\/\d{4}$/;

export interface BirthDateValidationOptions {
  /** The caller's clock (the member's current day); a date on that day is accepted, the next is not. */
  readonly today: Date;
  /** Default true. */
  readonly required?: boolean | undefined;
}

/**
 * Parses a typed JJ/MM/AAAA date into a local-midnight Date, or `undefined` when the text is not in
 * that format or is not a real calendar date (31/04, 29/02 of a common year, 00/01, year 0000…).
 */
export function parseBirthDateInput(value: string): Date | undefined {
  if (!TYPED_PATTERN.test(value)) return undefined;
  // date-fns' parse and format (with their locale data) would weigh ≈ 11 KiB gzip in the forms' first load.
  const date = parseFrenchDate(value);
  return date === null || date.getFullYear() < 1 ? undefined : date;
}

/**
 * Validates a birth date typed as JJ/MM/AAAA: required, format, real date, not after `today`.
 * Throws a RangeError when `today` itself is an invalid Date (a programming error, not user input).
 */
export function validateBirthDate(value: unknown, options: BirthDateValidationOptions): ValidationResult {
  if (!isValid(options.today)) throw new RangeError('validateBirthDate: options.today is an invalid Date');
  if (isBlankText(value)) return options.required === false ? valid : [BIRTH_DATE_REQUIRED_ISSUE];
  const text = fieldText(value);
  if (text === undefined || !TYPED_PATTERN.test(text)) return [BIRTH_DATE_FORMAT_ISSUE];
  const date = parseBirthDateInput(text);
  if (date === undefined) return [BIRTH_DATE_INVALID_ISSUE];
  return isAfter(date, startOfDay(options.today)) ? [BIRTH_DATE_AFTER_TODAY_ISSUE] : valid;
}
