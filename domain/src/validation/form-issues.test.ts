import { describe, expect, it } from 'vitest';
import { formSummaryMessage, invalidFormFields, isFormValid } from './form-issues.ts';

describe('form issues', () => {
  const problem = { code: 'FIELD.REQUIRED', message: '* saisie obligatoire' };

  it('is valid when every field has an empty result', () => {
    expect(isFormValid({ a: [], b: [] })).toBe(true);
    expect(formSummaryMessage({ a: [], b: [] })).toBeUndefined();
    expect(invalidFormFields({ a: [], b: [] })).toEqual([]);
  });

  it('lists the invalid fields and gives the spec summary', () => {
    const issues = { a: [], b: [problem], c: [problem] };
    expect(isFormValid(issues)).toBe(false);
    expect(invalidFormFields(issues)).toEqual(['b', 'c']);
    expect(formSummaryMessage(issues)).toBe('Merci de renseigner toutes les données obligatoires.');
  });
});
