import { describe, expect, it } from 'vitest';
import { passwordRuleMessage, validatePassword } from './password.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);
const SPEC_MESSAGE =
  'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).';

describe('validatePassword', () => {
  it('accepts 8 characters with a lowercase, an uppercase, a digit and a special character', () => {
    expect(validatePassword('Abcdef1!')).toEqual([]);
    expect(validatePassword('Mot de passe 2024')).toEqual([]); // the space is the special character
    expect(validatePassword('Élodie2024A')).toEqual([]); // "É" is not ASCII, so it counts as special
  });

  it.each([
    ['7 characters', 'Abcde1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
  ])('rejects a password with %s, with the spec message', (_label, password) => {
    const result = validatePassword(password);
    expect(codes(result)).toEqual(['PASSWORD.WEAK']);
    expect(result[0]?.message).toBe(SPEC_MESSAGE);
  });

  it('accepts 100 characters and rejects 101', () => {
    const hundred = 'Aa1!' + 'x'.repeat(96);
    expect(validatePassword(hundred)).toEqual([]);
    const tooLong = validatePassword(hundred + 'x');
    expect(codes(tooLong)).toEqual(['PASSWORD.TOO_LONG']);
    expect(tooLong[0]?.message).toBe('Merci de saisir 100 caractères maximum.');
  });

  it('counts an emoji as one character', () => {
    // 8 code points (9 UTF-16 units): long enough; 7 code points (8 UTF-16 units): too short.
    expect(validatePassword('Abcdef1😀')).toEqual([]);
    expect(codes(validatePassword('Abcde1😀'))).toEqual(['PASSWORD.WEAK']);
  });

  it('enforces a configured minimum and shows it in the message', () => {
    expect(codes(validatePassword('Abcdefgh1!', { minLength: 12 }))).toEqual(['PASSWORD.WEAK']);
    expect(validatePassword('Abcdefgh1!', { minLength: 12 })[0]?.message).toBe(
      'Merci de saisir 12 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    );
    expect(validatePassword('Abcdefghij1!', { minLength: 12 })).toEqual([]);
  });

  it('falls back to 8 when the configured minimum is not a positive integer', () => {
    expect(passwordRuleMessage(0)).toBe(SPEC_MESSAGE);
    expect(passwordRuleMessage(Number.NaN)).toBe(SPEC_MESSAGE);
    expect(validatePassword('Abcdef1!', { minLength: -3 })).toEqual([]);
  });

  it('raises the maximum with a configured minimum above 100', () => {
    const password = 'Aa1!' + 'x'.repeat(116);
    expect(validatePassword(password, { minLength: 120 })).toEqual([]);
  });

  it('requires a password by default and rejects a non-text value', () => {
    expect(codes(validatePassword(''))).toEqual(['FIELD.REQUIRED']);
    expect(codes(validatePassword(undefined))).toEqual(['FIELD.REQUIRED']);
    expect(validatePassword('', { required: false })).toEqual([]);
    expect(codes(validatePassword(12345678))).toEqual(['PASSWORD.WEAK']);
  });
});
