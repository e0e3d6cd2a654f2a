import { describe, expect, it } from 'vitest';
import { referenceDataCatalogue } from '../errors/reference-data.catalogue.ts';
import { referenceCodeIssue, referenceLabelIssue } from './reference-value.rules.ts';

describe('reference values: code and label rules', () => {
  it('accepts a code of letters, digits, « - » and « _ » and refuses an empty, accented or long one', () => {
    expect(referenceCodeIssue('CARTE_TP-2')).toBeNull();
    expect(referenceCodeIssue('  ')).toBe(referenceDataCatalogue.codeRequired);
    expect(referenceCodeIssue('ÉTÉ')).toBe(referenceDataCatalogue.codeInvalid);
    expect(referenceCodeIssue('A B')).toBe(referenceDataCatalogue.codeInvalid);
    expect(referenceCodeIssue('A'.repeat(41))).toBe(referenceDataCatalogue.codeInvalid);
  });

  it('accepts a label up to 120 characters and refuses an empty or longer one', () => {
    expect(referenceLabelIssue('Suisse')).toBeNull();
    expect(referenceLabelIssue('x'.repeat(120))).toBeNull();
    expect(referenceLabelIssue(' ')).toBe(referenceDataCatalogue.labelRequired);
    expect(referenceLabelIssue('x'.repeat(121))).toBe(referenceDataCatalogue.labelTooLong);
  });
});
