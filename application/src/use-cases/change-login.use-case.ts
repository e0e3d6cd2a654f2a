import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { ForgotUsernameForm, IdentityPort } from '../ports/identity.port.ts';
import type { SessionStoragePort } from '../ports/session-storage.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { failureToast } from './failure-toast.ts';
import type { ForgotLoginFormIssueKey, ForgotLoginSettings } from './forgot-login-form.ts';
import { forgotLoginPayload, validateForgotLoginForm } from './forgot-login-form.ts';
import type { InvalidFormOutcome } from './form-outcome.ts';
import { invalidFormOutcome } from './form-outcome.ts';
import type { UseCaseClock } from './use-case-clock.ts';
import { todayOf } from './use-case-clock.ts';
import type { NavigateIntent } from './use-case-intents.ts';
import { DISPLAY_EMAIL_SOURCES, USE_CASE_ROUTES, navigateTo } from './use-case-intents.ts';

export interface ChangeLoginCommand {
  /** The form of the pre-check. */
  readonly form: ForgotUsernameForm;
  readonly settings: ForgotLoginSettings;
  /** precheck.isUserAmfAuthorized: a verified security code must be stored. */
  readonly securityCodeRequired: boolean;
}

export type ChangeLoginOutcome =
  | InvalidFormOutcome<ForgotLoginFormIssueKey>
  /** No verified code is stored although the pre-check asked for one: show the code modal again. */
  | { readonly kind: 'security-code-required' }
  /** 'Le changement d'identifiant a échoué.' */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage }
  /** The new login awaits reactivation by the e-mailed link: display-email. */
  | { readonly kind: 'changed'; readonly next: NavigateIntent };

/**
 * Last step of forgot-login (spec §4): on Continue of the info modal the request is submitted with the
 * verified security code (stored by VerifySecurityCode), then display-email. The code is single-use: it is
 * forgotten once the login has changed.
 */
export class ChangeLogin {
  constructor(
    private readonly identity: Pick<IdentityPort, 'forgotUsername'>,
    private readonly storage: Pick<SessionStoragePort, 'get' | 'remove'>,
    private readonly clock: UseCaseClock,
  ) {}

  async execute(command: ChangeLoginCommand): Promise<ChangeLoginOutcome> {
    const { form, settings } = command;
    const invalid = invalidFormOutcome(validateForgotLoginForm(form, settings, todayOf(this.clock)));
    if (invalid !== undefined) return invalid;
    const storedCode = this.storage.get(SESSION_STORAGE_KEYS.securityCode);
    const securityCode = storedCode === undefined || storedCode === '' ? undefined : storedCode;
    if (command.securityCodeRequired && securityCode === undefined) return { kind: 'security-code-required' };
    const result = await this.identity.forgotUsername(forgotLoginPayload(form, settings), securityCode);
    if (!result.ok) {
      return { kind: 'failed', toast: failureToast(dangerToastCatalogue.loginChangeFailed, result.error) };
    }
    if (securityCode !== undefined) this.storage.remove(SESSION_STORAGE_KEYS.securityCode);
    return {
      kind: 'changed',
      next: navigateTo(USE_CASE_ROUTES.displayEmail, { source: DISPLAY_EMAIL_SOURCES.forgotUsername }),
    };
  }
}
