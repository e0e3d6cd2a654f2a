import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES } from './request-status.ts';
import {
  REQUEST_REFERENCE_PATTERN,
  expectedAnswerDate,
  formatRequestReference,
  isRequestLate,
} from './request-due-date.ts';

describe('expected answer date and « late »', () => {
  it('adds the target delay in hours to the sending time', () => {
    const sent = new Date('2026-11-26T10:00:00Z');
    expect(expectedAnswerDate(sent, 48).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(expectedAnswerDate(sent, 0).toISOString()).toBe(sent.toISOString());
    expect(() => expectedAnswerDate(sent, -1)).toThrow(RangeError);
    expect(() => expectedAnswerDate(sent, Number.NaN)).toThrow(RangeError);
  });

  it('is late only while waiting on the insurer and past the due date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUEST_STATUSES),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (status, offsetSeconds) => {
          const due = new Date('2026-11-28T10:00:00Z');
          const now = new Date(due.getTime() + offsetSeconds * 1000);
          const waitsOnInsurer = status === 'envoyee' || status === 'en-cours';
          expect(isRequestLate(status, due, now)).toBe(waitsOnInsurer && offsetSeconds > 0);
        },
      ),
    );
  });

  it('formats the reference number', () => {
    expect(formatRequestReference(2026, 42)).toBe('DEM-2026-0000042');
    expect(REQUEST_REFERENCE_PATTERN.test(formatRequestReference(2026, 12_345_678))).toBe(true);
    expect(() => formatRequestReference(2026, 0)).toThrow(RangeError);
  });
});
