import { catalogueMessage, successToastCatalogue } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ConfirmEmailUseCase,
  RedirectTarget,
  ResendActivationUseCase,
} from '../../app/platform/account-recovery.use-cases.ts';
import type { FlowEffects } from '../../app/platform/flow-effects.ts';
import { redirectTo, showCatalogueToast } from '../../app/platform/flow-effects.ts';

export interface ConfirmEmailDeps {
  readonly confirmEmail: ConfirmEmailUseCase;
  readonly resendActivation: ResendActivationUseCase;
  readonly effects: FlowEffects;
}

export type ConfirmEmailStatus = 'confirming' | 'confirmed' | 'failed';

/** Project wording: the spec asks for "success text" without giving it. */
export const EMAIL_CONFIRMED_TEXT =
  'Votre adresse e-mail a bien été confirmée. Vous pouvez dès à présent vous connecter à votre espace adhérent.';

/**
 * confirm-email?code&userId (spec §2, §8): the link is confirmed once. Success: the text and a login
 * button. Failure: the error, then 'Recevoir un nouveau lien' (resend activation) while the account is not
 * confirmed, or the login button when it already is.
 */
export class ConfirmEmailViewModel {
  status: ConfirmEmailStatus = 'confirming';
  errorMessage = '';
  /** What the failure screen offers. */
  followUp: 'resend-activation' | 'login' | null = null;
  resending = false;
  /** A new link was sent: the button is not offered again. */
  resent = false;
  private login: RedirectTarget | null = null;
  private userId = '';
  private started = false;

  constructor(private readonly deps: ConfirmEmailDeps) {
    makeAutoObservable<ConfirmEmailViewModel, 'deps' | 'login' | 'userId' | 'started'>(this, {
      deps: false,
      login: false,
      userId: false,
      started: false,
    });
  }

  /** Confirms the link once (the screen may mount twice in development; a link works only once). */
  async load(code: string | null, userId: string | null): Promise<void> {
    if (this.started) return;
    this.started = true;
    const outcome = await this.deps.confirmEmail.execute({ code, userId });
    runInAction(() => {
      if (outcome.kind === 'confirmed') {
        this.login = outcome.login;
        this.status = 'confirmed';
        // The address confirmed is now the login (a change asked from « Mon compte »): spec §8 success toast.
        showCatalogueToast(this.deps.effects.toasts, catalogueMessage(successToastCatalogue.loginChanged));
        return;
      }
      this.errorMessage = outcome.message;
      if (outcome.followUp.kind === 'login') {
        this.login = outcome.followUp.login;
        this.followUp = 'login';
      } else {
        this.userId = outcome.followUp.userId;
        this.followUp = 'resend-activation';
      }
      this.status = 'failed';
    });
  }

  /** 'Recevoir un nouveau lien': a new activation mail; toast of success or failure. */
  async resendActivation(): Promise<void> {
    if (this.resending || this.followUp !== 'resend-activation') return;
    this.resending = true;
    const outcome = await this.deps.resendActivation.execute({ userId: this.userId });
    runInAction(() => {
      this.resending = false;
      if (outcome.kind === 'resent') this.resent = true;
      showCatalogueToast(this.deps.effects.toasts, outcome.toast);
    });
  }

  /** The login button: the browser goes to the identity login endpoint. */
  goToLogin(): void {
    if (this.login !== null) redirectTo(this.deps.effects, this.login);
  }
}
