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

  it('says to correct, not to fill in, when every required field is filled but some are invalid (issue 22 #15)', () => {
    const wrong = { code: 'IBAN.CHECKSUM', message: "La clé de contrôle de l'IBAN est incorrecte." };
    expect(formSummaryMessage({ a: [wrong], b: [] })).toBe('Merci de corriger les données signalées.');
    expect(formSummaryMessage({ a: [wrong], b: [problem] })).toBe(
      'Merci de renseigner toutes les données obligatoires.',
    );
  });
});
