import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDatePickerConstraints } from './date-constraints.ts';
import { validateDatePickerInput } from './date-picker-validation.ts';

const constraints = createDatePickerConstraints({
  minDate: new Date(2024, 0, 10),
  maxDate: new Date(2024, 11, 20),
  disabledDates: [new Date(2024, 4, 1)],
});

describe('validateDatePickerInput', () => {
  it('accepts a blank value and an enabled day', () => {
    expect(validateDatePickerInput('', constraints)).toEqual([]);
    expect(validateDatePickerInput('   ', constraints)).toEqual([]);
    expect(validateDatePickerInput('15/06/2024', constraints)).toEqual([]);
  });

  it('reports an invalid date', () => {
    expect(validateDatePickerInput('31/02/2024', constraints)).toEqual([
      { code: 'DATE.INVALID', message: 'La date doit être une date valide au format JJ/MM/AAAA.' },
    ]);
    expect(validateDatePickerInput('12/03', constraints)[0]?.code).toBe('DATE.INVALID');
  });

  it('reports a date before the minimum or after the maximum with the limit', () => {
    expect(validateDatePickerInput('09/01/2024', constraints)).toEqual([
      { code: 'DATE.MIN_DATE', message: 'La date doit être postérieure ou égale au 10/01/2024.' },
    ]);
    expect(validateDatePickerInput('21/12/2024', constraints)).toEqual([
      { code: 'DATE.MAX_DATE', message: 'La date doit être antérieure ou égale au 20/12/2024.' },
    ]);
  });

  it('reports a disabled date', () => {
    expect(validateDatePickerInput('01/05/2024', constraints)).toEqual([
      { code: 'DATE.DISABLED_DATE', message: "Cette date n'est pas sélectionnable." },
    ]);
  });

  it('is total on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const result = validateDatePickerInput(text, constraints);
        return Array.isArray(result) && result.length <= 1;
      }),
      { numRuns: 10_000 },
    );
  });
});
