import { describe, expect, it } from 'vitest';
import { passwordRuleChecks } from './password-rule-checks.ts';
import { validatePassword } from './password.validator.ts';

describe('password rule checks (live hint)', () => {
  it('says which parts of the rule a value meets', () => {
    expect(passwordRuleChecks('abcD', 8)).toEqual([
      { label: '8 caractères minimum', met: false },
      { label: 'une minuscule', met: true },
      { label: 'une majuscule', met: true },
      { label: 'un chiffre', met: false },
      { label: 'un caractère spécial', met: false },
    ]);
  });

  it('uses the configured length', () => {
    expect(passwordRuleChecks('Abcdef#12', 12)[0]).toEqual({ label: '12 caractères minimum', met: false });
  });

  it('agrees with validatePassword: every part met exactly when the password is valid', () => {
    for (const value of [
      'Nouveau#2026',
      'nouveau#2026',
      'Nouveau2026',
      'Nv#1',
      'Éléphant#2026',
      'ÉLÉPHANT#2026',
    ]) {
      const allMet = passwordRuleChecks(value).every((check) => check.met);
      expect(allMet, value).toBe(validatePassword(value).length === 0);
    }
  });
});
