import { fr } from 'date-fns/locale/fr';

/** Weeks start on Monday (spec §9); date-fns weekStartsOn value. */
export const CALENDAR_WEEK_STARTS_ON = 1;

/** Label of the week-number column (spec §9). */
export const CALENDAR_WEEK_LABEL = 'sem';

const MONTH_INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
/** date-fns day indexes (0 = Sunday) in display order, Monday first. */
const WEEKDAY_INDEXES = [1, 2, 3, 4, 5, 6, 0] as const;

/** French month names, January first, lowercase as in running French text ('janvier', …). */
export const FRENCH_MONTH_NAMES: readonly string[] = Object.freeze(
  MONTH_INDEXES.map((index) => fr.localize.month(index, { width: 'wide' })),
);

/** Short forms ('janv.', 'févr.', 'mars', …). */
export const FRENCH_MONTH_SHORT_NAMES: readonly string[] = Object.freeze(
  MONTH_INDEXES.map((index) => fr.localize.month(index, { width: 'abbreviated' })),
);

/** Weekday names, Monday first ('lundi', …, 'dimanche'). */
export const FRENCH_WEEKDAY_NAMES: readonly string[] = Object.freeze(
  WEEKDAY_INDEXES.map((index) => fr.localize.day(index, { width: 'wide' })),
);

/** Short weekday names, Monday first ('lun.', …). */
export const FRENCH_WEEKDAY_SHORT_NAMES: readonly string[] = Object.freeze(
  WEEKDAY_INDEXES.map((index) => fr.localize.day(index, { width: 'abbreviated' })),
);

/** One-letter weekday headers, Monday first ('L', 'M', 'M', 'J', 'V', 'S', 'D'). */
export const FRENCH_WEEKDAY_INITIALS: readonly string[] = Object.freeze(
  WEEKDAY_INDEXES.map((index) => fr.localize.day(index, { width: 'narrow' })),
);

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
