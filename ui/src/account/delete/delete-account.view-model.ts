import type { DeleteAccount, NavigationPort } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  SecurityCodeDialogEvents,
  SecurityCodeDialogViewModel,
  SecurityCodeRequest,
} from '../../dialogs/security-code/security-code-dialog.view-model.ts';

export interface DeleteAccountDeps {
  readonly deleteAccount: Pick<DeleteAccount, 'execute'>;
  readonly codeDialog: (
    request: SecurityCodeRequest,
    events: SecurityCodeDialogEvents,
  ) => SecurityCodeDialogViewModel;
  readonly smsEnabled: () => boolean;
  readonly navigation: Pick<NavigationPort, 'redirect'>;
  readonly notify: (message: CatalogueMessage) => void;
}

/**
 * « Supprimer mon espace »: the current password, then — when the server says double authentication is on —
 * a security code (VERIFY_AMF) before the deletion is asked again; success leaves for delete-user-confirmation.
 */
export class DeleteAccountViewModel {
  password = '';
  passwordError: string | null = null;
  submitting = false;
  deleted = false;
  dialog: SecurityCodeDialogViewModel | null = null;

  constructor(private readonly deps: DeleteAccountDeps) {
    makeAutoObservable<DeleteAccountViewModel, 'deps'>(this, { deps: false, dialog: observableRef });
  }

  setPassword(value: string): void {
    this.password = value;
    this.passwordError = null;
  }

  async submit(): Promise<void> {
    if (this.submitting || this.deleted) return;
    this.submitting = true;
    const outcome = await this.deps.deleteAccount.execute(this.password);
    runInAction(() => {
      this.submitting = false;
      switch (outcome.kind) {
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
