/**
 * What the account-recovery view-models need from the application use cases: `Pick<UseCase, 'execute'>` of
 * the application's classes and their outcome types (imported, never copied), so the view-models are tested
 * with fakes and the composition root binds the real use cases.
 */
import type {
  ActivateAccount,
  ActivateAccountOutcome,
  ChangeLogin,
  ChangeLoginOutcome,
  CheckToken,
  CheckTokenOutcome,
  ConfirmEmail,
  ConfirmEmailOutcome,
  ForgotLoginFormIssueKey,
  ForgotUsernameForm,
  ForgotUsernamePrecheck,
  InvalidFormOutcome,
  LoadCmsBlock,
  LoadCmsBlockOutcome,
  NavigateIntent,
  PreCheckForgotLogin,
  PreCheckForgotLoginOutcome,
  RedirectIntent,
  RequestPasswordReset,
  RequestPasswordResetOutcome,
  ResendActivation,
  ResetPassword,
  ResetPasswordOutcome,
  SendSecurityCode,
  SendSecurityCodeOutcome,
  ServerFieldIssues,
  VerifySecurityCode,
  VerifySecurityCodeOutcome,
} from '@portail/application';

export type { ForgotLoginSettings, LinkToken } from '@portail/application';

export type NavigateTarget = NavigateIntent;
export type RedirectTarget = RedirectIntent;
export type InvalidForm<K extends string> = InvalidFormOutcome<K>;
export type ServerIssues<K extends string> = ServerFieldIssues<K>;

export type TokenCheckOutcome = CheckTokenOutcome;
export type CheckTokenUseCase = Pick<CheckToken, 'execute'>;
export type ActivateAccountResult = ActivateAccountOutcome;
export type ActivateAccountUseCase = Pick<ActivateAccount, 'execute'>;
export type ConfirmEmailResult = ConfirmEmailOutcome;
export type ConfirmEmailUseCase = Pick<ConfirmEmail, 'execute'>;
export type ResendActivationUseCase = Pick<ResendActivation, 'execute'>;
export type RequestPasswordResetResult = RequestPasswordResetOutcome;
export type RequestPasswordResetUseCase = Pick<RequestPasswordReset, 'execute'>;
export type ResetPasswordResult = ResetPasswordOutcome;
export type ResetPasswordUseCase = Pick<ResetPassword, 'execute'>;
export type ForgotLoginForm = ForgotUsernameForm;
export type ForgotLoginIssueKey = ForgotLoginFormIssueKey;
export type ForgotLoginPrecheck = ForgotUsernamePrecheck;
export type PreCheckForgotLoginResult = PreCheckForgotLoginOutcome;
export type PreCheckForgotLoginUseCase = Pick<PreCheckForgotLogin, 'execute'>;
export type SendSecurityCodeResult = SendSecurityCodeOutcome;
export type SendSecurityCodeUseCase = Pick<SendSecurityCode, 'execute'>;
export type VerifySecurityCodeResult = VerifySecurityCodeOutcome;
export type VerifySecurityCodeUseCase = Pick<VerifySecurityCode, 'execute'>;
export type ChangeLoginResult = ChangeLoginOutcome;
export type ChangeLoginUseCase = Pick<ChangeLogin, 'execute'>;
export type LoadCmsBlockResult = LoadCmsBlockOutcome;
export type LoadCmsBlockUseCase = Pick<LoadCmsBlock, 'execute'>;
