import type {
  CatalogueMessage,
  ForgotPasswordFormConfig,
  ForgotPasswordFormField,
  ForgotPasswordFormValues,
} from '@portail/domain';
import { dangerToastCatalogue, forgotPasswordFormLayout, validateForgotPasswordForm } from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import { failureToast } from './failure-toast.ts';
import type { InvalidFormOutcome } from './form-outcome.ts';
import { invalidFormOutcome } from './form-outcome.ts';
import type { UseCaseClock } from './use-case-clock.ts';
import { todayOf } from './use-case-clock.ts';
import type { NavigateIntent } from './use-case-intents.ts';
import { USE_CASE_ROUTES, navigateTo } from './use-case-intents.ts';

export interface RequestPasswordResetCommand {
  readonly values: ForgotPasswordFormValues;
  /** isCheckBirthdayForgotPasswordActivated: the birth date is asked and sent. */
  readonly settings: ForgotPasswordFormConfig;
}

export type RequestPasswordResetOutcome =
  | InvalidFormOutcome<ForgotPasswordFormField>
  /** 'La demande de réinitialisation du mot de passe a échoué.' */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage }
  /** Always forgot-password-confirmation (same answer whether or not the account exists). */
  | { readonly kind: 'requested'; readonly next: NavigateIntent };

/** Forgot password (spec §2 forgot-password, §5): identifier, plus the birth date when configured. */
export class RequestPasswordReset {
  constructor(
    private readonly identity: Pick<IdentityPort, 'forgotPassword'>,
    private readonly clock: UseCaseClock,
  ) {}

  async execute(command: RequestPasswordResetCommand): Promise<RequestPasswordResetOutcome> {
    const { values, settings } = command;
    const invalid = invalidFormOutcome(
      validateForgotPasswordForm(values, settings, { today: todayOf(this.clock) }),
    );
    if (invalid !== undefined) return invalid;
    const withBirthDate = forgotPasswordFormLayout(settings).birthDateVisible;
    const result = await this.identity.forgotPassword({
      userName: (values.userName ?? '').trim(),
      dateNaissance: withBirthDate ? (values.dateNaissance ?? '').trim() : '',
    });
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.passwordResetRequestFailed, result.error),
      };
    }
    return { kind: 'requested', next: navigateTo(USE_CASE_ROUTES.forgotPasswordConfirmation) };
  }
}
