import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './date.format.ts';

describe('formatDisplayDate', () => {
  it('shows a Date as dd/MM/yyyy', () => {
    expect(formatDisplayDate(new Date(2024, 2, 5, 23, 59))).toBe('05/03/2024');
  });

  it('shows the calendar date written in an ISO wire string, without time-zone shift', () => {
    expect(formatDisplayDate('1990-03-12')).toBe('12/03/1990');
    expect(formatDisplayDate('1990-03-12T23:30:00-05:00')).toBe('12/03/1990');
    expect(formatDisplayDate(' 2001-01-01 00:00:00 ')).toBe('01/01/2001');
  });

  it('shows nothing for a missing, invalid or unreal date', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
    expect(formatDisplayDate('2023-02-29')).toBe('');
    expect(formatDisplayDate('12/03/1990')).toBe('');
    expect(formatDisplayDate('1990-03-123')).toBe('');
  });
});
