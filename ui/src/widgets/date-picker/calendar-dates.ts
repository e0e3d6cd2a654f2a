import { FRENCH_MONTH_NAMES, FRENCH_WEEKDAY_NAMES } from '@portail/domain';
import type { CalendarMonth } from '@portail/domain';

/** `days` days later (earlier when negative), local time. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The same day of another month, clamped to that month's last day (31 March − 1 month → 29 February). */
export function sameDayInMonth(date: Date, month: CalendarMonth): Date {
  const lastDay = new Date(month.year, month.month, 0).getDate();
  const result = new Date(2000, 0, 1);
  result.setFullYear(month.year, month.month - 1, Math.min(date.getDate(), lastDay));
  return result;
}

/** The calendar month of a date. */
export function monthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** '4 mars 2024' with the weekday: 'lundi 4 mars 2024' (spoken label of a day button). */
export function spokenDate(date: Date): string {
  const weekday = FRENCH_WEEKDAY_NAMES[(date.getDay() + 6) % 7] ?? '';
  const month = FRENCH_MONTH_NAMES[date.getMonth()] ?? '';
  const day = date.getDate() === 1 ? '1er' : String(date.getDate());
  return `${weekday} ${day} ${month} ${String(date.getFullYear())}`;
}
