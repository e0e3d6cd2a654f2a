import { describe, expect, it } from 'vitest';
import { FRENCH_MOBILE_MESSAGE, validateFrenchMobile } from './french-mobile.validator.ts';

describe('French mobile phone', () => {
  it('accepts 06 / 07 numbers written with or without separators, and +33', () => {
    for (const phone of [
      '0612345678',
      '07 12 34 56 78',
      '06.12.34.56.78',
      '+33 6 12 34 56 78',
      '+33712345678',
    ]) {
      expect(validateFrenchMobile(phone), phone).toEqual([]);
    }
  });

  it('refuses landlines, short numbers and letters with the French message', () => {
    for (const phone of ['0112345678', '061234567', '06123456789', '06 12 AB 56 78']) {
      expect(validateFrenchMobile(phone)[0]?.message, phone).toBe(FRENCH_MOBILE_MESSAGE);
    }
  });

  it('requires a number', () => {
    expect(validateFrenchMobile('  ')).toHaveLength(1);
  });
});
