import fc from 'fast-check';
import { isAfter } from 'date-fns/isAfter';
import { describe, expect, it } from 'vitest';
import { createDateLimits, NO_DATE_LIMITS, withMaxDate, withMinDate } from './date-limits.ts';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('date limits', () => {
  it('keeps limits that do not cross, at day precision', () => {
    expect(createDateLimits(new Date(2024, 0, 1, 15), day(2024, 12, 31))).toEqual({
      minDate: day(2024, 1, 1),
      maxDate: day(2024, 12, 31),
    });
  });

  it('clamps a minimum after the maximum down to the maximum', () => {
    const limits = withMaxDate(NO_DATE_LIMITS, day(2024, 6, 30));
    expect(withMinDate(limits, day(2024, 7, 15))).toEqual({
      minDate: day(2024, 6, 30),
      maxDate: day(2024, 6, 30),
    });
  });

  it('clamps a maximum before the minimum up to the minimum', () => {
    const limits = withMinDate(NO_DATE_LIMITS, day(2024, 6, 1));
    expect(withMaxDate(limits, day(2024, 5, 1))).toEqual({
      minDate: day(2024, 6, 1),
      maxDate: day(2024, 6, 1),
    });
  });

  it('collapses crossed bounds given together onto the minimum', () => {
    expect(createDateLimits(day(2025, 1, 1), day(2020, 1, 1))).toEqual({
      minDate: day(2025, 1, 1),
      maxDate: day(2025, 1, 1),
    });
  });

  it('treats null and invalid dates as no limit', () => {
    expect(createDateLimits(null, new Date(Number.NaN))).toEqual(NO_DATE_LIMITS);
  });

  it('never yields a minimum after the maximum, whatever the order of the updates', () => {
    const date = fc.option(
      fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
    );
    const update = fc.record({ which: fc.constantFrom('min', 'max'), value: date });
    fc.assert(
      fc.property(fc.array(update, { maxLength: 8 }), (updates) => {
        const limits = updates.reduce(
          (current, { which, value }) =>
            which === 'min' ? withMinDate(current, value) : withMaxDate(current, value),
          NO_DATE_LIMITS,
        );
        return limits.minDate === null || limits.maxDate === null || !isAfter(limits.minDate, limits.maxDate);
      }),
      { numRuns: 2000 },
    );
  });
});
