import { describe, expect, it } from 'vitest';
import { formatEuros, formatEurosPlain } from './money.format.ts';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatEuros', () => {
  it('groups thousands with a narrow no-break space and puts a no-break space before the euro sign', () => {
    expect(formatEuros(123_456)).toBe(`1${NNBSP}234,56${NBSP}€`);
  });

  it('always shows two decimals, also for zero and whole euros', () => {
    expect(formatEuros(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuros(2_500)).toBe(`25,00${NBSP}€`);
    expect(formatEuros(7)).toBe(`0,07${NBSP}€`);
  });

  it('reads as « 1 234,56 € » once the special spaces are plain ones', () => {
    expect(formatEuros(123_456).replace(/[\u202f\u00a0]/g, ' ')).toBe('1 234,56 €');
    expect(formatEuros(123_456_789).replace(/[\u202f\u00a0]/g, ' ')).toBe('1 234 567,89 €');
  });

  it('refuses anything but whole cents (a bug of the caller)', () => {
    expect(() => formatEuros(12.5)).toThrow();
    expect(() => formatEuros(Number.NaN)).toThrow();
  });
});

describe('formatEurosPlain', () => {
  it('writes a spreadsheet amount: decimal comma, no grouping, no symbol', () => {
    expect(formatEurosPlain(123_456)).toBe('1234,56');
    expect(formatEurosPlain(5)).toBe('0,05');
    expect(formatEurosPlain(-1_050)).toBe('-10,50');
  });
});
