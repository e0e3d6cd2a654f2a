import { describe, expect, it } from 'vitest';
import {
  uploadFailureServerMessage,
  uploadFailureText,
  uploadFailureToast,
} from './upload-failure.message.ts';

describe('upload failure message (spec §8)', () => {
  it('prefers message, then Message, then the first of Messages', () => {
    expect(uploadFailureText({ message: 'a', Message: 'b', Messages: ['c'] })).toBe('a');
    expect(uploadFailureText({ Message: 'b', Messages: ['c'] })).toBe('b');
    expect(uploadFailureText({ Messages: ['c', 'd'] })).toBe('c');
  });

  it('skips blank or non-string candidates', () => {
    expect(uploadFailureText({ message: '  ', Message: 'Fichier trop gros' })).toBe('Fichier trop gros');
    expect(uploadFailureText({ message: 42, Messages: ['Format refusé'] })).toBe('Format refusé');
    expect(uploadFailureServerMessage({ Messages: [7, 'x'] })).toBeUndefined();
  });

  it("falls back to 'Une erreur est survenue' when the body carries no message", () => {
    for (const body of [undefined, null, 'texte brut', 500, {}, { Messages: [] }, { Messages: 'x' }]) {
      expect(uploadFailureText(body)).toBe('Une erreur est survenue');
    }
  });

  it('builds the TOAST.UPLOAD_FAILED danger toast', () => {
    expect(uploadFailureToast({ Message: 'Virus détecté' })).toEqual({
      code: 'TOAST.UPLOAD_FAILED',
      message: 'Virus détecté',
      severity: 'danger',
    });
  });
});
