import { describe, expect, it } from 'vitest';
import { combinedLength, validateCombinedLength } from './combined-length.validator.ts';

describe('combinedLength', () => {
  it('adds the lengths, and one space between non-empty fields when asked', () => {
    expect(combinedLength(['Jean', 'Dupont'])).toBe(10);
    expect(combinedLength(['Jean', 'Dupont'], true)).toBe(11);
    expect(combinedLength(['Jean', '', 'Dupont'], true)).toBe(11);
    expect(combinedLength(['', 'Dupont'], true)).toBe(6);
    expect(combinedLength(['Zoé', '😀'])).toBe(4);
    expect(combinedLength([null, 3, 'ab'])).toBe(2);
  });
});

describe('validateCombinedLength', () => {
  it('accepts a combined length equal to the maximum and rejects one above it', () => {
    expect(validateCombinedLength(['Jean', 'Dupont'], 10)).toEqual([]);
    expect(validateCombinedLength(['Jean', 'Dupont'], 9)).toEqual([
      {
        code: 'COMBINED_LENGTH.TOO_LONG',
        message: 'La longueur cumulée de ces champs ne doit pas dépasser 9 caractères.',
      },
    ]);
  });

  it('counts the separating space only when asked', () => {
    expect(validateCombinedLength(['Jean', 'Dupont'], 10, { countSeparator: true })).toHaveLength(1);
    expect(validateCombinedLength(['Jean', 'Dupont'], 11, { countSeparator: true })).toEqual([]);
  });

  it('uses a custom code and message', () => {
    expect(validateCombinedLength(['ab', 'cd'], 3, { code: 'X.Y', message: 'Trop long' })).toEqual([
      { code: 'X.Y', message: 'Trop long' },
    ]);
  });

  it('applies no limit when the maximum is missing or not a non-negative number', () => {
    expect(validateCombinedLength(['x'.repeat(500)], undefined)).toEqual([]);
    expect(validateCombinedLength(['x'.repeat(500)], null)).toEqual([]);
    expect(validateCombinedLength(['x'.repeat(500)], Number.NaN)).toEqual([]);
    expect(validateCombinedLength(['x'.repeat(500)], -1)).toEqual([]);
    expect(validateCombinedLength(['x'], 0)).toHaveLength(1);
  });

  it('accepts a non-list input from an untyped caller without throwing', () => {
    const notAList: unknown = 'abcdef';
    expect(validateCombinedLength(notAList as readonly unknown[], 1)).toEqual([]);
  });
});
