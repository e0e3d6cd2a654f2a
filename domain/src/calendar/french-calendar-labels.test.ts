import { describe, expect, it } from 'vitest';
import {
  CALENDAR_WEEK_LABEL,
  CALENDAR_WEEK_STARTS_ON,
  dayOfMonthLabel,
  FRENCH_MONTH_NAMES,
  FRENCH_MONTH_SHORT_NAMES,
  FRENCH_WEEKDAY_INITIALS,
  FRENCH_WEEKDAY_NAMES,
  FRENCH_WEEKDAY_SHORT_NAMES,
  frenchMonthTitle,
} from './french-calendar-labels.ts';

describe('French calendar labels', () => {
  it('names the months in French, January first', () => {
    expect(FRENCH_MONTH_NAMES).toEqual([
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
  });

  it('gives the French short month forms', () => {
    expect(FRENCH_MONTH_SHORT_NAMES).toEqual([
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
  });

  it('starts the week on Monday', () => {
    expect(CALENDAR_WEEK_STARTS_ON).toBe(1);
    expect(FRENCH_WEEKDAY_NAMES[0]).toBe('lundi');
    expect(FRENCH_WEEKDAY_NAMES[6]).toBe('dimanche');
    expect(FRENCH_WEEKDAY_SHORT_NAMES).toEqual(['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']);
    expect(FRENCH_WEEKDAY_INITIALS).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
  });

  it("writes out the platform's own French names (CLDR, as Intl gives them)", () => {
    const months = (month: 'long' | 'short') => {
      const format = new Intl.DateTimeFormat('fr-FR', { month, timeZone: 'UTC' });
      return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2024, index, 1)));
    };
    // 1 January 2024 was a Monday.
    const weekdays = (weekday: 'long' | 'short' | 'narrow') => {
      const format = new Intl.DateTimeFormat('fr-FR', { weekday, timeZone: 'UTC' });
      return Array.from({ length: 7 }, (_, index) => format.format(Date.UTC(2024, 0, index + 1)));
    };
    expect(FRENCH_MONTH_NAMES).toEqual(months('long'));
    expect(FRENCH_MONTH_SHORT_NAMES).toEqual(months('short'));
    expect(FRENCH_WEEKDAY_NAMES).toEqual(weekdays('long'));
    expect(FRENCH_WEEKDAY_SHORT_NAMES).toEqual(weekdays('short'));
    expect(FRENCH_WEEKDAY_INITIALS).toEqual(weekdays('narrow'));
  });

  it("labels the week column 'sem'", () => {
    expect(CALENDAR_WEEK_LABEL).toBe('sem');
  });

  it("shows the first of the month as '1er' and other days on two digits", () => {
    expect(dayOfMonthLabel(1)).toBe('1er');
    expect(dayOfMonthLabel(2)).toBe('02');
    expect(dayOfMonthLabel(9)).toBe('09');
    expect(dayOfMonthLabel(31)).toBe('31');
  });

  it('titles a month with a capital and the year', () => {
    expect(frenchMonthTitle(2024, 8)).toBe('Août 2024');
    expect(frenchMonthTitle(2025, 2)).toBe('Février 2025');
    expect(() => frenchMonthTitle(2025, 13)).toThrow(RangeError);
  });
});
