import { isValid } from 'date-fns/isValid';
import { datePartsToDate, formatDateInput, formatDateParts } from '../calendar/date-input-parse.ts';

/** Date display format (spec §9). */
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/**
 * Formats a date as dd/MM/yyyy (spec §9).
 * - A Date is shown in local time.
 * - A wire string starting with yyyy-MM-dd (ISO date or date-time) shows that calendar date as written,
 *   without time-zone shifting (a birth date stays the same day everywhere).
 * - null, undefined, an invalid Date and any other or unreal string give '' (nothing to show).
 */
export function formatDisplayDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isValid(value) ? formatDateInput(value) : '';
  const match = ISO_DATE_PREFIX.exec(value.trim());
  if (match === null) return '';
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return datePartsToDate(parts) === null ? '' : formatDateParts(parts);
}
