import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ValidationResult } from '../result.ts';
import { validateBic } from './bic.validator.ts';
import { validateBirthDate } from './birth-date.validator.ts';
import { validateCombinedLength } from './combined-length.validator.ts';
import { validateEmail } from './email.validator.ts';
import { validateIbanLastFour } from './iban-last-four.validator.ts';
import { validateIban } from './iban.validator.ts';
import { validateNir } from './nir.validator.ts';
import { validatePassword } from './password.validator.ts';
import { validatePersonName } from './person-name.validator.ts';
import { validatePostalCode } from './postal-code.validator.ts';
import { validatePasswordConfirmation, validateSameValue } from './same-value.validator.ts';
import { spreadSecurityCodePaste, validateSecurityCode } from './security-code.validator.ts';

const RUNS = { numRuns: 10_000 };
const today = new Date(2025, 5, 15);

/** Any string: full Unicode (lone surrogates included), short and long, plus near-valid shapes. */
const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', minLength: 100, maxLength: 1_000 }),
  fc.stringMatching(/^[0-9A-Z]{0,34}$/),
  fc.stringMatching(/^[0-9/]{0,12}$/),
);

/** A result is an array of issues, each with a DOMAIN.CODE and a non-empty message. */
function isWellFormed(result: ValidationResult): boolean {
  return (
    Array.isArray(result) &&
    result.every((found) => /^[A-Z_]+\.[A-Z_]+$/.test(found.code) && found.message.length > 0)
  );
}

function expectWellFormed(result: ValidationResult): void {
  expect(isWellFormed(result), JSON.stringify(result)).toBe(true);
}

const VALIDATORS: readonly (readonly [name: string, run: (value: string) => ValidationResult])[] = [
  ['validateNir', (v) => validateNir(v)],
  ['validateNir with key', (v) => validateNir(v.slice(0, 13), v.slice(13), { keyRequired: true })],
  ['validateNir (Monaco)', (v) => validateNir(v, v.slice(-2), { monaco: true, required: true })],
  ['validateIban', (v) => validateIban(v)],
  ['validateBic', (v) => validateBic(v)],
  ['validateIbanLastFour', (v) => validateIbanLastFour(v, { required: true })],
  ['validatePassword', (v) => validatePassword(v, { minLength: 10 })],
  ['validateSameValue', (v) => validateSameValue(v, v.slice(1))],
  ['validatePasswordConfirmation', (v) => validatePasswordConfirmation(v, v.toUpperCase())],
  ['validateEmail', (v) => validateEmail(v)],
  ['validateEmail (array)', (v) => validateEmail(v.split(','))],
  ['validatePersonName', (v) => validatePersonName(v)],
  ['validateBirthDate', (v) => validateBirthDate(v, { today })],
  ['validatePostalCode', (v) => validatePostalCode(v)],
  ['validateSecurityCode', (v) => validateSecurityCode(v)],
  ['validateSecurityCode (pasted)', (v) => validateSecurityCode(spreadSecurityCodePaste(v))],
  ['validateCombinedLength', (v) => validateCombinedLength([v, v.slice(3)], 30, { countSeparator: true })],
];

describe('every validator is total', () => {
  it(`returns a well-formed result for any string (${RUNS.numRuns} runs, each validator on each string)`, () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const broken = VALIDATORS.filter(([, run]) => !isWellFormed(run(value))).map(([name]) => name);
        expect(broken).toEqual([]);
      }),
      RUNS,
    );
  });

  it('every validator returns a result for any JavaScript value (null, numbers, objects…)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expectWellFormed(validateNir(value, value));
        expectWellFormed(validateNir(value, value, { monaco: true }));
        expectWellFormed(validateIban(value));
        expectWellFormed(validateBic(value));
        expectWellFormed(validateIbanLastFour(value));
        expectWellFormed(validatePassword(value));
        expectWellFormed(validateSameValue(value, 'x'));
        expectWellFormed(validatePasswordConfirmation(value, 'x'));
        expectWellFormed(validateEmail(value));
        expectWellFormed(validatePersonName(value));
        expectWellFormed(validateBirthDate(value, { today }));
        expectWellFormed(validatePostalCode(value));
        expectWellFormed(validateSecurityCode(value));
        expectWellFormed(validateCombinedLength([value], 5));
      }),
      { numRuns: 2_000 },
    );
  });

  it('handles a one-million-character input without throwing', () => {
    const huge = 'A'.repeat(1_000_000);
    for (const [, run] of VALIDATORS) expectWellFormed(run(huge));
    expect(validateEmail('a'.repeat(500_000) + '@' + 'b'.repeat(500_000))).toHaveLength(1);
  });
});

/** Independent reference: BigInt over the whole number (the validator reduces digit by digit). */
function referenceKey(body: string): number {
  const department = body.slice(5, 7);
  const digits =
    department === '2A'
      ? body.slice(0, 5) + '19' + body.slice(7)
      : department === '2B'
        ? body.slice(0, 5) + '18' + body.slice(7)
        : body;
  return 97 - Number(BigInt(digits) % 97n);
}

const twoDigits = (min: number, max: number): fc.Arbitrary<string> =>
  fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));

/** A well-formed NIR body: sex, year, month 01-12 or 20-99, department 01-99/2A/2B, commune, order. */
const nirBody: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('1', '2'),
    twoDigits(0, 99),
    fc.oneof(twoDigits(1, 12), twoDigits(20, 99)),
    fc.oneof(twoDigits(1, 99), fc.constantFrom('2A', '2B')),
    fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
  )
  .map((parts) => parts.join(''));

describe('NIR key property', () => {
  it('accepts a generated valid body with its computed key and rejects every other key 00..99', () => {
    const allKeys = Array.from({ length: 100 }, (_, key) => String(key).padStart(2, '0'));
    fc.assert(
      fc.property(nirBody, (body) => {
        expect(validateNir(body)).toEqual([]);
        const outcome = allKeys.map((typed) => validateNir(body, typed, { keyRequired: true }));
        const accepted = allKeys.filter((_, index) => outcome[index]?.length === 0);
        const rejectedAsMismatch = outcome.filter(
          (result) => result.length === 1 && result[0]?.code === 'NIR.KEY_MISMATCH',
        ).length;
        expect(accepted).toEqual([String(referenceKey(body)).padStart(2, '0')]);
        expect(rejectedAsMismatch).toBe(99);
      }),
      RUNS,
    );
  });

  it('accepts any Monaco entry of up to 11 digits without a key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
        expect(validateNir(digits, undefined, { monaco: true })).toEqual([]);
      }),
      RUNS,
    );
  });
});
