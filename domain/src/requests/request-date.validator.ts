import { parseFrenchDate } from '../calendar/date-input-parse.ts';
import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from '../validation/required.rule.ts';
import { fieldText, isBlankText } from '../validation/text-input.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FRENCH_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const DAY_MS = 24 * 60 * 60_000;

/** Days an admission date may lie in the past (issue 25: « not in the past beyond 30 days »). */
export const ADMISSION_MAX_DAYS_PAST = 30;
/**
 * Age limit of a bill sent for refund: two years (the two-year limitation of the Code de la mutualité, art.
 * L221-11; project decision, the issue names no limit).
 */
export const CARE_DATE_MAX_DAYS_PAST = 730;

export const REQUEST_DATE_FORMAT_ISSUE: ValidationIssue = issue(
  'REQUEST_DATE.FORMAT',
  'La date doit être au format JJ/MM/AAAA',
);
export const REQUEST_DATE_INVALID_ISSUE: ValidationIssue = issue(
  'REQUEST_DATE.INVALID',
  "La date saisie n'existe pas",
);
export const REQUEST_DATE_AFTER_TODAY_ISSUE: ValidationIssue = issue(
  'REQUEST_DATE.AFTER_TODAY',
  'La date ne peut pas être postérieure à la date du jour',
);
export const ADMISSION_DATE_TOO_OLD_ISSUE: ValidationIssue = issue(
  'ADMISSION_DATE.TOO_OLD',
  `La date d'admission ne peut pas être antérieure de plus de ${ADMISSION_MAX_DAYS_PAST} jours à la date du jour`,
);
export const CARE_DATE_TOO_OLD_ISSUE: ValidationIssue = issue(
  'CARE_DATE.TOO_OLD',
  'Les soins de plus de deux ans ne peuvent plus être remboursés',
);

/**
 * A request's date as the wire sends it (`yyyy-MM-dd`) or as the member types it (`JJ/MM/AAAA`), at local
 * midnight; `undefined` when it is neither or not a real calendar day.
 */
export function parseRequestDate(text: string): Date | undefined {
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const date = parseFrenchDate(`${iso[3]}/${iso[2]}/${iso[1]}`);
    return date === null || date.getFullYear() < 1 ? undefined : date;
  }
  if (!FRENCH_DATE.test(text)) return undefined;
  const date = parseFrenchDate(text);
  return date === null || date.getFullYear() < 1 ? undefined : date;
}

/** `yyyy-MM-dd` (wire) → `JJ/MM/AAAA` (typed); any other text is returned as it is. */
export function toTypedDate(text: string): string {
  const iso = ISO_DATE.exec(text);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : text;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); DST-safe. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const a = startOfDay(from);
  const b = startOfDay(to);
  const utcA = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const utcB = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.round((utcB - utcA) / DAY_MS);
}

export interface RequestDateOptions {
  /** The member's current day. */
  readonly today: Date;
  /** Default true. */
  readonly required?: boolean | undefined;
  /** Refuse a date after `today`. */
  readonly notAfterToday?: boolean | undefined;
  /** Refuse a date more than this many days before `today`, with `tooOldIssue`. */
  readonly maxDaysPast?: number | undefined;
  readonly tooOldIssue?: ValidationIssue | undefined;
}

function checkedDate(value: unknown, required: boolean): ValidationResult | Date {
  if (isBlankText(value)) return required ? [requiredFieldIssue] : valid;
  const text = fieldText(value)?.trim();
  if (text === undefined || (!ISO_DATE.test(text) && !FRENCH_DATE.test(text)))
    return [REQUEST_DATE_FORMAT_ISSUE];
  return parseRequestDate(text) ?? [REQUEST_DATE_INVALID_ISSUE];
}

/** A date of a request form: required, a real day, and the window the options give. Total. */
export function validateRequestDate(value: unknown, options: RequestDateOptions): ValidationResult {
  if (Number.isNaN(options.today.getTime())) throw new RangeError('validateRequestDate: invalid today');
  const date = checkedDate(value, options.required !== false);
  if (!(date instanceof Date)) return date;
  const days = calendarDaysBetween(options.today, date);
  if (options.notAfterToday === true && days > 0) return [REQUEST_DATE_AFTER_TODAY_ISSUE];
  if (options.maxDaysPast !== undefined && -days > options.maxDaysPast) {
    return [options.tooOldIssue ?? REQUEST_DATE_FORMAT_ISSUE];
  }
  return valid;
}

/** Admission date of a hospital stay: a real day, not more than 30 days before today (later days allowed). */
export function validateAdmissionDate(value: unknown, options: { readonly today: Date }): ValidationResult {
  return validateRequestDate(value, {
    today: options.today,
    maxDaysPast: ADMISSION_MAX_DAYS_PAST,
    tooOldIssue: ADMISSION_DATE_TOO_OLD_ISSUE,
  });
}

/** Date of the care of a bill: not after today, not more than two years before it. */
export function validateCareDate(value: unknown, options: { readonly today: Date }): ValidationResult {
  return validateRequestDate(value, {
    today: options.today,
    notAfterToday: true,
    maxDaysPast: CARE_DATE_MAX_DAYS_PAST,
    tooOldIssue: CARE_DATE_TOO_OLD_ISSUE,
  });
}
