import type { FormIssues } from './form-issues.ts';
import { validatePassword } from './password.validator.ts';
import { validateRequired } from './required.rule.ts';
import { validatePasswordConfirmation } from './same-value.validator.ts';

export type ChangePasswordFormField = 'oldPassword' | 'password' | 'confirmPassword';

export interface ChangePasswordFormValues {
  readonly oldPassword?: string | null | undefined;
  readonly password?: string | null | undefined;
  readonly confirmPassword?: string | null | undefined;
}

/**
 * « Changer mon mot de passe »: the current password is required, the new one follows the password rule
 * (configured length) and its confirmation must be identical (spec §5 shared rules).
 */
export function validateChangePasswordForm(
  values: ChangePasswordFormValues,
  config: { readonly passwordRequiredLength?: number | undefined } = {},
): FormIssues<ChangePasswordFormField> {
  return {
    oldPassword: validateRequired(values.oldPassword),
    password: validatePassword(values.password, { minLength: config.passwordRequiredLength }),
    confirmPassword: validatePasswordConfirmation(values.confirmPassword, values.password),
  };
}
