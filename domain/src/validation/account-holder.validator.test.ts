import { describe, expect, it } from 'vitest';
import { validateAccountHolder } from './account-holder.validator.ts';

const codes = (value: unknown): string[] => validateAccountHolder(value).map((found) => found.code);

describe('account holder (bank-details popup)', () => {
  it('accepts the names a bank prints: accents, apostrophes, hyphens, digits, « & », « . »', () => {
    for (const holder of [
      "Marie N'Guyen-Dupont",
      'M. ou Mme Élodie Lefèvre',
      'SCI Les 3 Chênes & Co',
      'Zoë D’Arc (tutelle)',
    ]) {
      expect(codes(holder)).toEqual([]);
    }
  });

  it('refuses more than 70 characters, and says so', () => {
    expect(codes('A'.repeat(70))).toEqual([]);
    expect(validateAccountHolder('A'.repeat(215))).toEqual([
      {
        code: 'ACCOUNT_HOLDER.TOO_LONG',
        message: 'Le titulaire du compte ne doit pas dépasser 70 caractères.',
      },
    ]);
  });

  it('refuses an emoji, another script or a control character', () => {
    expect(codes('Marie 😀 Dupont')).toEqual(['ACCOUNT_HOLDER.FORMAT']);
    expect(codes('Мария')).toEqual(['ACCOUNT_HOLDER.FORMAT']);
    expect(codes('Marie\nDupont')).toEqual(['ACCOUNT_HOLDER.FORMAT']);
  });

  it('is required', () => {
    expect(codes('   ')).toEqual(['FIELD.REQUIRED']);
  });
});
