import type { DeleteAccount, NavigationPort } from '@portail/application';
import { CONFIRM_IDENTITY_URL } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  SecurityCodeDialogEvents,
  SecurityCodeDialogViewModel,
  SecurityCodeRequest,
} from '../../../widgets/security-code-dialog/security-code-dialog.view-model.ts';

export interface DeleteAccountDeps {
  readonly deleteAccount: Pick<DeleteAccount, 'execute' | 'executeConfirmedByProvider'>;
  readonly codeDialog: (
    request: SecurityCodeRequest,
    events: SecurityCodeDialogEvents,
  ) => SecurityCodeDialogViewModel;
  readonly smsEnabled: () => boolean;
  readonly navigation: Pick<NavigationPort, 'redirect'>;
  readonly notify: (message: CatalogueMessage) => void;
  /** Members sign in through the insurer's provider: no local password, a fresh sign-in there instead. */
  readonly externalProvider?: boolean;
  /** Back from that fresh sign-in (the route says `identite=confirmee`). */
  readonly identityConfirmed?: boolean;
}

/** Project wording: the confirmation at the provider is older than the server allows (5 minutes). */
export const IDENTITY_CONFIRMATION_EXPIRED =
  'Votre confirmation d’identité a expiré. Confirmez-la à nouveau pour supprimer votre espace.';

/**
 * « Supprimer mon espace »: the current password, then — when the server says double authentication is on —
 * a security code (VERIFY_AMF) before the deletion is asked again; success leaves for delete-user-confirmation.
 * With an external identity provider: « Confirmer mon identité » (a fresh sign-in at the provider, which brings
 * the member back here), then the deletion without any password.
 */
export class DeleteAccountViewModel {
  password = '';
  passwordError: string | null = null;
  submitting = false;
  deleted = false;
  dialog: SecurityCodeDialogViewModel | null = null;
  readonly externalProvider: boolean;
  identityConfirmed: boolean;
  /** Why the identity must be confirmed again. */
  confirmationError: string | null = null;

  constructor(private readonly deps: DeleteAccountDeps) {
    this.externalProvider = deps.externalProvider === true;
    this.identityConfirmed = this.externalProvider && deps.identityConfirmed === true;
    makeAutoObservable<DeleteAccountViewModel, 'deps'>(this, { deps: false, dialog: observableRef });
  }

  /** External provider: leaves for the provider's sign-in page, which brings the member back here. */
  confirmIdentity(): void {
    this.deps.navigation.redirect(CONFIRM_IDENTITY_URL);
  }

  setPassword(value: string): void {
    this.password = value;
    this.passwordError = null;
  }

  async submit(): Promise<void> {
    if (this.submitting || this.deleted) return;
    if (this.externalProvider && !this.identityConfirmed) return this.confirmIdentity();
    this.submitting = true;
    const outcome = this.externalProvider
      ? await this.deps.deleteAccount.executeConfirmedByProvider()
      : await this.deps.deleteAccount.execute(this.password);
    runInAction(() => {
      this.submitting = false;
      switch (outcome.kind) {
        case 'identity-confirmation-required':
          this.identityConfirmed = false;
          this.confirmationError = IDENTITY_CONFIRMATION_EXPIRED;
          return;
        case 'invalid':
          this.passwordError = outcome.message;
          return;
        case 'failed':
          this.passwordError = outcome.passwordError;
          this.deps.notify(outcome.toast);
          return;
        case 'security-code-required':
          this.openCodeDialog();
          return;
        case 'deleted':
          this.deleted = true;
          this.deps.navigation.redirect(outcome.redirect.url);
      }
    });
  }

  dialogClosed(): void {
    this.dialog = null;
  }

  private openCodeDialog(): void {
    const dialog = this.deps.codeDialog(
      { operation: 'VERIFY_AMF', preferredSendType: 'SMS', smsEnabled: this.deps.smsEnabled() },
      { verified: () => void this.submit() },
    );
    this.dialog = dialog;
    void dialog.open();
  }
}
