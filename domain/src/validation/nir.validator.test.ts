import { describe, expect, it } from 'vitest';
import {
  computeNirKey,
  formatNirKey,
  monacoNumberOfNir,
  NIR_FORMAT_MESSAGE,
  toMonacoNir,
  validateNir,
} from './nir.validator.ts';
import { REQUIRED_FIELD_MESSAGE } from './required.rule.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

/*
 * Key vectors, computed by hand (key = 97 − (n mod 97)):
 * - 1 85 05 78 006 084 → n = 1850578006084 = 97 × 19078123774 + 6     → key 97 − 6  = 91
 * - 2 69 02 99 341 732 → n = 2690299341732 = 97 × 27735044760 + 12    → key 97 − 12 = 85
 * - 1 85 05 2A 004 012 → 2A → 19, n = 1850519004012 = 97 × 19077515505 + 27 → key 97 − 27 = 70
 * - 2 85 01 2B 123 456 → 2B → 18, n = 2850118123456 = 97 × 29382661066 + 54 → key 97 − 54 = 43
 * - 1 00 01 01 001 001 → n = 1000101001001 = 97 × 10310319597 + 92    → key 97 − 92 = 5 → typed "05"
 * - 1 85 05 78 006 078 → n = 1850578006078 = 97 × 19078123774 + 0     → key 97 − 0  = 97
 */
const VECTORS: readonly (readonly [body: string, key: string])[] = [
  ['1850578006084', '91'],
  ['2690299341732', '85'],
  ['185052A004012', '70'],
  ['285012B123456', '43'],
  ['1000101001001', '05'],
  ['1850578006078', '97'],
];

describe('computeNirKey', () => {
  it.each(VECTORS)('computes the key of %s as %s', (body, key) => {
    expect(formatNirKey(computeNirKey(body) ?? -1)).toBe(key);
  });

  it('treats 2A as 19 and 2B as 18, not as a parse of "2A"', () => {
    expect(computeNirKey('185052A004012')).toBe(computeNirKey('1850519004012'));
    expect(computeNirKey('285012B123456')).toBe(computeNirKey('2850118123456'));
    expect(computeNirKey('185052A004012')).not.toBe(computeNirKey('185052B004012'));
  });

  it('returns undefined for a body that is not 13 digits', () => {
    expect(computeNirKey('185057800608')).toBeUndefined();
    expect(computeNirKey('18505X8006084')).toBeUndefined();
    expect(computeNirKey('1850578006084' + '1')).toBeUndefined();
  });
});

describe('validateNir without key', () => {
  it.each(VECTORS)('accepts the well-formed number %s', (body) => {
    expect(validateNir(body)).toEqual([]);
  });

  it.each([
    ['too short', '185057800608'],
    ['too long', '18505780060841'],
    ['first digit 3', '3850578006084'],
    ['first digit 0', '0850578006084'],
    ['month 00', '1850078006084'],
    ['month 13', '1851378006084'],
    ['month 19', '1851978006084'],
    ['department 00', '1850500006084'],
    ['department 2C', '185052C006084'],
    ['lowercase 2a', '185052a004012'],
    ['letter in commune', '18505780O6084'],
    ['spaces', '1 85 05 78 006 084'],
  ])('rejects a number with %s', (_label, body) => {
    const result = validateNir(body);
    expect(codes(result)).toEqual(['NIR.FORMAT']);
    expect(result[0]?.message).toBe('Le format du numéro de sécurité sociale (sans clé) est incorrect');
  });

  it.each([
    ['month 20 (unknown month range)', '1852078006084'],
    ['month 99', '1859978006084'],
    ['department 99 (born abroad)', '1850599006084'],
    ['department 2A', '185052A004012'],
  ])('accepts a number with %s', (_label, body) => {
    expect(validateNir(body)).toEqual([]);
  });

  it('accepts an empty number unless it is flagged required', () => {
    expect(validateNir('')).toEqual([]);
    expect(validateNir(undefined)).toEqual([]);
    expect(validateNir(null, null, { required: true })[0]?.message).toBe(REQUIRED_FIELD_MESSAGE);
    expect(codes(validateNir('', undefined, { required: true }))).toEqual(['FIELD.REQUIRED']);
  });

  it('counts 9800000000000 as empty', () => {
    expect(validateNir('9800000000000')).toEqual([]);
    expect(codes(validateNir('9800000000000', undefined, { required: true }))).toEqual(['FIELD.REQUIRED']);
  });

  it('rejects a value that is not text', () => {
    expect(codes(validateNir(1850578006084))).toEqual(['NIR.FORMAT']);
    expect(NIR_FORMAT_MESSAGE).toBe('Le format du numéro de sécurité sociale (sans clé) est incorrect');
  });
});

