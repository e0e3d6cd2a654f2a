import { describe, expect, it } from 'vitest';
import { validatePasswordConfirmation, validateSameValue } from './same-value.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

describe('validateSameValue', () => {
  it('accepts identical values and rejects different ones with the password message by default', () => {
    expect(validateSameValue('Abcdef1!', 'Abcdef1!')).toEqual([]);
    const result = validateSameValue('Abcdef1!', 'abcdef1!');
    expect(codes(result)).toEqual(['SAME_VALUE.MISMATCH']);
    expect(result[0]?.message).toBe("Merci de saisir les mots de passe à l'identique.");
  });

  it('does not trim', () => {
    expect(codes(validateSameValue('a@b.fr ', 'a@b.fr'))).toEqual(['SAME_VALUE.MISMATCH']);
  });

  it('treats null, undefined and empty text as the same "nothing entered"', () => {
    expect(validateSameValue('', undefined)).toEqual([]);
    expect(validateSameValue(null, '')).toEqual([]);
    expect(codes(validateSameValue('', 'x'))).toEqual(['SAME_VALUE.MISMATCH']);
  });

  it('uses a custom code and message, and reports a required empty value', () => {
    const result = validateSameValue('a@b.fr', 'c@d.fr', { code: 'EMAIL.CONFIRMATION', message: 'Autre' });
    expect(result).toEqual([{ code: 'EMAIL.CONFIRMATION', message: 'Autre' }]);
    expect(codes(validateSameValue('', '', { required: true }))).toEqual(['FIELD.REQUIRED']);
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires the confirmation and asks for an identical password', () => {
    expect(validatePasswordConfirmation('Abcdef1!', 'Abcdef1!')).toEqual([]);
    expect(codes(validatePasswordConfirmation('', 'Abcdef1!'))).toEqual(['FIELD.REQUIRED']);
    const mismatch = validatePasswordConfirmation('Abcdef1?', 'Abcdef1!');
    expect(codes(mismatch)).toEqual(['PASSWORD.CONFIRMATION_MISMATCH']);
    expect(mismatch[0]?.message).toBe("Merci de saisir les mots de passe à l'identique.");
  });
});
