import { describe, expect, it } from 'vitest';
import { validateIbanLastFour } from './iban-last-four.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

describe('validateIbanLastFour', () => {
  it('accepts 4 uppercase letters or digits', () => {
    expect(validateIbanLastFour('0189')).toEqual([]);
    expect(validateIbanLastFour('1Z25')).toEqual([]);
  });

  it.each([
    ['3 characters', '189'],
    ['5 characters', '90189'],
    ['lowercase', '1z25'],
    ['a symbol', '01-9'],
    ['a non-text value', 189],
  ])('rejects %s', (_label, value) => {
    expect(codes(validateIbanLastFour(value))).toEqual(['IBAN_LAST_FOUR.FORMAT']);
  });

  it('is optional unless required (isRegisterIbanObligatoire)', () => {
    expect(validateIbanLastFour('')).toEqual([]);
    expect(codes(validateIbanLastFour('', { required: true }))).toEqual(['FIELD.REQUIRED']);
    expect(codes(validateIbanLastFour(null, { required: true }))).toEqual(['FIELD.REQUIRED']);
  });
});
