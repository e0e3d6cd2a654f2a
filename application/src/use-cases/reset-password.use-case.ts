import type { CatalogueMessage, ResetPasswordFormField, ResetPasswordFormValues } from '@portail/domain';
import {
  catalogueMessage,
  dangerToastCatalogue,
  flowErrorCatalogue,
  isResetInvalidTokenData,
  validateResetPasswordForm,
} from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import type { LinkToken } from './check-token.use-case.ts';
import { failureToast } from './failure-toast.ts';
import type { InvalidFormOutcome, ServerFieldIssues } from './form-outcome.ts';
import { invalidFormOutcome, serverFieldIssues } from './form-outcome.ts';
import type { NavigateIntent } from './use-case-intents.ts';
import { USE_CASE_ROUTES, navigateTo } from './use-case-intents.ts';

const RESET_FIELDS: readonly ResetPasswordFormField[] = ['password', 'confirmPassword'];

export interface ResetPasswordCommand {
  readonly values: ResetPasswordFormValues;
  /** From a valid CheckToken outcome (purpose ResetPassword). */
  readonly token: LinkToken;
  readonly settings: { readonly passwordRequiredLength?: number | undefined };
}

export type ResetPasswordOutcome =
  | InvalidFormOutcome<ResetPasswordFormField>
  /** The link is no longer valid (error data 'InvalidToken'): reset-password-error. */
  | { readonly kind: 'invalid-token'; readonly message: CatalogueMessage; readonly next: NavigateIntent }
  /** 'La réinitialisation du mot de passe a échoué.' */
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly fieldIssues: ServerFieldIssues<ResetPasswordFormField>;
    }
  | { readonly kind: 'reset'; readonly next: NavigateIntent };

/** New password from a reset link (spec §2 reset-password, §5 same rule as registration, §8 InvalidToken). */
export class ResetPassword {
  constructor(private readonly identity: Pick<IdentityPort, 'resetPassword'>) {}

  async execute(command: ResetPasswordCommand): Promise<ResetPasswordOutcome> {
    const { values, token, settings } = command;
    const invalid = invalidFormOutcome(validateResetPasswordForm(values, settings));
    if (invalid !== undefined) return invalid;
    const result = await this.identity.resetPassword({
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      code: token.code,
      userId: token.userId,
    });
    if (result.ok) return { kind: 'reset', next: navigateTo(USE_CASE_ROUTES.resetPasswordConfirmation) };
    if (isResetInvalidTokenData(result.error.server?.data)) {
      return {
        kind: 'invalid-token',
        message: catalogueMessage(flowErrorCatalogue.resetInvalidToken),
        next: navigateTo(USE_CASE_ROUTES.resetPasswordError),
      };
    }
    return {
      kind: 'failed',
      toast: failureToast(dangerToastCatalogue.passwordResetFailed, result.error),
      fieldIssues: serverFieldIssues(result.error, RESET_FIELDS),
    };
  }
}
