import { isValid } from 'date-fns/isValid';
import { startOfDay } from 'date-fns/startOfDay';

/** A year and a month 1–12, the unit the month picker works with. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** Local midnight of the day of `date`, or null for a missing or invalid Date. */
export function calendarDayOf(date: Date | null | undefined): Date | null {
  if (date === null || date === undefined || !isValid(date)) return null;
  return startOfDay(date);
}

/** A stable key for a calendar day ('2024-3-1'), used to look disabled days up. */
export function calendarDayKey(date: Date): string {
  return `${String(date.getFullYear())}-${String(date.getMonth() + 1)}-${String(date.getDate())}`;
}

/** Local midnight of the first day of a month; throws RangeError for a month outside 1–12 (a bug). */
export function firstDayOfCalendarMonth({ year, month }: CalendarMonth): Date {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    throw new RangeError(`Invalid calendar month ${String(year)}-${String(month)}.`);
  }
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, 1);
  return date;
}

export function calendarMonthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}
