import { NIR_FORMAT_MESSAGE, NIR_KEY_MISMATCH_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { NirInputViewModel } from './nir-input.view-model.ts';

describe('NIR input view-model', () => {
  it('keeps digits and 2A/2B letters, uppercased, at most 13 characters', () => {
    const nir = new NirInputViewModel();
    nir.setNumber('1 85 02 2a 123 456 789');
    expect(nir.number).toBe('185022A123456');
    expect(nir.nir).toBe('185022A123456');
  });

  it('resets the number and key when switching to Monaco, where only 11 digits are kept', () => {
    const nir = new NirInputViewModel({ withKey: true });
    nir.setNumber('1850275123456');
    nir.setKey('12');
    nir.setMode('monaco');
    expect([nir.number, nir.key]).toEqual(['', '']);
    expect(nir.maxLength).toBe(11);
    nir.setNumber('12a3456789012345');
    expect(nir.number).toBe('12345678901');
  });

  it('sends 98 followed by the Monaco digits padded to 11', () => {
    const nir = new NirInputViewModel();
    nir.setMode('monaco');
    nir.setNumber('12345');
    expect(nir.nir).toBe('9800000012345');
  });

  it('reports the domain issues: required, format, key mismatch', () => {
    const nir = new NirInputViewModel({ required: true, withKey: true });
    expect(nir.issues.map((issue) => issue.message)).toEqual([REQUIRED_FIELD_MESSAGE]);
    nir.setNumber('3850275123456');
    expect(nir.issues.map((issue) => issue.message)).toEqual([NIR_FORMAT_MESSAGE]);
    nir.setNumber('1850275123456');
    nir.setKey('00');
    expect(nir.issues.map((issue) => issue.message)).toEqual([NIR_KEY_MISMATCH_MESSAGE]);
  });

  it('splits the issues between the number and the key fields', () => {
    const nir = new NirInputViewModel({ withKey: true });
    nir.setNumber('1850275123456');
    nir.setKey('1');
    expect(nir.numberIssues).toEqual([]);
    expect(nir.keyIssues.map((issue) => issue.code)).toEqual(['NIR.KEY_FORMAT']);
  });

  it('ignores the key when the key field is not shown', () => {
    const nir = new NirInputViewModel({ withKey: false });
    nir.setNumber('1850275123456');
    nir.setKey('00');
    expect(nir.issues).toEqual([]);
  });

  it('keeps only two digits in the key', () => {
    const nir = new NirInputViewModel({ withKey: true });
    nir.setKey('9x87');
    expect(nir.key).toBe('98');
  });
});
