import { describe, expect, it } from 'vitest';
import { forgotPasswordFormLayout, validateForgotPasswordForm } from './forgot-password-form.rules.ts';

const today = new Date(2025, 5, 15);
const codes = (result: readonly { code: string }[]): string[] => result.map((i) => i.code);
const off = { isCheckBirthdayForgotPasswordActivated: false };
const on = { isCheckBirthdayForgotPasswordActivated: true };

describe('validateForgotPasswordForm', () => {
  it('requires the identifier', () => {
    expect(codes(validateForgotPasswordForm({ userName: ' ' }, off, { today }).userName)).toEqual([
      'FIELD.REQUIRED',
    ]);
    expect(validateForgotPasswordForm({ userName: 'jean@example.fr' }, off, { today }).userName).toEqual([]);
  });

  it('ignores the birth date when the birthday check is off', () => {
    expect(forgotPasswordFormLayout(off).birthDateVisible).toBe(false);
    expect(
      validateForgotPasswordForm({ userName: 'x', dateNaissance: '' }, off, { today }).dateNaissance,
    ).toEqual([]);
  });

  it('requires a valid past birth date when the birthday check is on', () => {
    expect(forgotPasswordFormLayout(on).birthDateVisible).toBe(true);
    expect(codes(validateForgotPasswordForm({ userName: 'x' }, on, { today }).dateNaissance)).toEqual([
      'BIRTH_DATE.REQUIRED',
    ]);
    expect(
      codes(
        validateForgotPasswordForm({ userName: 'x', dateNaissance: '31/02/1980' }, on, { today })
          .dateNaissance,
      ),
    ).toEqual(['BIRTH_DATE.INVALID']);
    expect(validateForgotPasswordForm({ userName: 'x', dateNaissance: '28/02/1980' }, on, { today })).toEqual(
      {
        userName: [],
        dateNaissance: [],
      },
    );
  });
});
