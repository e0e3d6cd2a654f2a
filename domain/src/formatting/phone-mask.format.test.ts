import { describe, expect, it } from 'vitest';
import { maskPhoneNumber } from './phone-mask.format.ts';

describe('maskPhoneNumber', () => {
  it('hides every digit but the last two, whatever the spacing', () => {
    expect(maskPhoneNumber('06 12 34 56 78')).toBe('•• •• •• •• 78');
    expect(maskPhoneNumber('+33612345678')).toBe('•• •• •• •• 78');
  });

  it('shows nothing for a number without two digits', () => {
    expect(maskPhoneNumber('')).toBe('');
  });
});
