import { describe, expect, it } from 'vitest';
import { calendarDayKey, calendarDayOf, calendarMonthOf, firstDayOfCalendarMonth } from './calendar-day.ts';

describe('calendar days', () => {
  it('drops the time of day and rejects missing or invalid dates', () => {
    expect(calendarDayOf(new Date(2024, 2, 5, 17, 42))).toEqual(new Date(2024, 2, 5));
    expect(calendarDayOf(null)).toBeNull();
    expect(calendarDayOf(undefined)).toBeNull();
    expect(calendarDayOf(new Date(Number.NaN))).toBeNull();
  });

  it('keys a day by year, month and day', () => {
    expect(calendarDayKey(new Date(2024, 0, 31, 23))).toBe('2024-1-31');
  });

  it('gives the first day of a month, including years below 100', () => {
    expect(firstDayOfCalendarMonth({ year: 2024, month: 2 })).toEqual(new Date(2024, 1, 1));
    expect(firstDayOfCalendarMonth({ year: 50, month: 1 }).getFullYear()).toBe(50);
    expect(calendarMonthOf(new Date(2024, 11, 25))).toEqual({ year: 2024, month: 12 });
  });

  it('throws on a month outside 1 to 12', () => {
    expect(() => firstDayOfCalendarMonth({ year: 2024, month: 0 })).toThrow(RangeError);
    expect(() => firstDayOfCalendarMonth({ year: 2024, month: 1.5 })).toThrow(RangeError);
    expect(() => firstDayOfCalendarMonth({ year: 2024.5, month: 1 })).toThrow(RangeError);
  });
});
