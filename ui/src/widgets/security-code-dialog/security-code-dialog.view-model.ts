import type { SecurityCodeOperationType, SecurityCodeSendType } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  SendSecurityCodeUseCase,
  VerifySecurityCodeUseCase,
} from '../../app/platform/account-recovery.use-cases.ts';
import type { CancellableTask, FlowEffects } from '../../app/platform/flow-effects.ts';
import { redirectTo, showCatalogueToast } from '../../app/platform/flow-effects.ts';
import { SecurityCodeInputViewModel } from '../security-code-input/security-code-input.view-model.ts';

export interface SecurityCodeRequest {
  readonly operation: SecurityCodeOperationType;
  /** Identifies the user of an unauthenticated operation (forgot-login: the login of the pre-check). */
  readonly username?: string | undefined;
  /** SMS when the phone is confirmed (pre-check sendType), MAIL otherwise. */
  readonly preferredSendType: SecurityCodeSendType;
  /** Client configuration amfSmsActivated. */
  readonly smsEnabled: boolean;
  /** Masked phone shown in the text when the code goes by SMS. */
  readonly maskedPhone?: string | undefined;
  /** The phone the code activates (ACTIVATE_AMF, MODIFY_TEL_AMF): the code is sent to it, then checked with it. */
  readonly newAmfTel?: string | undefined;
}

export interface SecurityCodeDialogDeps {
  readonly sendSecurityCode: SendSecurityCodeUseCase;
  readonly verifySecurityCode: VerifySecurityCodeUseCase;
  readonly effects: FlowEffects;
}

/** What the dialog tells its opener. */
export interface SecurityCodeDialogEvents {
  /** The code was verified (and stored as the current security code). */
  verified(): void;
  /** The dialog closed without a verified code (cancel, or a sending failure). */
  closed?(): void;
}

/** Project wording (the spec names the channels, not the sentence). */
export function securityCodeSentText(
  sendType: SecurityCodeSendType,
  maskedPhone: string | undefined,
): string {
  if (sendType === 'SMS') {
    const phone = maskedPhone?.trim() ?? '';
    return phone === ''
      ? 'Un code de sécurité à 6 chiffres vient de vous être envoyé par SMS.'
      : `Un code de sécurité à 6 chiffres vient de vous être envoyé par SMS au ${phone}.`;
  }
  return 'Un code de sécurité à 6 chiffres vient de vous être envoyé par e-mail.';
}

/**
 * The 6-digit multi-factor code modal (spec §4, §5, §8): the code is sent when the modal opens (SMS if the
 * phone is confirmed and SMS enabled, else mail; a forbidden phone switches to mail with a notice); a resend
 * link ('Un code de sécurité vient d'être renvoyé.'); the six cells accept a paste. A sending failure
 * toasts 'L'envoi du code de sécurité a échoué.', closes the modal and, when a logoutUrl came back,
 * redirects there 3 s later.
 */
export class SecurityCodeDialogViewModel {
  status: 'sending' | 'ready' | 'closed' = 'sending';
  sendType: SecurityCodeSendType;
  notice: string | null = null;
  /** Text given by the server with the code, when any. */
  serverContent: string | null = null;
  /** Message under the cells: invalid code, refused code, missing user. */
  error: string | null = null;
  verifying = false;
  resending = false;
  readonly code = new SecurityCodeInputViewModel();
  private redirect: CancellableTask | undefined;

  constructor(
    private readonly deps: SecurityCodeDialogDeps,
    readonly request: SecurityCodeRequest,
    private readonly events: SecurityCodeDialogEvents,
  ) {
    this.sendType = request.preferredSendType === 'SMS' && request.smsEnabled ? 'SMS' : 'MAIL';
    makeAutoObservable<SecurityCodeDialogViewModel, 'deps' | 'events' | 'redirect'>(this, {
      deps: false,
      events: false,
      redirect: false,
      request: false,
      code: false,
    });
  }

  get sentText(): string {
    return this.serverContent ?? securityCodeSentText(this.sendType, this.request.maskedPhone);
  }

  get isOpen(): boolean {
    return this.status !== 'closed';
  }

  /** Sends the first code (the modal has just opened). */
  async open(): Promise<void> {
    await this.send(false);
  }

  async resend(): Promise<void> {
    if (this.resending || this.status !== 'ready') return;
    this.resending = true;
    this.code.reset();
    this.error = null;
    await this.send(true);
    runInAction(() => (this.resending = false));
  }

  async verify(): Promise<void> {
    if (this.verifying || this.status !== 'ready') return;
    this.verifying = true;
    const outcome = await this.deps.verifySecurityCode.execute({
      cells: this.code.cells,
      operation: this.request.operation,
      username: this.request.username,
      newAmfTel: this.request.newAmfTel,
    });
    runInAction(() => {
      this.verifying = false;
      switch (outcome.kind) {
        case 'invalid':
          this.error = outcome.issues.securityCode[0]?.message ?? outcome.summary;
          return;
        case 'missing-user':
          this.error = outcome.message.message;
          return;
        case 'rejected':
          this.error = outcome.message;
          this.code.reset();
          return;
        case 'verified':
          if (outcome.toast !== undefined) showCatalogueToast(this.deps.effects.toasts, outcome.toast);
          this.status = 'closed';
          this.events.verified();
      }
    });
  }

  /** 'Annuler' or Escape. */
  cancel(): void {
    if (this.status === 'closed') return;
    this.status = 'closed';
    this.events.closed?.();
  }

  /** Calls off a pending logout redirect (the screen is left). */
  dispose(): void {
    this.redirect?.cancel();
  }

  private async send(resend: boolean): Promise<void> {
    const outcome = await this.deps.sendSecurityCode.execute({
      operation: this.request.operation,
      username: this.request.username,
      preferredSendType: this.request.preferredSendType,
      smsEnabled: this.request.smsEnabled,
      resend,
      newAmfTel: this.request.newAmfTel,
    });
    runInAction(() => {
      if (this.status === 'closed') return;
      switch (outcome.kind) {
        case 'missing-user':
          this.error = outcome.message.message;
          this.status = 'ready';
          return;
        case 'sent':
          this.sendType = outcome.sendType;
          this.notice = outcome.notice ?? null;
          this.serverContent = outcome.content ?? null;
          if (outcome.toast !== undefined) showCatalogueToast(this.deps.effects.toasts, outcome.toast);
          this.status = 'ready';
          return;
        case 'failed':
          showCatalogueToast(this.deps.effects.toasts, outcome.toast);
          this.status = 'closed';
          if (outcome.redirect !== undefined) this.redirect = redirectTo(this.deps.effects, outcome.redirect);
          this.events.closed?.();
      }
    });
  }
}