describe('validateNir with key', () => {
  it.each(VECTORS)('accepts %s with its key %s', (body, key) => {
    expect(validateNir(body, key, { keyRequired: true })).toEqual([]);
  });

  it('rejects a NIR whose key is not 97 − n mod 97', () => {
    // 1850578006084: n mod 97 = 6, right key 91; 90 and 06 (the remainder itself) are wrong.
    expect(codes(validateNir('1850578006084', '90'))).toEqual(['NIR.KEY_MISMATCH']);
    expect(codes(validateNir('1850578006084', '06'))).toEqual(['NIR.KEY_MISMATCH']);
    // Corsica: with 2A read as 19 the key is 70; reading 2A as 20 would give another key.
    expect(codes(validateNir('185052A004012', '69'))).toEqual(['NIR.KEY_MISMATCH']);
    expect(validateNir('185052A004012', '69')[0]?.message).toBe(
      'La clé du numéro de sécurité sociale est incorrecte',
    );
  });

  it('rejects a key "5" that is not typed on two digits', () => {
    expect(codes(validateNir('1000101001001', '5'))).toEqual(['NIR.KEY_FORMAT']);
    expect(codes(validateNir('1000101001001', '5A'))).toEqual(['NIR.KEY_FORMAT']);
    expect(codes(validateNir('1000101001001', 5))).toEqual(['NIR.KEY_FORMAT']);
  });

  it('accepts an empty key when the key is not used, and requires it when flagged', () => {
    expect(validateNir('1850578006084', '')).toEqual([]);
    expect(validateNir('1850578006084', null)).toEqual([]);
    expect(codes(validateNir('1850578006084', '', { keyRequired: true }))).toEqual(['NIR.KEY_REQUIRED']);
  });

  it('reports the number format before looking at the key', () => {
    expect(codes(validateNir('3850578006084', '91'))).toEqual(['NIR.FORMAT']);
  });
});

describe('validateNir with the Monaco option', () => {
  it('builds 98 + the entered digits left-padded with zeros to 11', () => {
    expect(toMonacoNir('123')).toBe('9800000000123');
    expect(toMonacoNir('12345678901')).toBe('9812345678901');
    expect(toMonacoNir('')).toBe('9800000000000');
    expect(toMonacoNir('123456789012')).toBeUndefined();
    expect(toMonacoNir('12a')).toBeUndefined();
  });

  it('skips the NIR pattern (98 is no valid sex digit, yet the number is accepted)', () => {
    expect(validateNir('123', undefined, { monaco: true })).toEqual([]);
    expect(codes(validateNir('9800000000123'))).toEqual(['NIR.FORMAT']);
  });

  it('checks the key over the padded number', () => {
    // 9800000000123 = 97 × 101030927836 + 31 → key 97 − 31 = 66
    expect(validateNir('123', '66', { monaco: true })).toEqual([]);
    expect(codes(validateNir('123', '65', { monaco: true }))).toEqual(['NIR.KEY_MISMATCH']);
  });

  it('counts an all-zero entry as empty', () => {
    expect(validateNir('', undefined, { monaco: true })).toEqual([]);
    expect(validateNir('00000', undefined, { monaco: true })).toEqual([]);
    expect(codes(validateNir('0', undefined, { monaco: true, required: true }))).toEqual(['FIELD.REQUIRED']);
  });

  it('rejects more than 11 digits or non-digits', () => {
    expect(codes(validateNir('123456789012', undefined, { monaco: true }))).toEqual(['NIR.MONACO_FORMAT']);
    expect(codes(validateNir('12-34', undefined, { monaco: true }))).toEqual(['NIR.MONACO_FORMAT']);
    expect(codes(validateNir({}, undefined, { monaco: true }))).toEqual(['NIR.MONACO_FORMAT']);
  });
});

describe('monacoNumberOfNir', () => {
  it('gives back the 11 digits of a number built by toMonacoNir', () => {
    expect(monacoNumberOfNir(toMonacoNir('123456') ?? '')).toBe('00000123456');
    expect(monacoNumberOfNir('9812345678901')).toBe('12345678901');
  });

  it('is undefined for a French NIR, a short or long number and a non-digit', () => {
    for (const nir of ['1850578006084', '981234567890', '98123456789012', '98A2345678901', ''])
      expect(monacoNumberOfNir(nir)).toBeUndefined();
  });
});
