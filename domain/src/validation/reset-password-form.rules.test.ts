import { describe, expect, it } from 'vitest';
import { validateResetPasswordForm } from './reset-password-form.rules.ts';

describe('validateResetPasswordForm', () => {
  it('applies the password rule and the identical-confirmation rule', () => {
    expect(validateResetPasswordForm({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual({
      password: [],
      confirmPassword: [],
    });
    const issues = validateResetPasswordForm({ password: 'Abcdef1!', confirmPassword: 'Abcdef1' });
    expect(issues.confirmPassword[0]?.message).toBe("Merci de saisir les mots de passe à l'identique.");
    expect(issues.password).toEqual([]);
  });

  it('uses the configured minimum length', () => {
    const issues = validateResetPasswordForm(
      { password: 'Abcdef1!', confirmPassword: 'Abcdef1!' },
      { passwordRequiredLength: 12 },
    );
    expect(issues.password.map((i) => i.code)).toEqual(['PASSWORD.WEAK']);
  });

  it('requires both fields', () => {
    const issues = validateResetPasswordForm({});
    expect(issues.password.map((i) => i.code)).toEqual(['FIELD.REQUIRED']);
    expect(issues.confirmPassword.map((i) => i.code)).toEqual(['FIELD.REQUIRED']);
  });
});
