/** Weeks start on Monday (spec §9); date-fns weekStartsOn value. */
export const CALENDAR_WEEK_STARTS_ON = 1;

/** Label of the week-number column (spec §9). */
export const CALENDAR_WEEK_LABEL = 'sem';

/*
 * The French names of CLDR (the words Intl.DateTimeFormat('fr-FR') gives, and date-fns' fr locale), written
 * out: building them with Intl when the forms' code loads cost ≈ 12 ms of main thread (five formatters and
 * 48 formats; ≈ 50 ms on a mid-range phone), and date-fns' locale ≈ 2 KiB gzip. The test checks them
 * against the platform's Intl.
 */

/** French month names, January first, lowercase as in running French text ('janvier', …). */
export const FRENCH_MONTH_NAMES: readonly string[] = Object.freeze([
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
]);

/** Short forms ('janv.', 'févr.', 'mars', …). */
export const FRENCH_MONTH_SHORT_NAMES: readonly string[] = Object.freeze([
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
]);

/** Weekday names, Monday first ('lundi', …, 'dimanche'). */
export const FRENCH_WEEKDAY_NAMES: readonly string[] = Object.freeze([
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
]);

/** Short weekday names, Monday first ('lun.', …). */
export const FRENCH_WEEKDAY_SHORT_NAMES: readonly string[] = Object.freeze([
  'lun.',
  'mar.',
  'mer.',
  'jeu.',
  'ven.',
  'sam.',
  'dim.',
]);

/** One-letter weekday headers, Monday first ('L', 'M', 'M', 'J', 'V', 'S', 'D'). */
export const FRENCH_WEEKDAY_INITIALS: readonly string[] = Object.freeze(['L', 'M', 'M', 'J', 'V', 'S', 'D']);

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
