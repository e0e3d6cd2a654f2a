import type { IdentityPort } from '../ports/identity.port.ts';
import type { PortError } from '../ports/port-error.ts';
import type { RedirectIntent } from './use-case-intents.ts';
import { redirectTo } from './use-case-intents.ts';

export interface ConfirmEmailCommand {
  /** Query parameters of the confirm-email link. */
  readonly code: string | null | undefined;
  readonly userId: string | null | undefined;
}

/** What the failure screen offers: a new activation link (account not yet confirmed) or the login. */
export type ConfirmEmailFollowUp =
  | { readonly kind: 'resend-activation'; readonly userId: string }
  | { readonly kind: 'login'; readonly login: RedirectIntent };

export interface EmailConfirmedOutcome {
  readonly kind: 'confirmed';
  /** The login button: the browser goes to the identity login endpoint. */
  readonly login: RedirectIntent;
}

export interface EmailConfirmationFailedOutcome {
  readonly kind: 'failed';
  /** The server's message, or the default text of the HTTP status. */
  readonly message: string;
  readonly followUp: ConfirmEmailFollowUp;
  /** undefined when the link lacked its parameters (nothing was sent). */
  readonly error: PortError | undefined;
}

export type ConfirmEmailOutcome = EmailConfirmedOutcome | EmailConfirmationFailedOutcome;

/** Project wording: the link has no code or no user (the spec only says the confirmation fails). */
export const CONFIRM_EMAIL_INCOMPLETE_LINK_MESSAGE =
  "Ce lien de confirmation est incomplet. Merci d'utiliser le lien reçu par e-mail.";

/**
 * E-mail confirmation (spec §2 confirm-email, §8): a failure carries isAccountConfirmed; an account not
 * yet confirmed (or when the server does not say) is offered 'Recevoir un nouveau lien', a confirmed one
 * the login button.
 */
export class ConfirmEmail {
  /** @param loginCallbackUrl where the login page sends the member after sign-in (the member area). */
  constructor(
    private readonly identity: Pick<IdentityPort, 'confirmEmail' | 'loginUrl'>,
    private readonly loginCallbackUrl?: string,
  ) {}

  async execute(command: ConfirmEmailCommand): Promise<ConfirmEmailOutcome> {
    const code = command.code?.trim() ?? '';
    const userId = command.userId?.trim() ?? '';
    const login = redirectTo(this.identity.loginUrl(this.loginCallbackUrl));
    if (code === '' || userId === '') {
      const followUp: ConfirmEmailFollowUp =
        userId === '' ? { kind: 'login', login } : { kind: 'resend-activation', userId };
      return { kind: 'failed', message: CONFIRM_EMAIL_INCOMPLETE_LINK_MESSAGE, followUp, error: undefined };
    }
    const result = await this.identity.confirmEmail({ code, userId });
    if (result.ok) return { kind: 'confirmed', login };
    const followUp: ConfirmEmailFollowUp =
      result.error.server?.isAccountConfirmed === true
        ? { kind: 'login', login }
        : { kind: 'resend-activation', userId };
    return { kind: 'failed', message: result.error.message, followUp, error: result.error };
  }
}
