import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FileSizeBase, FileSizeUnit } from './file-size.format.ts';
import {
  FILE_SIZE_UNITS,
  formatFileSize,
  formatFileSizeIn,
  formatFrenchDecimal,
  formatListedFileSize,
  formatMegabytes,
  formatUploadLimitSize,
  scaleFileSize,
} from './file-size.format.ts';

const KO = 1024;
const MO = 1024 * 1024;

/** Reads a formatted size back into bytes: '1,5 ko' → 1.5 × 1024. */
function displayedBytes(text: string, base: FileSizeBase): number {
  const [number = '', unit = ''] = text.split(' ');
  const index = FILE_SIZE_UNITS.indexOf(unit as FileSizeUnit);
  expect(index).toBeGreaterThanOrEqual(0);
  return Number(number.replace(',', '.')) * base ** index;
}

describe('automatic file size unit', () => {
  it.each([
    [0, '0 Octets'],
    [1, '1 Octets'],
    [1023, '1023 Octets'],
    [1024, '1 ko'],
    [1536, '1,5 ko'],
    [1126, '1,1 ko'], // 1126 / 1024 = 1.0996… → 1,1
    [MO, '1 Mo'],
    [2.75 * MO, '2,75 Mo'],
    [MO - 1, '1 Mo'], // 1023.999 ko rounds to 1024 ko, promoted to 1 Mo
    [1024 ** 3, '1 Go'],
    [1.25 * 1024 ** 4, '1,25 To'],
    [1024 ** 5, '1 Po'],
    [2048 * 1024 ** 5, '2048 Po'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('honours the number of decimals and the zero trimming option', () => {
    expect(formatFileSize(1.23456 * MO, { decimals: 3 })).toBe('1,235 Mo');
    expect(formatFileSize(1.23456 * MO, { decimals: 0 })).toBe('1 Mo');
    expect(formatFileSize(2 * MO, { trimZeros: false })).toBe('2,00 Mo');
    expect(formatFileSize(1000, { trimZeros: false })).toBe('1000 Octets');
  });

  it('uses powers of 1000 when asked', () => {
    expect(formatFileSize(1000, { base: 1000 })).toBe('1 ko');
    expect(formatFileSize(1500000, { base: 1000 })).toBe('1,5 Mo');
    expect(formatFileSize(1000, { base: 1024 })).toBe('1000 Octets');
  });

  it('rounds a fractional byte count to whole octets', () => {
    expect(scaleFileSize(12.6)).toEqual({ value: 13, unit: 'Octets' });
    expect(formatFileSize(1023.7)).toBe('1 ko');
  });

  it('rejects negative, non-finite byte counts and invalid decimals', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatFileSize(1, { decimals: 1.5 })).toThrow(RangeError);
    expect(() => formatFileSize(1, { decimals: 11 })).toThrow(RangeError);
    expect(() => formatMegabytes(-5, 1)).toThrow(RangeError);
    expect(() => formatFileSizeIn(-5, 'ko')).toThrow(RangeError);
  });
});

describe('sizes in one unit', () => {
  it('shows the upload limit in MB with one decimal', () => {
    expect(formatUploadLimitSize(5 * MO)).toBe('5 Mo');
    expect(formatUploadLimitSize(2.5 * MO)).toBe('2,5 Mo');
    expect(formatUploadLimitSize(1.26 * MO)).toBe('1,3 Mo');
  });

  it('shows list sizes in MB with up to two decimals', () => {
    expect(formatListedFileSize(157286)).toBe('0,15 Mo'); // 157286 / 1048576 = 0.14999…
    expect(formatListedFileSize(3 * MO)).toBe('3 Mo');
    expect(formatListedFileSize(0)).toBe('0 Mo');
    expect(formatListedFileSize(3 * KO)).toBe('0 Mo');
  });

  it('gives the bare MB number for message templates', () => {
    expect(formatMegabytes(10 * MO, 1)).toBe('10');
    expect(formatMegabytes(10_000_000, 1, 1000)).toBe('10');
    expect(formatMegabytes(10_000_000, 1)).toBe('9,5'); // 10 000 000 / 1 048 576 = 9.54
  });

  it('writes decimals with a French comma', () => {
    expect(formatFrenchDecimal(3.14159, 2)).toBe('3,14');
    expect(formatFrenchDecimal(3.1, 2, false)).toBe('3,10');
    expect(formatFrenchDecimal(3, 0)).toBe('3');
  });
});

describe('file size formatting is monotonic', () => {
  const bytes = fc.oneof(fc.nat(), fc.double({ min: 0, max: 2 ** 62, noNaN: true }));
  const base = fc.constantFrom<FileSizeBase>(1000, 1024);
  const decimals = fc.integer({ min: 0, max: 4 });

  // Monotonic (automatic unit): for a ≤ b, the quantity displayed for a, read back as
  // value × base^unitIndex, is ≤ the one displayed for b. In particular b never shows a smaller unit.
  it('never displays a smaller quantity for a larger byte count (automatic unit)', () => {
    fc.assert(
      fc.property(bytes, bytes, base, decimals, (x, y, b, d) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const lowScaled = scaleFileSize(low, { base: b, decimals: d });
        const highScaled = scaleFileSize(high, { base: b, decimals: d });
        expect(FILE_SIZE_UNITS.indexOf(lowScaled.unit)).toBeLessThanOrEqual(
          FILE_SIZE_UNITS.indexOf(highScaled.unit),
        );
        const options = { base: b, decimals: d };
        expect(displayedBytes(formatFileSize(low, options), b)).toBeLessThanOrEqual(
          displayedBytes(formatFileSize(high, options), b),
        );
      }),
      { numRuns: 2000 },
    );
  });

  // Monotonic (fixed unit): for a ≤ b, the number shown in a given unit for a is ≤ the one for b.
  it('never displays a smaller number for a larger byte count in a fixed unit', () => {
    fc.assert(
      fc.property(bytes, bytes, fc.constantFrom(...FILE_SIZE_UNITS), decimals, (x, y, unit, d) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const read = (n: number): number =>
          Number(formatFileSizeIn(n, unit, { decimals: d }).split(' ')[0]?.replace(',', '.'));
        expect(read(low)).toBeLessThanOrEqual(read(high));
      }),
      { numRuns: 2000 },
    );
  });
});
