import { issue, type ValidationIssue, type ValidationResult } from '../result.ts';
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

/** Project wording (issue 22 #6): the spec does not say that the new password must differ. */
export const PASSWORD_SAME_AS_CURRENT_ISSUE: ValidationIssue = issue(
  'PASSWORD.SAME_AS_CURRENT',
  'Le nouveau mot de passe doit être différent du mot de passe actuel.',
);

/**
 * « Changer mon mot de passe »: the current password is required, the new one follows the password rule
 * (configured length), differs from the current one, and its confirmation must be identical (spec §5
 * shared rules).
 */
export function validateChangePasswordForm(
  values: ChangePasswordFormValues,
  config: { readonly passwordRequiredLength?: number | undefined } = {},
): FormIssues<ChangePasswordFormField> {
  return {
    oldPassword: validateRequired(values.oldPassword),
    password: newPasswordIssues(values, config.passwordRequiredLength),
    confirmPassword: validatePasswordConfirmation(values.confirmPassword, values.password),
  };
}

function newPasswordIssues(
  values: ChangePasswordFormValues,
  minLength: number | undefined,
): ValidationResult {
  const rule = validatePassword(values.password, { minLength });
  if (rule.length > 0) return rule;
  return values.password === values.oldPassword ? [PASSWORD_SAME_AS_CURRENT_ISSUE] : rule;
}
