import { describe, expect, it } from 'vitest';
import { frenchWords, normalizeFrench } from './french-text.ts';

describe('normalizeFrench', () => {
  it('strips accents and lower-cases', () => {
    expect(normalizeFrench('Sécurité SOCIALE à Évry, où ça ?')).toBe('securite sociale a evry, ou ca ?');
  });

  it('expands the œ and æ ligatures', () => {
    expect(normalizeFrench('Cœur et Ætat')).toBe('coeur et aetat');
  });

  it('treats precomposed and decomposed accents alike', () => {
    expect(normalizeFrench('e\u0301le\u0300ve')).toBe(normalizeFrench('élève'));
  });
});

describe('frenchWords', () => {
  it('splits on punctuation and apostrophes and drops stop words', () => {
    expect(frenchWords("Je n'arrive pas à me connecter à mon espace")).toEqual([
      'arrive',
      'connecter',
      'espace',
    ]);
  });

  it('removes duplicate words', () => {
    expect(frenchWords('code code Code')).toEqual(['code']);
  });

  it('returns nothing for blank or punctuation-only input', () => {
    expect(frenchWords('  ?!  ')).toEqual([]);
  });
});
