import { describe, expect, it } from 'vitest';
import type { Consent } from '../entities/consent.entity.ts';
import { activationFormLayout, validateActivationForm } from './activation-form.rules.ts';
import { isFormValid } from './form-issues.ts';

const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);
const passwords = { password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
const consent = (accepted: boolean | null): Consent => ({ nom: 'newsletter', libelle: 'Lettre', accepted });

describe('validateActivationForm', () => {
  it('asks only for the password and its confirmation for a self-registered account', () => {
    expect(activationFormLayout({ createdByAdmin: false })).toEqual({
      passwordVisible: true,
      termsVisible: false,
      consentsVisible: false,
    });
    const issues = validateActivationForm(
      { ...passwords, CGU: false, consentements: [consent(null)] },
      {
        createdByAdmin: false,
      },
    );
    expect(isFormValid(issues)).toBe(true);
  });

  it('asks no password when the member chose it at registration (issue 22 #2)', () => {
    const context = { createdByAdmin: false, passwordChosenAtRegistration: true };
    expect(activationFormLayout(context)).toEqual({
      passwordVisible: false,
      termsVisible: false,
      consentsVisible: false,
    });
    expect(isFormValid(validateActivationForm({ password: '', confirmPassword: '' }, context))).toBe(true);
  });

  it('checks the password rule with the configured length and the confirmation', () => {
    const issues = validateActivationForm(
      { password: 'Abcdef1!', confirmPassword: 'Abcdef1?' },
      { createdByAdmin: false, passwordRequiredLength: 9 },
    );
    expect(codes(issues.password)).toEqual(['PASSWORD.WEAK']);
    expect(codes(issues.confirmPassword)).toEqual(['PASSWORD.CONFIRMATION_MISMATCH']);
  });

  it('requires the terms and an answer to every consent for an account created by an admin', () => {
    expect(activationFormLayout({ createdByAdmin: true })).toEqual({
      passwordVisible: true,
      termsVisible: true,
      consentsVisible: true,
    });
    const missing = validateActivationForm(
      { ...passwords, CGU: false, consentements: [consent(true), consent(null)] },
      { createdByAdmin: true },
    );
    expect(missing.CGU).toEqual([{ code: 'ACTIVATION.TERMS_REQUIRED', message: '* saisie obligatoire' }]);
    expect(codes(missing.consentements)).toEqual(['ACTIVATION.CONSENT_UNANSWERED']);

    const answered = validateActivationForm(
      { ...passwords, CGU: true, consentements: [consent(true), consent(false)] },
      { createdByAdmin: true },
    );
    expect(isFormValid(answered)).toBe(true);
  });

  it('treats a missing consent list as nothing to answer and a null entry as unanswered', () => {
    expect(
      validateActivationForm({ ...passwords, CGU: true }, { createdByAdmin: true }).consentements,
    ).toEqual([]);
    const withNull = validateActivationForm(
      { ...passwords, CGU: true, consentements: [null as unknown as Consent] },
      { createdByAdmin: true },
    );
    expect(codes(withNull.consentements)).toEqual(['ACTIVATION.CONSENT_UNANSWERED']);
  });
});
