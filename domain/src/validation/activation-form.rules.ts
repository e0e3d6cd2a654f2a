import type { Activation } from '../entities/activation.entity.ts';
import type { Consent } from '../entities/consent.entity.ts';
import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import type { FormIssues } from './form-issues.ts';
import { validatePassword } from './password.validator.ts';
import { REQUIRED_FIELD_MESSAGE } from './required.rule.ts';
import { validatePasswordConfirmation } from './same-value.validator.ts';

export type ActivationFormField = 'password' | 'confirmPassword' | 'CGU' | 'consentements';

export type ActivationFormValues = {
  readonly [K in ActivationFormField]?: Activation[K] | null | undefined;
};

export interface ActivationFormContext {
  /** The account was created by an admin: terms and consents are added to the form (spec §2, §6). */
  readonly createdByAdmin: boolean;
  /** PortalConfig.passwordRequiredLength; default 8. */
  readonly passwordRequiredLength?: number | undefined;
  /**
   * The member chose the password in « Créer mon espace » (issue 22 #2): the activation asks none and keeps
   * that one. Default false: an account created by an administrator has no password until its activation.
   */
  readonly passwordChosenAtRegistration?: boolean | undefined;
}

export interface ActivationFormLayout {
  /** The password and its confirmation are asked (not when chosen at registration). */
  readonly passwordVisible: boolean;
  readonly termsVisible: boolean;
  readonly consentsVisible: boolean;
}

/**
 * Project wording (issue 22 #2): the activation of a self-registered account says which password is expected —
 * the one chosen in « Créer mon espace », kept; the activation mail says it too.
 */
export const PASSWORD_CHOSEN_AT_REGISTRATION_TEXT =
  "Pour vous connecter, vous utiliserez votre adresse e-mail et le mot de passe choisi lors de votre demande de création d'espace.";

export const ACTIVATION_TERMS_REQUIRED_ISSUE: ValidationIssue = issue(
  'ACTIVATION.TERMS_REQUIRED',
  REQUIRED_FIELD_MESSAGE,
);
/** Project wording: the spec says consents must be answered without giving a message. */
export const CONSENT_UNANSWERED_MESSAGE = 'Merci de répondre à chacun des consentements.';
export const CONSENT_UNANSWERED_ISSUE: ValidationIssue = issue(
  'ACTIVATION.CONSENT_UNANSWERED',
  CONSENT_UNANSWERED_MESSAGE,
);

export function activationFormLayout(
  context: Pick<ActivationFormContext, 'createdByAdmin' | 'passwordChosenAtRegistration'>,
): ActivationFormLayout {
  const added = context.createdByAdmin === true;
  return {
    passwordVisible: context.passwordChosenAtRegistration !== true,
    termsVisible: added,
    consentsVisible: added,
  };
}

/** Every consent has an answer (accepted or refused); a refusal is a valid answer. */
function validateConsentAnswers(consents: readonly Consent[] | null | undefined): ValidationResult {
  if (!Array.isArray(consents)) return valid;
  const answered = (consent: Consent | null | undefined): boolean => typeof consent?.accepted === 'boolean';
  return consents.every(answered) ? valid : [CONSENT_UNANSWERED_ISSUE];
}

/**
 * Activation rules (spec §2, §5, §6): a new password and its identical confirmation, unless the member chose the
 * password at registration (issue 22 #2); when the account was created by an admin, the terms must be accepted
 * and every consent answered.
 */
export function validateActivationForm(
  values: ActivationFormValues,
  context: ActivationFormContext,
): FormIssues<ActivationFormField> {
  const layout = activationFormLayout(context);
  return {
    password: layout.passwordVisible
      ? validatePassword(values.password, { minLength: context.passwordRequiredLength })
      : valid,
    confirmPassword: layout.passwordVisible
      ? validatePasswordConfirmation(values.confirmPassword, values.password)
      : valid,
    CGU: layout.termsVisible && values.CGU !== true ? [ACTIVATION_TERMS_REQUIRED_ISSUE] : valid,
    consentements: layout.consentsVisible ? validateConsentAnswers(values.consentements) : valid,
  };
}
