import { describe, expect, it } from 'vitest';
import { FormFeedback } from './form-feedback.ts';

const ISSUE = [{ code: 'REQUIRED', message: '* saisie obligatoire' }];

describe('form feedback', () => {
  it('hides an issue until the field is touched or the form submitted', () => {
    const feedback = new FormFeedback<'a' | 'b'>();
    expect(feedback.errorOf('a', ISSUE)).toBeNull();
    feedback.touch('a');
    expect(feedback.errorOf('a', ISSUE)).toBe('* saisie obligatoire');
    expect(feedback.errorOf('b', ISSUE)).toBeNull();
    expect(feedback.errorOf('b', ISSUE, true)).toBe('* saisie obligatoire');
    feedback.startSubmission();
    expect(feedback.errorOf('b', ISSUE)).toBe('* saisie obligatoire');
    expect(feedback.attempt).toBe(1);
  });

  it("shows the server's issue until the field changes", () => {
    const feedback = new FormFeedback<'a' | 'b'>();
    feedback.rejectedByServer({ a: [{ code: 'SERVER', message: 'Refusé par le serveur' }], b: [] });
    expect(feedback.errorOf('a', [])).toBe('Refusé par le serveur');
    expect(feedback.hasServerIssue('b')).toBe(false);
    feedback.changed('a');
    expect(feedback.errorOf('a', [])).toBeNull();
  });

  it('keeps the summary of a refused submission until cleared', () => {
    const feedback = new FormFeedback<'a'>();
    feedback.refused('Merci de renseigner toutes les données obligatoires.');
    expect(feedback.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    feedback.clearSummary();
    expect(feedback.summary).toBeNull();
  });
});
