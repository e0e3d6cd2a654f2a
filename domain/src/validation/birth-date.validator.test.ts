import { describe, expect, it } from 'vitest';
import { parseBirthDateInput, validateBirthDate } from './birth-date.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);
const today = new Date(2025, 5, 15, 14, 30); // 15/06/2025, mid-afternoon

describe('validateBirthDate', () => {
  it('accepts a real past date and today itself', () => {
    expect(validateBirthDate('15/06/1985', { today })).toEqual([]);
    expect(validateBirthDate('29/02/2000', { today })).toEqual([]);
    expect(validateBirthDate('15/06/2025', { today })).toEqual([]);
  });

  it('requires the date with the spec message', () => {
    const result = validateBirthDate('', { today });
    expect(codes(result)).toEqual(['BIRTH_DATE.REQUIRED']);
    expect(result[0]?.message).toBe('La date de naissance est obligatoire');
    expect(validateBirthDate(undefined, { today, required: false })).toEqual([]);
  });

  it.each([
    ['single-digit day', '1/06/1985'],
    ['ISO order', '1985-06-15'],
    ['two-digit year', '15/06/85'],
    ['dashes', '15-06-1985'],
    ['trailing text', '15/06/1985x'],
    ['a Date object', new Date(1985, 5, 15)],
  ])('rejects the format %s with the spec message', (_label, value) => {
    const result = validateBirthDate(value, { today });
    expect(codes(result)).toEqual(['BIRTH_DATE.FORMAT']);
    expect(result[0]?.message).toBe('La date de naissance doit être au format JJ/MM/AAAA');
  });

  it.each(['31/04/2020', '29/02/1900', '29/02/2023', '00/01/2000', '15/13/2000', '01/01/0000'])(
    'rejects %s, which is not a real date',
    (value) => {
      expect(codes(validateBirthDate(value, { today }))).toEqual(['BIRTH_DATE.INVALID']);
    },
  );

  it('rejects a date after today', () => {
    expect(codes(validateBirthDate('16/06/2025', { today }))).toEqual(['BIRTH_DATE.AFTER_TODAY']);
    expect(codes(validateBirthDate('01/01/2100', { today }))).toEqual(['BIRTH_DATE.AFTER_TODAY']);
  });

  it('throws on an invalid clock, a programming error', () => {
    expect(() => validateBirthDate('15/06/1985', { today: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

describe('parseBirthDateInput', () => {
  it('parses JJ/MM/AAAA to local midnight', () => {
    expect(parseBirthDateInput('05/03/1990')).toEqual(new Date(1990, 2, 5));
    expect(parseBirthDateInput('5/3/1990')).toBeUndefined();
  });
});
