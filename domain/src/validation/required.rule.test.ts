import { describe, expect, it } from 'vitest';
import {
  isBlankValue,
  REQUIRED_FIELD_MESSAGE,
  REQUIRED_FIELDS_LEGEND,
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  validateRequired,
} from './required.rule.ts';

describe('required-field helper', () => {
  it('copies the spec strings verbatim', () => {
    expect(REQUIRED_FIELD_MESSAGE).toBe('* saisie obligatoire');
    expect(REQUIRED_FIELDS_SUMMARY_MESSAGE).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(REQUIRED_FIELDS_LEGEND).toBe('* Les champs signalés par un astérisque sont obligatoires');
  });

  it('treats null, undefined, blank text, an empty list and an unticked box as not entered', () => {
    for (const blank of [null, undefined, '', '  \t', [], false]) {
      expect(validateRequired(blank)).toEqual([{ code: 'FIELD.REQUIRED', message: '* saisie obligatoire' }]);
    }
    for (const entered of ['a', 0, true, ['x'], {}]) expect(validateRequired(entered)).toEqual([]);
    expect(isBlankValue(' x ')).toBe(false);
  });
});
