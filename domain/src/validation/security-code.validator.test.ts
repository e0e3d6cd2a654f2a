import { describe, expect, it } from 'vitest';
import {
  joinSecurityCode,
  spreadSecurityCodePaste,
  validateSecurityCode,
  validateSecurityCodeCell,
} from './security-code.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

describe('validateSecurityCode', () => {
  it('accepts six single digits, as cells or as one string', () => {
    expect(validateSecurityCode(['1', '2', '3', '4', '5', '6'])).toEqual([]);
    expect(validateSecurityCode('000000')).toEqual([]);
  });

  it('requires every cell', () => {
    expect(codes(validateSecurityCode(['1', '2', '', '4', '5', '6']))).toEqual(['FIELD.REQUIRED']);
    expect(codes(validateSecurityCode(['', '', '', '', '', '']))).toEqual(['FIELD.REQUIRED']);
    expect(codes(validateSecurityCode(undefined))).toEqual(['FIELD.REQUIRED']);
  });

  it('rejects non-digits and multi-character cells, once each kind', () => {
    expect(codes(validateSecurityCode(['1', 'a', '3', '4', 'b', '6']))).toEqual(['SECURITY_CODE.DIGIT']);
    expect(codes(validateSecurityCode(['12', '2', '3', '4', '5', '6']))).toEqual(['SECURITY_CODE.DIGIT']);
    expect(codes(validateSecurityCode(['٣', '2', '3', '4', '5', '6']))).toEqual(['SECURITY_CODE.DIGIT']);
    expect(codes(validateSecurityCode(['', 'x', '3', '4', '5', '6']))).toEqual([
      'FIELD.REQUIRED',
      'SECURITY_CODE.DIGIT',
    ]);
  });

  it('rejects a code that is not six cells', () => {
    expect(codes(validateSecurityCode('12345'))).toEqual(['SECURITY_CODE.LENGTH']);
    expect(codes(validateSecurityCode(['1', '2', '3', '4', '5', '6', '7']))).toEqual([
      'SECURITY_CODE.LENGTH',
    ]);
  });

  it('validates a single cell', () => {
    expect(validateSecurityCodeCell('7')).toEqual([]);
    expect(codes(validateSecurityCodeCell(7))).toEqual(['SECURITY_CODE.DIGIT']);
  });
});

describe('spreadSecurityCodePaste', () => {
  it('spreads the first 6 characters of a paste into the cells', () => {
    expect(spreadSecurityCodePaste('123456789')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(spreadSecurityCodePaste('12')).toEqual(['1', '2', '', '', '', '']);
    expect(spreadSecurityCodePaste('Code : 123456')).toEqual(['C', 'o', 'd', 'e', ' ', ':']);
  });

  it('keeps an emoji whole and ignores a non-text paste', () => {
    expect(spreadSecurityCodePaste('😀12')).toEqual(['😀', '1', '2', '', '', '']);
    expect(spreadSecurityCodePaste(null)).toEqual(['', '', '', '', '', '']);
  });

  it('gives cells that validate exactly when the first 6 characters are digits', () => {
    expect(validateSecurityCode(spreadSecurityCodePaste('654321 est votre code'))).toEqual([]);
    expect(joinSecurityCode(spreadSecurityCodePaste('654321'))).toBe('654321');
  });
});
