import { addDays } from 'date-fns/addDays';
import { endOfMonth } from 'date-fns/endOfMonth';
import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { calendarDayKey, calendarDayOf, firstDayOfCalendarMonth } from './calendar-day.ts';
import type { CalendarMonth } from './calendar-day.ts';
import { createDateLimits } from './date-limits.ts';
import type { DateLimits } from './date-limits.ts';

/** What a date picker may select: limits (already clamped) and disabled days. */
export interface DatePickerConstraints extends DateLimits {
  /** Keys (calendarDayKey) of the disabled days. */
  readonly disabledDayKeys: ReadonlySet<string>;
}

/** Builds constraints: clamps the limits (createDateLimits) and indexes the disabled dates by day. */
export function createDatePickerConstraints(
  options: {
    readonly minDate?: Date | null;
    readonly maxDate?: Date | null;
    readonly disabledDates?: readonly Date[];
  } = {},
): DatePickerConstraints {
  const limits = createDateLimits(options.minDate ?? null, options.maxDate ?? null);
  const keys = new Set<string>();
  for (const date of options.disabledDates ?? []) {
    const day = calendarDayOf(date);
    if (day !== null) keys.add(calendarDayKey(day));
  }
  return Object.freeze({ ...limits, disabledDayKeys: keys });
}

export type DateConstraintViolation = 'minDate' | 'maxDate' | 'disabledDate';

/** Why a (valid) day cannot be selected, or null when it can. */
export function dateConstraintViolation(
  date: Date,
  constraints: DatePickerConstraints,
): DateConstraintViolation | null {
  const day = calendarDayOf(date);
  if (day === null) throw new RangeError('dateConstraintViolation needs a valid Date.');
  if (constraints.minDate !== null && isBefore(day, constraints.minDate)) return 'minDate';
  if (constraints.maxDate !== null && isAfter(day, constraints.maxDate)) return 'maxDate';
  if (constraints.disabledDayKeys.has(calendarDayKey(day))) return 'disabledDate';
  return null;
}

/** A day is enabled when it is a valid date, within the limits and not disabled. */
export function isDateEnabled(date: Date, constraints: DatePickerConstraints): boolean {
  return calendarDayOf(date) !== null && dateConstraintViolation(date, constraints) === null;
}

/**
 * Picking a month (spec §5): the first enabled day of the month, which lies within the limits by
 * construction; null when the month has no enabled day (the month is then not selectable).
 */
export function pickMonth(month: CalendarMonth, constraints: DatePickerConstraints): Date | null {
  let day = firstDayOfCalendarMonth(month);
  const last = endOfMonth(day);
  if (constraints.minDate !== null && isBefore(day, constraints.minDate)) day = constraints.minDate;
  for (; !isAfter(day, last); day = addDays(day, 1)) {
    if (constraints.maxDate !== null && isAfter(day, constraints.maxDate)) return null;
    if (isDateEnabled(day, constraints)) return day;
  }
  return null;
}

/** A month is selectable only if it is within range and has at least one enabled day (spec §5). */
export function isMonthSelectable(month: CalendarMonth, constraints: DatePickerConstraints): boolean {
  return pickMonth(month, constraints) !== null;
}
