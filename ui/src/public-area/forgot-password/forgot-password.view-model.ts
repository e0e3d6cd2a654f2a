import type { ForgotPasswordFormField, FormIssues } from '@portail/domain';
import { forgotPasswordFormLayout, validateForgotPasswordForm } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountSettings } from '../account-recovery/account-settings.ts';
import type { RequestPasswordResetUseCase } from '../../app/platform/account-recovery.use-cases.ts';
import { FormFeedback } from '../../widgets/form-feedback/form-feedback.ts';
import type { FlowEffects } from '../../app/platform/flow-effects.ts';
import { navigateTo, showCatalogueToast } from '../../app/platform/flow-effects.ts';
import { DatePickerViewModel } from '../../widgets/date-picker/date-picker.view-model.ts';

export interface ForgotPasswordDeps {
  readonly requestPasswordReset: RequestPasswordResetUseCase;
  readonly settings: AccountSettings;
  readonly effects: FlowEffects;
  readonly today: () => Date;
}

/**
 * forgot-password (spec §2, §5): the login identifier, plus the birth date (date picker, not after today)
 * when isCheckBirthdayForgotPasswordActivated. The request always leads to forgot-password-confirmation
 * (same answer whether or not an account exists).
 */
export class ForgotPasswordViewModel {
  userName = '';
  readonly birthDate: DatePickerViewModel;
  submitting = false;
  ready = false;
  readonly feedback = new FormFeedback<ForgotPasswordFormField>();
  private started = false;

  constructor(private readonly deps: ForgotPasswordDeps) {
    this.birthDate = new DatePickerViewModel({ maxDate: deps.today(), today: deps.today });
    makeAutoObservable<ForgotPasswordViewModel, 'deps' | 'started'>(this, {
      deps: false,
      started: false,
      birthDate: false,
    });
  }

  get birthDateVisible(): boolean {
    return forgotPasswordFormLayout(this.config).birthDateVisible;
  }

  private get config() {
    return {
      isCheckBirthdayForgotPasswordActivated:
        this.deps.settings.configuration?.isCheckBirthdayForgotPasswordActivated ?? false,
    };
  }

  get issues(): FormIssues<ForgotPasswordFormField> {
    return validateForgotPasswordForm(
      { userName: this.userName, dateNaissance: this.birthDate.text },
      this.config,
      { today: this.deps.today() },
    );
  }

  get userNameError(): string | null {
    return this.feedback.errorOf('userName', this.issues.userName);
  }

  get birthDateError(): string | null {
    return this.feedback.errorOf('dateNaissance', this.issues.dateNaissance, this.birthDate.touched);
  }

  get summary(): string | null {
    const pending = Object.values(this.issues).some((result) => result.length > 0);
    return pending ? this.feedback.summary : null;
  }

  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.deps.settings.ensureLoaded();
    runInAction(() => (this.ready = true));
  }

  setUserName(value: string): void {
    this.userName = value;
  }

  touchUserName(): void {
    this.feedback.touch('userName');
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    this.feedback.startSubmission();
    this.submitting = true;
    const outcome = await this.deps.requestPasswordReset.execute({
      values: { userName: this.userName, dateNaissance: this.birthDate.text },
      settings: this.config,
    });
    runInAction(() => {
      this.submitting = false;
      if (outcome.kind === 'invalid') this.feedback.refused(outcome.summary);
      else if (outcome.kind === 'failed') showCatalogueToast(this.deps.effects.toasts, outcome.toast);
      else navigateTo(this.deps.effects.navigation, outcome.next);
    });
  }
}
