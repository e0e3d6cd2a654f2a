import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { ForgotUsernameForm, ForgotUsernamePrecheck, IdentityPort } from '../ports/identity.port.ts';
import { failureToast } from './failure-toast.ts';
import type { ForgotLoginFormIssueKey, ForgotLoginSettings } from './forgot-login-form.ts';
import { forgotLoginPayload, validateForgotLoginForm } from './forgot-login-form.ts';
import type { InvalidFormOutcome } from './form-outcome.ts';
import { invalidFormOutcome } from './form-outcome.ts';
import type { UseCaseClock } from './use-case-clock.ts';
import { todayOf } from './use-case-clock.ts';

export interface PreCheckForgotLoginCommand {
  readonly form: ForgotUsernameForm;
  readonly settings: ForgotLoginSettings;
}

export interface ForgotLoginCheckedOutcome {
  readonly kind: 'checked';
  /** The form as sent (keep it for ChangeLogin). */
  readonly form: ForgotUsernameForm;
  readonly precheck: ForgotUsernamePrecheck;
  /**
   * 'security-code': show the 6-digit code modal first (then the info modal);
   * 'confirm-change': show the info modal (login will change, reactivation by the link sent).
   */
  readonly next: 'security-code' | 'confirm-change';
}

export type PreCheckForgotLoginOutcome =
  | InvalidFormOutcome<ForgotLoginFormIssueKey>
  /** 'Le changement d'identifiant a échoué.' */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage }
  | ForgotLoginCheckedOutcome;

/** First step of forgot-login (spec §4): validate the identity, then ask whether a security code is needed. */
export class PreCheckForgotLogin {
  constructor(
    private readonly identity: Pick<IdentityPort, 'preForgotUsername'>,
    private readonly clock: UseCaseClock,
  ) {}

  async execute(command: PreCheckForgotLoginCommand): Promise<PreCheckForgotLoginOutcome> {
    const { form, settings } = command;
    const invalid = invalidFormOutcome(validateForgotLoginForm(form, settings, todayOf(this.clock)));
    if (invalid !== undefined) return invalid;
    const payload = forgotLoginPayload(form, settings);
    const result = await this.identity.preForgotUsername(payload);
    if (!result.ok) {
      return { kind: 'failed', toast: failureToast(dangerToastCatalogue.loginChangeFailed, result.error) };
    }
    return {
      kind: 'checked',
      form: payload,
      precheck: result.value,
      next: result.value.isUserAmfAuthorized ? 'security-code' : 'confirm-change',
    };
  }
}
