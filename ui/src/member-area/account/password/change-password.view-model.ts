import type { ChangePassword } from '@portail/application';
import type {
  CatalogueMessage,
  ChangePasswordFormField,
  FormIssues,
  PasswordRuleCheck,
} from '@portail/domain';
import { passwordRuleChecks, validateChangePasswordForm } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormFeedback } from '../../../widgets/form-feedback/form-feedback.ts';

export interface ChangePasswordDeps {
  readonly changePassword: Pick<ChangePassword, 'execute'>;
  /** PortalConfig.passwordRequiredLength (undefined: the domain's 8). */
  readonly passwordRequiredLength: () => Promise<number | undefined>;
  readonly notify: (message: CatalogueMessage) => void;
}

/**
 * « Changer mon mot de passe »: current password, new password with the rule checked as it is typed, its
 * confirmation. Success empties the form; a failure keeps what was typed and shows the server's verdict.
 */
export class ChangePasswordViewModel {
  oldPassword = '';
  password = '';
  confirmPassword = '';
  submitting = false;
  passwordRequiredLength: number | undefined = undefined;
  /** Grows at each success (the screen moves the focus back to the first field). */
  successes = 0;
  feedback = new FormFeedback<ChangePasswordFormField>();

  constructor(private readonly deps: ChangePasswordDeps) {
    makeAutoObservable<ChangePasswordViewModel, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    const length = await this.deps.passwordRequiredLength();
    runInAction(() => (this.passwordRequiredLength = length));
  }

  get issues(): FormIssues<ChangePasswordFormField> {
    return validateChangePasswordForm(
      { oldPassword: this.oldPassword, password: this.password, confirmPassword: this.confirmPassword },
      { passwordRequiredLength: this.passwordRequiredLength },
    );
  }

  /** The parts of the password rule, met or not by the new password as typed. */
  get ruleChecks(): readonly PasswordRuleCheck[] {
    return passwordRuleChecks(this.password, this.passwordRequiredLength);
  }

  /** The confirmation is typed and equals the new password. */
  get confirmationMatches(): boolean {
    return this.confirmPassword !== '' && this.confirmPassword === this.password;
  }

  errorOf(field: ChangePasswordFormField): string | null {
    return this.feedback.errorOf(field, this.issues[field]);
  }

  get summary(): string | null {
    const pending = Object.values(this.issues).some((result) => result.length > 0);
    return pending ? this.feedback.summary : null;
  }

  set(field: ChangePasswordFormField, value: string): void {
    this[field] = value;
    this.feedback.changed(field);
  }

  touch(field: ChangePasswordFormField): void {
    this.feedback.touch(field);
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.feedback.startSubmission();
    this.submitting = true;
    const outcome = await this.deps.changePassword.execute({
      values: {
        oldPassword: this.oldPassword,
        password: this.password,
        confirmPassword: this.confirmPassword,
      },
      settings: { passwordRequiredLength: this.passwordRequiredLength },
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'invalid') {
        this.feedback.refused(outcome.summary);
        return;
      }
      if (outcome.kind === 'failed') {
        this.feedback.rejectedByServer(outcome.fieldIssues);
        return;
      }
      this.oldPassword = '';
      this.password = '';
      this.confirmPassword = '';
      this.feedback = new FormFeedback<ChangePasswordFormField>();
      this.successes += 1;
    });
    // A refusal the server placed on a field (a wrong current password) is said there, once: no toast besides.
    const onField =
      outcome.kind === 'failed' &&
      Object.values(outcome.fieldIssues).some((issues) => (issues?.length ?? 0) > 0);
    if (outcome.kind !== 'invalid' && !onField) this.deps.notify(outcome.toast);
  }
}
