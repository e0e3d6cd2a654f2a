import { issue, valid } from '../result.ts';
import type { ValidationResult } from '../result.ts';
import { dateConstraintViolation } from './date-constraints.ts';
import type { DatePickerConstraints } from './date-constraints.ts';
import { formatDateInput, parseFrenchDate } from './date-input-parse.ts';

/**
 * Codes of the date errors named by the spec (§5 "Date: errors invalid, minDate, maxDate,
 * disabledDate"). The spec gives no French text for them: the messages below are project wording.
 */
export const DATE_PICKER_ERROR_CODES = Object.freeze({
  invalid: 'DATE.INVALID',
  minDate: 'DATE.MIN_DATE',
  maxDate: 'DATE.MAX_DATE',
  disabledDate: 'DATE.DISABLED_DATE',
} as const);

export const DATE_PICKER_INVALID_MESSAGE = 'La date doit être une date valide au format JJ/MM/AAAA.';
export const DATE_PICKER_DISABLED_MESSAGE = "Cette date n'est pas sélectionnable.";

/**
 * Checks a typed date against the picker's constraints. Total: any string gives a result. A blank
 * value is valid here (whether the field is required is a separate rule).
 */
export function validateDatePickerInput(text: string, constraints: DatePickerConstraints): ValidationResult {
  if (text.trim() === '') return valid;
  const date = parseFrenchDate(text);
  if (date === null) return [issue(DATE_PICKER_ERROR_CODES.invalid, DATE_PICKER_INVALID_MESSAGE)];
  const violation = dateConstraintViolation(date, constraints);
  switch (violation) {
    case null:
      return valid;
    case 'minDate':
      return [
        issue(
          DATE_PICKER_ERROR_CODES.minDate,
          `La date doit être postérieure ou égale au ${formatDateInput(constraints.minDate ?? date)}.`,
        ),
      ];
    case 'maxDate':
      return [
        issue(
          DATE_PICKER_ERROR_CODES.maxDate,
          `La date doit être antérieure ou égale au ${formatDateInput(constraints.maxDate ?? date)}.`,
        ),
      ];
    case 'disabledDate':
      return [issue(DATE_PICKER_ERROR_CODES.disabledDate, DATE_PICKER_DISABLED_MESSAGE)];
  }
}
