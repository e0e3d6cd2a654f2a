import { describe, expect, it } from 'vitest';
import { validateBic } from './bic.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

describe('validateBic', () => {
  it.each([
    ['8 characters', 'BNPAFRPP'],
    ['11 characters', 'BNPAFRPPXXX'],
    ['digits in location and branch', 'DEUTDEFF500'],
    ['digit in location', 'AGRIFRP1'],
  ])('accepts a BIC of %s', (_label, bic) => {
    expect(validateBic(bic)).toEqual([]);
  });

  it.each([
    ['7 characters', 'BNPAFRP'],
    ['9 characters', 'BNPAFRPPX'],
    ['10 characters', 'BNPAFRPPXX'],
    ['12 characters', 'BNPAFRPPXXXX'],
    ['a digit among the first 6', 'BNP1FRPP'],
    ['a symbol', 'BNPAFR-P'],
    ['spaces', 'BNPA FRPP'],
    ['a non-text value', 12345678],
  ])('rejects a BIC with %s', (_label, bic) => {
    const result = validateBic(bic);
    expect(codes(result)).toEqual(['BIC.FORMAT']);
    expect(result[0]?.message).toBe('Le code BIC doit comporter 8 ou 11 caractères.');
  });

  it('rejects a lowercase BIC with its own code', () => {
    expect(codes(validateBic('bnpafrpp'))).toEqual(['BIC.UPPERCASE']);
  });

  it('requires the BIC by default and accepts an empty one when optional', () => {
    expect(codes(validateBic(''))).toEqual(['FIELD.REQUIRED']);
    expect(codes(validateBic(undefined))).toEqual(['FIELD.REQUIRED']);
    expect(validateBic('', { required: false })).toEqual([]);
  });
});
