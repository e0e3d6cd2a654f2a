/** Weeks start on Monday (spec §9); date-fns weekStartsOn value. */
export const CALENDAR_WEEK_STARTS_ON = 1;

/** Label of the week-number column (spec §9). */
export const CALENDAR_WEEK_LABEL = 'sem';

const MONTH_INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
/** Days of January 2024 in display order, Monday first (1 January 2024 was a Monday). */
const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The platform's French names (Intl, CLDR data: the same words as date-fns' fr locale, without its
 * ≈ 2 KiB gzip of locale code in the first load of the forms).
 */
const monthNames = (month: 'long' | 'short') => {
  const names = new Intl.DateTimeFormat('fr-FR', { month, timeZone: 'UTC' });
  return MONTH_INDEXES.map((index) => names.format(Date.UTC(2024, index, 1)));
};
const weekdayNames = (weekday: 'long' | 'short' | 'narrow') => {
  const names = new Intl.DateTimeFormat('fr-FR', { weekday, timeZone: 'UTC' });
  return WEEK_DAYS.map((day) => names.format(Date.UTC(2024, 0, day)));
};

/** French month names, January first, lowercase as in running French text ('janvier', …). */
export const FRENCH_MONTH_NAMES: readonly string[] = Object.freeze(monthNames('long'));

/** Short forms ('janv.', 'févr.', 'mars', …). */
export const FRENCH_MONTH_SHORT_NAMES: readonly string[] = Object.freeze(monthNames('short'));

/** Weekday names, Monday first ('lundi', …, 'dimanche'). */
export const FRENCH_WEEKDAY_NAMES: readonly string[] = Object.freeze(weekdayNames('long'));

/** Short weekday names, Monday first ('lun.', …). */
export const FRENCH_WEEKDAY_SHORT_NAMES: readonly string[] = Object.freeze(weekdayNames('short'));

/** One-letter weekday headers, Monday first ('L', 'M', 'M', 'J', 'V', 'S', 'D'). */
export const FRENCH_WEEKDAY_INITIALS: readonly string[] = Object.freeze(weekdayNames('narrow'));

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** Calendar header title, capitalised: 'Mars 2024'. `month` is 1–12. */
export function frenchMonthTitle(year: number, month: number): string {
  const name = FRENCH_MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`Month must be 1 to 12, got ${String(month)}.`);
  return `${capitalize(name)} ${String(year)}`;
}

/**
 * Day-of-month display (spec §9 "'1er' then two digits"): the first of the month is '1er', every
 * other day is two digits ('02', …, '31').
 */
export function dayOfMonthLabel(day: number): string {
  return day === 1 ? '1er' : String(day).padStart(2, '0');
}
