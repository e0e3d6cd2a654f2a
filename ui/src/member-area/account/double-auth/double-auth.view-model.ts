import type { LoadAccountProfile } from '@portail/application';
import type { CatalogueMessage, SecurityCodeOperationType } from '@portail/domain';
import { validateFrenchMobile } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  SecurityCodeDialogEvents,
  SecurityCodeDialogViewModel,
  SecurityCodeRequest,
} from '../../../widgets/security-code-dialog/security-code-dialog.view-model.ts';

export interface DoubleAuthDeps {
  readonly loadProfile: Pick<LoadAccountProfile, 'execute'>;
  readonly codeDialog: (
    request: SecurityCodeRequest,
    events: SecurityCodeDialogEvents,
  ) => SecurityCodeDialogViewModel;
  /** Client configuration amfSmsActivated. */
  readonly smsEnabled: () => boolean;
  readonly notify: (message: CatalogueMessage) => void;
}

/** The phone form is open to turn double authentication on, or to change its phone. */
export type PhoneOperation = Extract<SecurityCodeOperationType, 'ACTIVATE_AMF' | 'MODIFY_TEL_AMF'>;

/**
 * « Double authentification »: on (a French mobile, then the ACTIVATE_AMF code sent by SMS to that mobile),
 * change of phone (MODIFY_TEL_AMF, same proof), off (DESACTIVATE_AMF, code required). The server stores the
 * number once its code is verified; the screen reads the state again after each change. Toasts come from the
 * code verification (spec §4).
 */
export class DoubleAuthViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  enabled = false;
  maskedPhone: string | null = null;
  phoneOperation: PhoneOperation | null = null;
  phone = '';
  phoneTouched = false;
  dialog: SecurityCodeDialogViewModel | null = null;

  constructor(private readonly deps: DoubleAuthDeps) {
    makeAutoObservable<DoubleAuthViewModel, 'deps'>(this, { deps: false, dialog: observableRef });
  }

  async load(): Promise<void> {
    const outcome = await this.deps.loadProfile.execute();
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.enabled = outcome.value.doubleAuthentification;
      this.maskedPhone = outcome.value.telephone;
      this.status = 'loaded';
    });
  }

  /** The tenant sends no SMS: codes go by e-mail and a new number cannot be proven (it stays unconfirmed). */
  get codesByMail(): boolean {
    return !this.deps.smsEnabled();
  }

  get phoneError(): string | null {
    return this.phoneTouched ? (validateFrenchMobile(this.phone)[0]?.message ?? null) : null;
  }

  /** Opens the phone form ('Activer' or 'Changer de numéro'). */
  askPhone(operation: PhoneOperation): void {
    this.phoneOperation = operation;
    this.phone = '';
    this.phoneTouched = false;
  }

  cancelPhone(): void {
    this.phoneOperation = null;
  }

  setPhone(value: string): void {
    this.phone = value;
  }

  touchPhone(): void {
    this.phoneTouched = true;
  }

  /** A valid phone: the code is sent (ACTIVATE_AMF / MODIFY_TEL_AMF) and checked with the phone. */
  submitPhone(): void {
    this.phoneTouched = true;
    if (this.phoneOperation === null || this.phoneError !== null) return;
    this.openDialog(this.phoneOperation, this.phone.trim());
  }

  /** 'Désactiver': the code (DESACTIVATE_AMF) is required. */
  turnOff(): void {
    this.openDialog('DESACTIVATE_AMF', undefined);
  }

  /** The dialog finished closing. */
  dialogClosed(): void {
    this.dialog = null;
  }

  private openDialog(operation: SecurityCodeOperationType, newAmfTel: string | undefined): void {
    const dialog = this.deps.codeDialog(
      {
        operation,
        preferredSendType: 'SMS',
        smsEnabled: this.deps.smsEnabled(),
        maskedPhone: this.maskedPhone ?? undefined,
        ...(newAmfTel === undefined ? {} : { newAmfTel }),
      },
      {
        verified: () => {
          runInAction(() => (this.phoneOperation = null));
          void this.load();
        },
      },
    );
    this.dialog = dialog;
    void dialog.open();
  }
}
