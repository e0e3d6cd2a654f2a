import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  parseRequestDate,
  validateAdmissionDate,
  validateCareDate,
  validateRequestDate,
} from './request-date.validator.ts';

const today = new Date(2026, 10, 26, 15, 30);
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const plusDays = (days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
const codes = (result: readonly { code: string }[]) => result.map((found) => found.code);

describe('request dates', () => {
  it('reads the wire and the typed format alike, and refuses days that do not exist', () => {
    expect(parseRequestDate('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(parseRequestDate('28/02/2026')).toEqual(new Date(2026, 1, 28));
    expect(parseRequestDate('2026-02-29')).toBeUndefined();
    expect(codes(validateRequestDate('31/04/2026', { today }))).toEqual(['REQUEST_DATE.INVALID']);
    expect(codes(validateRequestDate('2026/04/01', { today }))).toEqual(['REQUEST_DATE.FORMAT']);
    expect(codes(validateRequestDate('', { today }))).toEqual(['FIELD.REQUIRED']);
  });

  it('accepts an admission date exactly when it is at most 30 days in the past', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (days) => {
        const result = validateAdmissionDate(iso(plusDays(days)), { today });
        expect(codes(result)).toEqual(days >= -30 ? [] : ['ADMISSION_DATE.TOO_OLD']);
      }),
    );
  });

  it('accepts a date of care from two years ago up to today', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100 }), (days) => {
        const expected = days > 0 ? ['REQUEST_DATE.AFTER_TODAY'] : days < -730 ? ['CARE_DATE.TOO_OLD'] : [];
        expect(codes(validateCareDate(iso(plusDays(days)), { today }))).toEqual(expected);
      }),
    );
  });

  it('counts calendar days across daylight-saving changes', () => {
    expect(calendarDaysBetween(new Date(2026, 2, 28, 23), new Date(2026, 2, 30, 1))).toBe(2);
    expect(calendarDaysBetween(new Date(2026, 9, 26), new Date(2026, 9, 24))).toBe(-2);
  });

  it('is total', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(Array.isArray(validateAdmissionDate(value, { today }))).toBe(true);
      }),
    );
  });
});
