import { describe, expect, it } from 'vitest';
import { madelinCeilingCents, madelinEligibleCents, passOfYear } from './madelin.rule.ts';

describe('« loi Madelin » eligible part', () => {
  it('is nothing for a contract that is not a Madelin one', () => {
    expect(madelinEligibleCents(120_000, 2025, { isMadelin: false })).toBe(0);
  });

  it('is the paid amount within 3 % of 8 PASS', () => {
    expect(madelinCeilingCents(2025)).toBe(1_130_400);
    expect(madelinEligibleCents(120_000, 2025, { isMadelin: true })).toBe(120_000);
    expect(madelinEligibleCents(2_000_000, 2025, { isMadelin: true })).toBe(1_130_400);
  });

  it('uses the latest known PASS for a later year and the first known for an earlier one', () => {
    expect(passOfYear(2030)).toBe(passOfYear(2026));
    expect(passOfYear(1999)).toBe(passOfYear(2021));
  });

  it('refuses an amount that is not whole cents (a bug of the caller)', () => {
    expect(() => madelinEligibleCents(12.5, 2025, { isMadelin: true })).toThrow();
    expect(() => madelinEligibleCents(-1, 2025, { isMadelin: true })).toThrow();
  });
});
