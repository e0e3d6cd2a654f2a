import { describe, expect, it } from 'vitest';
import { validatePersonName } from './person-name.validator.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);

describe('validatePersonName', () => {
  it.each([
    'Dupont',
    'Le Gall',
    "D'Artagnan",
    'D’Artagnan',
    'Jean-Édouard',
    'Françoise',
    'Müller',
    'Œdipe',
    'Ñúñez',
    'Bjørn',
    'E\u0301lise', // "É" typed as E + combining acute
  ])('accepts %s', (name) => {
    expect(validatePersonName(name)).toEqual([]);
  });

  it.each([
    ['a digit', 'Dupont2'],
    ['an underscore', 'Jean_Pierre'],
    ['a dot', 'J. Dupont'],
    ['an @', 'dupont@'],
    ['an emoji', 'Jean😀'],
    ['a roman-numeral sign', 'Louis Ⅻ'],
    ['a non-Latin script', 'Дмитрий'],
    ['only punctuation', "-'"],
    ['a non-text value', 12],
  ])('rejects a name with %s', (_label, name) => {
    const result = validatePersonName(name);
    expect(codes(result)).toEqual(['PERSON_NAME.FORMAT']);
    expect(result[0]?.message).toBe(
      'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques',
    );
  });

  it('requires a name by default', () => {
    expect(codes(validatePersonName(' '))).toEqual(['FIELD.REQUIRED']);
    expect(validatePersonName('', { required: false })).toEqual([]);
  });
});
