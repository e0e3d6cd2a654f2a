import type { FormIssues } from './form-issues.ts';
import { validatePassword } from './password.validator.ts';
import { validatePasswordConfirmation } from './same-value.validator.ts';

export type ResetPasswordFormField = 'password' | 'confirmPassword';

export interface ResetPasswordFormValues {
  readonly password?: string | null | undefined;
  readonly confirmPassword?: string | null | undefined;
}

/** Reset-password rules (spec §5 "the same rule applies on reset"): password + identical confirmation. */
export function validateResetPasswordForm(
  values: ResetPasswordFormValues,
  config: { readonly passwordRequiredLength?: number | undefined } = {},
): FormIssues<ResetPasswordFormField> {
  return {
    password: validatePassword(values.password, { minLength: config.passwordRequiredLength }),
    confirmPassword: validatePasswordConfirmation(values.confirmPassword, values.password),
  };
}
