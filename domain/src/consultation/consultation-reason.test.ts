import { describe, expect, it } from 'vitest';
import { CONSULTATION_REASON_MESSAGES, checkConsultationReason } from './consultation-reason.ts';

describe('checkConsultationReason', () => {
  it('accepts a category with a free text of at least 10 characters, trimmed', () => {
    expect(
      checkConsultationReason({ categorie: 'appel-adherent', motif: '  Ne reçoit pas le mail  ' }),
    ).toEqual({
      ok: true,
      value: { categorie: 'appel-adherent', motif: 'Ne reçoit pas le mail', ticket: null },
    });
  });

  it('accepts a ticket number instead of the text', () => {
    expect(checkConsultationReason({ categorie: 'remboursement', ticket: 'INC-20431' })).toEqual({
      ok: true,
      value: { categorie: 'remboursement', motif: null, ticket: 'INC-20431' },
    });
  });

  it('refuses a text of 9 characters without a ticket', () => {
    expect(checkConsultationReason({ categorie: 'autre', motif: '123456789' })).toEqual({
      ok: false,
      errors: { motif: CONSULTATION_REASON_MESSAGES.motif },
    });
  });

  it('refuses a ticket without a digit, and an unknown category', () => {
    expect(checkConsultationReason({ categorie: 'curiosite', ticket: 'ABCD' })).toEqual({
      ok: false,
      errors: {
        categorie: CONSULTATION_REASON_MESSAGES.categorie,
        motif: CONSULTATION_REASON_MESSAGES.ticket,
      },
    });
  });

  it('refuses a text over 500 characters', () => {
    const check = checkConsultationReason({ categorie: 'autre', motif: 'x'.repeat(501) });
    expect(check).toEqual({ ok: false, errors: { motif: CONSULTATION_REASON_MESSAGES.motifTooLong } });
  });
});
