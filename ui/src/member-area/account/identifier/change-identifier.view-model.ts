import type { ChangeIdentifier, LoadAccountProfile } from '@portail/application';
import { newIdentifierIssue } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  SecurityCodeDialogEvents,
  SecurityCodeDialogViewModel,
  SecurityCodeRequest,
} from '../../../widgets/security-code-dialog/security-code-dialog.view-model.ts';

export interface ChangeIdentifierDeps {
  readonly loadProfile: Pick<LoadAccountProfile, 'execute'>;
  readonly changeIdentifier: Pick<ChangeIdentifier, 'execute'>;
  readonly codeDialog: (
    request: SecurityCodeRequest,
    events: SecurityCodeDialogEvents,
  ) => SecurityCodeDialogViewModel;
  readonly smsEnabled: () => boolean;
  readonly notify: (message: CatalogueMessage) => void;
}

/**
 * « Changer mon identifiant » (spec §4 flow): the new address; a security code first when double
 * authentication is on; the information modal (the login changes once the link mailed to the new address is
 * used); then the request. The typed address stays after a failure.
 */
export class ChangeIdentifierViewModel {
  currentLogin = '';
  doubleAuth = false;
  newLogin = '';
  error: string | null = null;
  infoOpen = false;
  submitting = false;
  /** The address a confirmation link was sent to (after success). */
  sentTo: string | null = null;
  dialog: SecurityCodeDialogViewModel | null = null;
  private codeVerified = false;

  constructor(private readonly deps: ChangeIdentifierDeps) {
    makeAutoObservable<ChangeIdentifierViewModel, 'deps' | 'codeVerified'>(this, {
      deps: false,
      codeVerified: false,
      dialog: observableRef,
    });
  }

  async load(): Promise<void> {
    const outcome = await this.deps.loadProfile.execute();
    if (outcome.kind === 'failed') return;
    runInAction(() => {
      this.currentLogin = outcome.value.email;
      this.doubleAuth = outcome.value.doubleAuthentification;
    });
  }

  setNewLogin(value: string): void {
    this.newLogin = value;
    this.error = null;
  }

  /** 'Valider': the address is checked, then the code (double authentication) or the information modal. */
  submit(): void {
    this.error = newIdentifierIssue(this.newLogin);
    if (this.error !== null) return;
    if (this.doubleAuth && !this.codeVerified) this.askCode();
    else this.infoOpen = true;
  }

  cancelInfo(): void {
    this.infoOpen = false;
  }

  /** 'Continuer' of the information modal. */
  async confirm(): Promise<void> {
    if (this.submitting) return;
    this.infoOpen = false;
    this.submitting = true;
    const outcome = await this.deps.changeIdentifier.execute(this.newLogin);
    runInAction(() => {
      this.submitting = false;
      this.codeVerified = false;
      if (outcome.kind === 'invalid') this.error = outcome.message;
      if (outcome.kind === 'security-code-required') this.askCode();
      if (outcome.kind === 'requested') {
        this.sentTo = this.newLogin.trim();
        this.newLogin = '';
      }
    });
    if (outcome.kind === 'failed' || outcome.kind === 'requested') this.deps.notify(outcome.toast);
  }

  dialogClosed(): void {
    this.dialog = null;
  }

  private askCode(): void {
    const dialog = this.deps.codeDialog(
      { operation: 'VERIFY_AMF', preferredSendType: 'SMS', smsEnabled: this.deps.smsEnabled() },
      {
        verified: () =>
          runInAction(() => {
            this.codeVerified = true;
            this.infoOpen = true;
          }),
      },
    );
    this.dialog = dialog;
    void dialog.open();
  }
}
