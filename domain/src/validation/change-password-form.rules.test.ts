import { describe, expect, it } from 'vitest';
import { validateChangePasswordForm } from './change-password-form.rules.ts';

describe('change-password form rules', () => {
  it('requires the current password and applies the password and same-value rules', () => {
    const issues = validateChangePasswordForm({
      oldPassword: '',
      password: 'faible',
      confirmPassword: 'autre',
    });
    expect(issues.oldPassword).toHaveLength(1);
    expect(issues.password[0]?.message).toBe(
      'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    );
    expect(issues.confirmPassword[0]?.message).toBe("Merci de saisir les mots de passe à l'identique.");
  });

  it('accepts a strong new password typed twice', () => {
    const issues = validateChangePasswordForm(
      { oldPassword: 'Ancien#2024', password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' },
      { passwordRequiredLength: 10 },
    );
    expect(Object.values(issues).flat()).toEqual([]);
  });

  it('refuses the current password as the new one (PASSWORD.SAME_AS_CURRENT)', () => {
    const issues = validateChangePasswordForm({
      oldPassword: 'Portail#2025',
      password: 'Portail#2025',
      confirmPassword: 'Portail#2025',
    });
    expect(issues.password).toEqual([
      {
        code: 'PASSWORD.SAME_AS_CURRENT',
        message: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
      },
    ]);
  });

  it('uses the configured minimum length', () => {
    const issues = validateChangePasswordForm(
      { oldPassword: 'x', password: 'Court#12', confirmPassword: 'Court#12' },
      { passwordRequiredLength: 12 },
    );
    expect(issues.password).toHaveLength(1);
  });
});
