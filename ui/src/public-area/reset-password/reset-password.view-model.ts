import type { FormIssues, ResetPasswordFormField } from '@portail/domain';
import { validateResetPasswordForm } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountSettings } from '../account-recovery/account-settings.ts';
import type {
  CheckTokenUseCase,
  LinkToken,
  ResetPasswordUseCase,
} from '../../app/platform/account-recovery.use-cases.ts';
import { FormFeedback } from '../../widgets/form-feedback/form-feedback.ts';
import type { FlowEffects } from '../../app/platform/flow-effects.ts';
import { navigateTo, showCatalogueToast } from '../../app/platform/flow-effects.ts';

export interface ResetPasswordDeps {
  readonly checkToken: CheckTokenUseCase;
  readonly resetPassword: ResetPasswordUseCase;
  readonly settings: AccountSettings;
  readonly effects: FlowEffects;
}

/**
 * reset-password?code&userId (spec §2, §5, §8): the token is checked (a failure goes to
 * reset-password-error), then the new password and its confirmation; success goes to
 * reset-password-confirmation, an 'InvalidToken' answer to reset-password-error.
 */
export class ResetPasswordViewModel {
  status: 'checking' | 'form' | 'left' = 'checking';
  password = '';
  confirmPassword = '';
  submitting = false;
  readonly feedback = new FormFeedback<ResetPasswordFormField>();
  private token: LinkToken | null = null;
  private started = false;

  constructor(private readonly deps: ResetPasswordDeps) {
    makeAutoObservable<ResetPasswordViewModel, 'deps' | 'token' | 'started'>(this, {
      deps: false,
      token: false,
      started: false,
    });
  }

  /** PortalConfig.passwordRequiredLength (rule hint and checks). */
  get passwordRequiredLength(): number | undefined {
    return this.deps.settings.passwordRequiredLength;
  }

  get issues(): FormIssues<ResetPasswordFormField> {
    return validateResetPasswordForm(
      { password: this.password, confirmPassword: this.confirmPassword },
      { passwordRequiredLength: this.deps.settings.passwordRequiredLength },
    );
  }

  errorOf(field: ResetPasswordFormField): string | null {
    return this.feedback.errorOf(field, this.issues[field]);
  }

  get summary(): string | null {
    const pending = Object.values(this.issues).some((result) => result.length > 0);
    return pending ? this.feedback.summary : null;
  }

  async load(code: string | null, userId: string | null): Promise<void> {
    if (this.started) return;
    this.started = true;
    const [outcome] = await Promise.all([
      this.deps.checkToken.execute({ purpose: 'ResetPassword', code, userId }),
      this.deps.settings.ensureLoaded(),
    ]);
    runInAction(() => {
      if (outcome.kind === 'valid') {
        this.token = outcome.token;
        this.status = 'form';
        return;
      }
      this.status = 'left';
      navigateTo(
        this.deps.effects.navigation,
        outcome.next ?? { kind: 'navigate', route: 'reset-password-error' },
      );
    });
  }

  setPassword(value: string): void {
    this.password = value;
    this.feedback.changed('password');
  }

  setConfirmPassword(value: string): void {
    this.confirmPassword = value;
    this.feedback.changed('confirmPassword');
  }

  touch(field: ResetPasswordFormField): void {
    this.feedback.touch(field);
  }

  async submit(): Promise<void> {
    if (this.submitting || this.token === null) return;
    this.feedback.startSubmission();
    this.submitting = true;
    const outcome = await this.deps.resetPassword.execute({
      values: { password: this.password, confirmPassword: this.confirmPassword },
      token: this.token,
      settings: { passwordRequiredLength: this.deps.settings.passwordRequiredLength },
    });
    runInAction(() => {
      this.submitting = false;
      switch (outcome.kind) {
        case 'invalid':
          this.feedback.refused(outcome.summary);
          return;
        case 'failed':
          this.feedback.rejectedByServer(outcome.fieldIssues);
          showCatalogueToast(this.deps.effects.toasts, outcome.toast);
          return;
        case 'invalid-token':
        case 'reset':
          this.status = 'left';
          navigateTo(this.deps.effects.navigation, outcome.next);
      }
    });
  }
}
