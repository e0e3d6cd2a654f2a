import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFinessKey, normalizeFiness, validateFiness } from './finess.validator.ts';

/** Numbers of the register's open extract (data.gouv.fr « FINESS Extraction du Fichier des établissements »). */
const REGISTER_NUMBERS = [
  '010000024', // CH de Fleyriat, Ain
  '010780054',
  '750100125', // Pitié-Salpêtrière, Paris
  '750712184',
  '970100400', // Saint-Martin (Guadeloupe)
  '970300026', // CH de Cayenne
  '970400024', // CHU Félix Guyon, La Réunion
  '980501506', // Mayotte
  '980600027', // Wallis-et-Futuna
];

const departments = fc.oneof(
  fc
    .integer({ min: 1, max: 95 })
    .filter((n) => n !== 20)
    .map((n) => String(n).padStart(2, '0')),
  fc.constantFrom('2A', '2B', '97', '98'),
);
const firstEight = fc.tuple(departments, fc.stringMatching(/^\d{6}$/)).map(([d, rest]) => d + rest);

describe('validateFiness', () => {
  it('accepts the numbers of the FINESS register', () => {
    for (const finess of REGISTER_NUMBERS) expect(validateFiness(finess), finess).toEqual([]);
  });

  it('accepts any department with its order number and the computed Luhn key (2A/2B included)', () => {
    fc.assert(
      fc.property(firstEight, (eight) => {
        const key = computeFinessKey(eight);
        expect(key).toBeDefined();
        expect(validateFiness(`${eight}${key}`)).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses every other check digit', () => {
    fc.assert(
      fc.property(firstEight, fc.integer({ min: 1, max: 9 }), (eight, shift) => {
        const wrong = ((computeFinessKey(eight) ?? 0) + shift) % 10;
        expect(validateFiness(`${eight}${wrong}`).map((i) => i.code)).toEqual(['FINESS.KEY_MISMATCH']);
      }),
      { numRuns: 2_000 },
    );
  });

  it('detects any single mistyped digit of a valid number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGISTER_NUMBERS),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (finess, position, shift) => {
          const digit = (Number(finess[position]) + shift) % 10;
          const typo = finess.slice(0, position) + String(digit) + finess.slice(position + 1);
          expect(validateFiness(typo)).not.toEqual([]);
        },
      ),
    );
  });

  it('reads 2A and 2B as 20 for the key', () => {
    // 2 0 0 0 0 0 0 1 _: the doubled 1 gives 2, plus 2 = 4, key 10 − 4 = 6.
    expect(computeFinessKey('2A000001')).toBe(6);
    expect(validateFiness('2A0000016')).toEqual([]);
    expect(validateFiness('2B0000016')).toEqual([]);
    expect(computeFinessKey('20000001')).toBeUndefined();
  });

  it('refuses a wrong length, an unknown department or letters elsewhere', () => {
    for (const bad of [
      '01000002',
      '0100000244',
      '000000024',
      '200000016',
      '990000010',
      '2C0000016',
      '01000A024',
    ]) {
      expect(
        validateFiness(bad).map((i) => i.code),
        bad,
      ).toEqual(['FINESS.FORMAT']);
    }
  });

  it('tolerates blanks and lower case, and is required unless told otherwise', () => {
    expect(normalizeFiness(' 2a 000 001 6 ')).toBe('2A0000016');
    expect(validateFiness('2a 0000016')).toEqual([]);
    expect(validateFiness('  ').map((i) => i.code)).toEqual(['FIELD.REQUIRED']);
    expect(validateFiness(undefined, { required: false })).toEqual([]);
  });

  it('is total: any value gives a well-formed result', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = validateFiness(value);
        expect(result.every((i) => /^[A-Z_]+\.[A-Z_]+$/.test(i.code))).toBe(true);
      }),
    );
  });
});
