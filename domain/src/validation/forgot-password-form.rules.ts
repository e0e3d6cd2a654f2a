import type { ClientConfiguration } from '../entities/client-configuration.entity.ts';
import type { ForgotPassword } from '../entities/forgot-password.entity.ts';
import { valid } from '../result.ts';
import { validateBirthDate } from './birth-date.validator.ts';
import type { FormIssues } from './form-issues.ts';
import { validateRequired } from './required.rule.ts';

export type ForgotPasswordFormField = keyof ForgotPassword;

export type ForgotPasswordFormValues = {
  readonly [K in ForgotPasswordFormField]?: ForgotPassword[K] | null | undefined;
};

export type ForgotPasswordFormConfig = Pick<ClientConfiguration, 'isCheckBirthdayForgotPasswordActivated'>;

export interface ForgotPasswordFormContext {
  /** The caller's clock, for "birth date not after today". */
  readonly today: Date;
}

export interface ForgotPasswordFormLayout {
  /** The birth-date field is shown (and required) only when the birthday check is on. */
  readonly birthDateVisible: boolean;
}

export function forgotPasswordFormLayout(config: ForgotPasswordFormConfig): ForgotPasswordFormLayout {
  return { birthDateVisible: config.isCheckBirthdayForgotPasswordActivated === true };
}

/**
 * Forgot-password rules (spec §5): the login identifier is required (no e-mail format check: an
 * existing login may predate e-mail identifiers, and the server answers the same either way); the
 * birth date is required and checked only when isCheckBirthdayForgotPasswordActivated.
 */
export function validateForgotPasswordForm(
  values: ForgotPasswordFormValues,
  config: ForgotPasswordFormConfig,
  context: ForgotPasswordFormContext,
): FormIssues<ForgotPasswordFormField> {
  return {
    userName: validateRequired(values.userName),
    dateNaissance: forgotPasswordFormLayout(config).birthDateVisible
      ? validateBirthDate(values.dateNaissance, { today: context.today })
      : valid,
  };
}
