import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_INPUT_MAX_LENGTH, DATE_INPUT_PLACEHOLDER, maskDateInput } from './date-input-mask.ts';

describe('maskDateInput', () => {
  it('inserts slashes after the 2nd and 4th digits as the member types', () => {
    expect(maskDateInput('1')).toBe('1');
    expect(maskDateInput('12')).toBe('12');
    expect(maskDateInput('120')).toBe('12/0');
    expect(maskDateInput('1203')).toBe('12/03');
    expect(maskDateInput('12031')).toBe('12/03/1');
    expect(maskDateInput('12031990')).toBe('12/03/1990');
  });

  it('keeps digits only and at most 8 of them', () => {
    expect(maskDateInput('12/03/1990')).toBe('12/03/1990');
    expect(maskDateInput('12-03-1990 extra 77')).toBe('12/03/1990');
    expect(maskDateInput('a١٢b')).toBe('');
    expect(maskDateInput('')).toBe('');
  });

  it('lets a trailing slash be deleted', () => {
    expect(maskDateInput('12/')).toBe('12');
    expect(maskDateInput('12/03/')).toBe('12/03');
  });

  it('uses the JJ/MM/AAAA placeholder', () => {
    expect(DATE_INPUT_PLACEHOLDER).toBe('JJ/MM/AAAA');
  });

  it('is idempotent and outputs only digits and slashes, at most 10 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[\d/ ]{0,14}$/)),
        (text) => {
          const masked = maskDateInput(text);
          return (
            maskDateInput(masked) === masked &&
            /^[\d/]*$/.test(masked) &&
            masked.length <= DATE_INPUT_MAX_LENGTH &&
            masked.replace(/\//g, '') === text.replace(/\D/g, '').slice(0, 8)
          );
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
