import type { LoginLinkViewModel } from './login-link.view-model.ts';
import type { LazyViewModelFactory } from '../../app/platform/use-lazy-view-model.ts';
import type { ActivateUserViewModel } from '../activate-user/activate-user.view-model.ts';
import type { ConfirmEmailViewModel } from '../confirm-email/confirm-email.view-model.ts';
import type { ForgotPasswordViewModel } from '../forgot-password/forgot-password.view-model.ts';
import type { ForgotUsernameViewModel } from '../forgot-username/forgot-username.view-model.ts';
import type { ResetPasswordViewModel } from '../reset-password/reset-password.view-model.ts';
import { serviceToken } from '../../app/platform/service-token.ts';

/**
 * View-model factories of the account-recovery screens (activation, e-mail confirmation, forgotten password
 * or login, password reset). Each call gives a fresh view-model; the lazy ones download their code and use
 * cases with the screen.
 */
export const ACTIVATE_USER_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<ActivateUserViewModel>>('ActivateUserViewModel');
export const CONFIRM_EMAIL_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<ConfirmEmailViewModel>>('ConfirmEmailViewModel');
export const FORGOT_PASSWORD_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<ForgotPasswordViewModel>>('ForgotPasswordViewModel');
export const RESET_PASSWORD_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<ResetPasswordViewModel>>('ResetPasswordViewModel');
export const FORGOT_USERNAME_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<ForgotUsernameViewModel>>('ForgotUsernameViewModel');
/** The 'Se connecter' button of activate-user-confirmation and reset-password-confirmation. */
export const LOGIN_LINK_VIEW_MODEL =
  serviceToken<LazyViewModelFactory<LoginLinkViewModel>>('LoginLinkViewModel');
