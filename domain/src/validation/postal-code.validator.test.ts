import { describe, expect, it } from 'vitest';
import { validatePostalCode } from './postal-code.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

describe('validatePostalCode', () => {
  it.each(['01000', '75001', '20000', '98000', '97400'])('accepts %s', (code) => {
    expect(validatePostalCode(code)).toEqual([]);
  });

  it.each([
    ['prefix 00', '00100'],
    ['prefix 99', '99000'],
    ['4 digits', '7500'],
    ['6 digits', '750001'],
    ['a letter', '2A000'],
    ['a space', '75 001'],
    ['a number instead of text', 75001],
  ])('rejects %s', (_label, value) => {
    expect(codes(validatePostalCode(value))).toEqual(['POSTAL_CODE.FORMAT']);
  });

  it('requires the code by default', () => {
    expect(codes(validatePostalCode(''))).toEqual(['FIELD.REQUIRED']);
    expect(validatePostalCode('', { required: false })).toEqual([]);
  });
});
