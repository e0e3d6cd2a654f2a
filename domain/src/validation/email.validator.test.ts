import { describe, expect, it } from 'vitest';
import { isEmailAddress, validateEmail } from './email.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

describe('validateEmail', () => {
  it.each(['jean.dupont@example.fr', 'a@b.c', 'prénom+tag@sous.domaine.mutuelle.fr'])(
    'accepts %s',
    (email) => {
      expect(validateEmail(email)).toEqual([]);
    },
  );

  it.each([
    ['no @', 'jean.dupont.example.fr'],
    ['no dot after the @', 'jean@example'],
    ['nothing before the @', '@example.fr'],
    ['nothing after the dot', 'jean@example.'],
    ['two @', 'jean@dupont@example.fr'],
    ['a space', 'jean dupont@example.fr'],
    ['a trailing space', 'jean@example.fr '],
    ['a non-text value', 42],
  ])('rejects an address with %s', (_label, email) => {
    const result = validateEmail(email);
    expect(codes(result)).toEqual(['EMAIL.FORMAT']);
    expect(result[0]?.message).toBe("Le format de l'identifiant (adresse e-mail) est incorrect");
  });

  it('checks arrays item by item', () => {
    expect(validateEmail(['a@b.fr', 'c@d.fr'])).toEqual([]);
    expect(codes(validateEmail(['a@b.fr', 'pas-une-adresse']))).toEqual(['EMAIL.FORMAT']);
    expect(codes(validateEmail(['a@b.fr', '']))).toEqual(['EMAIL.FORMAT']);
    expect(isEmailAddress('c@d.fr')).toBe(true);
  });

  it('requires a value by default, an empty list included', () => {
    expect(codes(validateEmail(''))).toEqual(['FIELD.REQUIRED']);
    expect(codes(validateEmail([]))).toEqual(['FIELD.REQUIRED']);
    expect(validateEmail(undefined, { required: false })).toEqual([]);
  });
});
