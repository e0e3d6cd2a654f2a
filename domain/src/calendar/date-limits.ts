import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { calendarDayOf } from './calendar-day.ts';

/** Minimum and maximum selectable days (local midnight); null = no limit. */
export interface DateLimits {
  readonly minDate: Date | null;
  readonly maxDate: Date | null;
}

export const NO_DATE_LIMITS: DateLimits = Object.freeze({ minDate: null, maxDate: null });

/**
 * Sets the minimum (spec §5): a minimum after the current maximum is clamped down to the maximum,
 * so the minimum never exceeds the maximum. An invalid Date counts as no minimum.
 */
export function withMinDate(limits: DateLimits, minDate: Date | null): DateLimits {
  const min = calendarDayOf(minDate);
  const { maxDate } = limits;
  return Object.freeze({
    minDate: min !== null && maxDate !== null && isAfter(min, maxDate) ? maxDate : min,
    maxDate,
  });
}

/** Sets the maximum: a maximum before the current minimum is clamped up to the minimum. */
export function withMaxDate(limits: DateLimits, maxDate: Date | null): DateLimits {
  const max = calendarDayOf(maxDate);
  const { minDate } = limits;
  return Object.freeze({
    minDate,
    maxDate: max !== null && minDate !== null && isBefore(max, minDate) ? minDate : max,
  });
}

/**
 * Limits from both bounds at once: the minimum is set first, then the maximum is clamped against it,
 * so crossed bounds collapse onto the minimum (min = max = the given minimum).
 */
export function createDateLimits(minDate: Date | null, maxDate: Date | null): DateLimits {
  return withMaxDate(withMinDate(NO_DATE_LIMITS, minDate), maxDate);
}
