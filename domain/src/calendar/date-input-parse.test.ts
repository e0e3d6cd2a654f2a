import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datePartsToDate,
  formatDateInput,
  formatDateParts,
  parseDateInput,
  parseFrenchDate,
} from './date-input-parse.ts';

describe('typed date parsing and formatting', () => {
  it('splits on slash into day, month and year', () => {
    expect(parseDateInput('12/03/1990')).toEqual({ day: 12, month: 3, year: 1990 });
    expect(parseDateInput(' 1/3/1990 ')).toEqual({ day: 1, month: 3, year: 1990 });
  });

  it('gives null unless there are three numeric parts with a 4-digit year', () => {
    for (const text of [
      '',
      '12/03',
      '12/03/90',
      '12/03/1990/1',
      'ab/03/1990',
      '123/03/1990',
      '12//1990',
      '+1/03/1990',
    ]) {
      expect(parseDateInput(text)).toBeNull();
    }
  });

  it('accepts only real calendar days', () => {
    expect(parseFrenchDate('29/02/2024')).toEqual(new Date(2024, 1, 29));
    expect(parseFrenchDate('29/02/2023')).toBeNull();
    expect(parseFrenchDate('31/04/2024')).toBeNull();
    expect(parseFrenchDate('00/01/2024')).toBeNull();
    expect(parseFrenchDate('01/13/2024')).toBeNull();
    expect(parseFrenchDate('nonsense')).toBeNull();
    expect(datePartsToDate({ day: 5, month: 6, year: 50 })?.getFullYear()).toBe(50);
  });

  it('pads day and month to two digits', () => {
    expect(formatDateParts({ day: 1, month: 3, year: 1990 })).toBe('01/03/1990');
    expect(formatDateParts({ day: 25, month: 12, year: 987 })).toBe('25/12/0987');
    expect(formatDateInput(new Date(2024, 0, 5, 13))).toBe('05/01/2024');
  });

  it('reads back any day it formats', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const parsed = parseFrenchDate(formatDateInput(date));
          return (
            parsed !== null &&
            parsed.getFullYear() === date.getFullYear() &&
            parsed.getMonth() === date.getMonth() &&
            parsed.getDate() === date.getDate()
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
