import { describe, expect, it } from 'vitest';
import { IBAN_INPUT_HINT, validateIban } from './iban.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

/*
 * Check digits (ISO 13616): move the country code + "00" after the BBAN, letters → 10..35,
 * check = 98 − (that number mod 97); a valid IBAN rearranged gives n mod 97 = 1.
 * RIB key (FR, MC): key = 97 − ((89 × bank + 15 × branch + 3 × account) mod 97), account letters
 * A-I → 1-9, J-R → 1-9, S-Z → 2-9.
 */
const VALID_IBANS: readonly (readonly [label: string, iban: string])[] = [
  // RIB 30006 00001 12345678901 key 89: 89×30006 + 15×1 + 3×12345678901 = 37039707252
  //   = 97 × 381852652 + 8 → key 97 − 8 = 89. Check digits: 98 − 22 = 76.
  ['FR, well-known test IBAN', 'FR7630006000011234567890189'],
  // RIB 30002 00550 0000157841Z key 25: Z → 9, account 00001578419;
  //   89×30002 + 15×550 + 3×1578419 = 7413685 = 97 × 76429 + 72 → key 25. Check digits: 98 − 65 = 33.
  ['FR with a letter in the account number', 'FR3330002005500000157841Z25'],
  // RIB 11222 00001 01234567890 key 30: 89×11222 + 15×1 + 3×1234567890 = 3704702443
  //   = 97 × 38192808 + 67 → key 30.
  ['MC', 'MC5811222000010123456789030'],
  // Check digits: 98 − 9 = 89.
  ['DE', 'DE89370400440532013000'],
  // Belgian national check: 5390075470 mod 97 = 34 = the last two digits.
  ['BE', 'BE68539007547034'],
  ['GB with letters in the BBAN', 'GB82WEST12345698765432'],
  ['NL', 'NL91ABNA0417164300'],
  ['IT (27 characters)', 'IT60X0542811101000000123456'],
  ['CH', 'CH9300762011623852957'],
];

describe('validateIban', () => {
  it.each(VALID_IBANS)('accepts a valid IBAN (%s)', (_label, iban) => {
    expect(validateIban(iban)).toEqual([]);
  });

  it('requires the IBAN by default and accepts an empty one when optional', () => {
    expect(codes(validateIban(''))).toEqual(['FIELD.REQUIRED']);
    expect(codes(validateIban('   '))).toEqual(['FIELD.REQUIRED']);
    expect(codes(validateIban(null))).toEqual(['FIELD.REQUIRED']);
    expect(validateIban('', { required: false })).toEqual([]);
  });

  it('rejects more than 27 characters (Malta, 31, does not fit the field)', () => {
    expect(codes(validateIban('FR76300060000112345678901890'))).toEqual(['IBAN.MAX_LENGTH']);
    expect(codes(validateIban('MT84MALT011000012345MTLCAST001S'))).toEqual(['IBAN.MAX_LENGTH']);
    expect(codes(validateIban('FR76 3000 6000 0112 3456 7890 189'))).toEqual(['IBAN.MAX_LENGTH']);
  });

  it('rejects lowercase characters', () => {
    expect(codes(validateIban('fr7630006000011234567890189'))).toEqual(['IBAN.UPPERCASE']);
  });

  it('asks for all 27 characters of an incomplete French IBAN', () => {
    const result = validateIban('FR763000600001123456789018');
    expect(codes(result)).toEqual(['IBAN.FORMAT']);
    expect(result[0]?.message).toBe("Merci de saisir entièrement les 27 caractères de l'IBAN.");
    expect(IBAN_INPUT_HINT).toBe("Merci de saisir entièrement les 27 caractères de l'IBAN.");
  });

  it.each([
    ['spaces in a non-French IBAN', 'DE89 3704 0044 0532 0130 00'],
    ['no country code', '1234567890'],
    ['a single letter', 'D'],
    ['a French BBAN with a letter in the bank code', 'FR76A0006000011234567890189'],
    ['check digits that are not digits', 'DEAB370400440532013000'],
    ['a non-text value', 42],
  ])('rejects the format of %s', (_label, value) => {
    expect(codes(validateIban(value))).toEqual(['IBAN.FORMAT']);
  });

  it('rejects an unknown country code', () => {
    expect(codes(validateIban('XX89370400440532013000'))).toEqual(['IBAN.COUNTRY']);
  });

  it('rejects a length that does not match the country', () => {
    expect(codes(validateIban('DE8937040044053201300'))).toEqual(['IBAN.LENGTH']);
    expect(codes(validateIban('MC581122200001012345678903'))).toEqual(['IBAN.LENGTH']);
  });

  it('rejects wrong ISO 13616 check digits with IBAN.CHECKSUM', () => {
    // Same BBAN as the valid test IBAN, check digits 77 instead of 76: the RIB key is still right.
    expect(codes(validateIban('FR7730006000011234567890189'))).toEqual(['IBAN.CHECKSUM']);
    expect(codes(validateIban('DE88370400440532013000'))).toEqual(['IBAN.CHECKSUM']);
    expect(codes(validateIban('GB82WEST12345698765431'))).toEqual(['IBAN.CHECKSUM']);
  });

  it('rejects a wrong RIB key with IBAN.RIB_KEY even when the IBAN check digits match', () => {
    // BBAN 30006 00001 12345678901 key 88 (right key 89); check digits recomputed: 98 − 92 = 06.
    expect(codes(validateIban('FR0630006000011234567890188'))).toEqual(['IBAN.RIB_KEY']);
    // BBAN 11222 00001 01234567890 key 31 (right key 30); check digits recomputed: 98 − 67 = 31.
    expect(codes(validateIban('MC3111222000010123456789031'))).toEqual(['IBAN.RIB_KEY']);
  });

  it('reports both codes for a typo that breaks the checksum and the RIB key', () => {
    expect(codes(validateIban('FR7630006000011234567890188'))).toEqual(['IBAN.CHECKSUM', 'IBAN.RIB_KEY']);
  });

  it('reports another country national check with its own code', () => {
    // BBAN 539007547035: 5390075470 mod 97 = 34 ≠ 35; check digits recomputed: 98 − 57 = 41.
    expect(codes(validateIban('BE41539007547035'))).toEqual(['IBAN.NATIONAL_CHECK']);
  });
});
