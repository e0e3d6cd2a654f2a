import fc from 'fast-check';
import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { describe, expect, it } from 'vitest';
import {
  createDatePickerConstraints,
  dateConstraintViolation,
  isDateEnabled,
  isMonthSelectable,
  pickMonth,
} from './date-constraints.ts';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('date picker constraints', () => {
  const constraints = createDatePickerConstraints({
    minDate: day(2024, 3, 10),
    maxDate: day(2024, 5, 20),
    disabledDates: [day(2024, 4, 1), new Date(2024, 3, 2, 18, 30), new Date(Number.NaN)],
  });

  it('enables a day within the limits that is not disabled, whatever its time', () => {
    expect(isDateEnabled(new Date(2024, 2, 10, 23, 59), constraints)).toBe(true);
    expect(isDateEnabled(day(2024, 5, 20), constraints)).toBe(true);
  });

  it('reports why a day cannot be selected', () => {
    expect(dateConstraintViolation(day(2024, 3, 9), constraints)).toBe('minDate');
    expect(dateConstraintViolation(day(2024, 5, 21), constraints)).toBe('maxDate');
    expect(dateConstraintViolation(day(2024, 4, 1), constraints)).toBe('disabledDate');
    expect(dateConstraintViolation(day(2024, 4, 2), constraints)).toBe('disabledDate');
    expect(dateConstraintViolation(day(2024, 4, 3), constraints)).toBeNull();
  });

  it('does not enable an invalid Date', () => {
    expect(isDateEnabled(new Date(Number.NaN), constraints)).toBe(false);
    expect(() => dateConstraintViolation(new Date(Number.NaN), constraints)).toThrow(RangeError);
  });

  it('picks the first enabled day of a month, clamped to the minimum', () => {
    expect(pickMonth({ year: 2024, month: 3 }, constraints)).toEqual(day(2024, 3, 10));
    expect(pickMonth({ year: 2024, month: 4 }, constraints)).toEqual(day(2024, 4, 3));
    expect(pickMonth({ year: 2024, month: 5 }, constraints)).toEqual(day(2024, 5, 1));
  });

  it('makes months outside the range unselectable', () => {
    expect(isMonthSelectable({ year: 2024, month: 2 }, constraints)).toBe(false);
    expect(isMonthSelectable({ year: 2024, month: 6 }, constraints)).toBe(false);
    expect(pickMonth({ year: 2024, month: 6 }, constraints)).toBeNull();
    expect(isMonthSelectable({ year: 2024, month: 5 }, constraints)).toBe(true);
  });

  it('makes a month whose days in range are all disabled unselectable', () => {
    const narrow = createDatePickerConstraints({
      minDate: day(2024, 2, 27),
      maxDate: day(2024, 3, 2),
      disabledDates: [day(2024, 3, 1), day(2024, 3, 2)],
    });
    expect(isMonthSelectable({ year: 2024, month: 3 }, narrow)).toBe(false);
    expect(pickMonth({ year: 2024, month: 2 }, narrow)).toEqual(day(2024, 2, 27));
  });

  it('selects any month without limits', () => {
    expect(pickMonth({ year: 1999, month: 12 }, createDatePickerConstraints())).toEqual(day(1999, 12, 1));
  });

  it('picks, for any constraints, an enabled day of the month within the limits, or none only if no day is enabled', () => {
    const base = day(2024, 1, 1).getTime();
    const dayOffset = fc.integer({ min: 0, max: 400 });
    const toDay = (offset: number) => new Date(base + offset * 86_400_000 + 12 * 3_600_000);
    fc.assert(
      fc.property(
        fc.option(dayOffset),
        fc.option(dayOffset),
        fc.array(dayOffset, { maxLength: 60 }),
        fc.integer({ min: 1, max: 14 }),
        (min, max, disabled, monthIndex) => {
          const c = createDatePickerConstraints({
            minDate: min === null ? null : toDay(min),
            maxDate: max === null ? null : toDay(max),
            disabledDates: disabled.map(toDay),
          });
          const month = {
            year: 2024 + Math.floor((monthIndex - 1) / 12),
            month: ((monthIndex - 1) % 12) + 1,
          };
          const picked = pickMonth(month, c);
          const daysInMonth = new Date(month.year, month.month, 0).getDate();
          const anyEnabled = Array.from({ length: daysInMonth }, (_, i) =>
            day(month.year, month.month, i + 1),
          ).some((d) => isDateEnabled(d, c));
          if (picked === null) return !anyEnabled;
          return (
            isDateEnabled(picked, c) &&
            picked.getMonth() + 1 === month.month &&
            (c.minDate === null || !isBefore(picked, c.minDate)) &&
            (c.maxDate === null || !isAfter(picked, c.maxDate))
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
