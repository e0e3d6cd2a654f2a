import type { ActivationFormField, Consent, FormIssues } from '@portail/domain';
import { activationFormLayout, validateActivationForm } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountSettings } from '../account-recovery/account-settings.ts';
import type {
  ActivateAccountUseCase,
  CheckTokenUseCase,
  LinkToken,
  LoadCmsBlockUseCase,
  NavigateTarget,
} from '../../app/platform/account-recovery.use-cases.ts';
import { CmsTextViewModel } from '../cms-text/cms-text.view-model.ts';
import { FormFeedback } from '../../widgets/form-feedback/form-feedback.ts';
import type { FlowEffects } from '../../app/platform/flow-effects.ts';
import { navigateTo, routeOf, showCatalogueToast } from '../../app/platform/flow-effects.ts';

/** CMS block of the dematerialisation popup (reference seed). */
export const DEMAT_POPUP_BLOCK = 'Popup_Demat';

/** Project wording, shown when the CMS block cannot be loaded (the spec names the popup without its text). */
export const DEMAT_POPUP_FALLBACK = Object.freeze({
  title: 'Dématérialisation',
  paragraphs: ['Vos relevés de prestations vous seront désormais adressés par e-mail.'],
});

export interface ActivateUserDeps {
  readonly checkToken: CheckTokenUseCase;
  readonly activateAccount: ActivateAccountUseCase;
  readonly loadCmsBlock: LoadCmsBlockUseCase;
  readonly settings: AccountSettings;
  readonly effects: FlowEffects;
}

/** checking the link → invalid link text, or the set-password form. */
export type ActivateUserStatus = 'checking' | 'invalid-link' | 'form';

/**
 * activate-user?code&userId (spec §2, §4, §6): the link's token is checked, then the new password and its
 * confirmation are asked — plus the terms and every consent when an administrator created the account.
 * On success the dematerialisation popup comes first (admin-created account, dematCreationCompte on),
 * then activate-user-confirmation.
 */
export class ActivateUserViewModel {
  status: ActivateUserStatus = 'checking';
  invalidLinkMessage = '';
  /** The forgot-password route offered under the invalid-link text. */
  recoveryRoute = 'forgot-password';
  password = '';
  confirmPassword = '';
  cgu = false;
  consents: Consent[] = [];
  isCreatedByAdmin = false;
  submitting = false;
  /** The dematerialisation popup, shown after an activation when due. */
  dematPopup: CmsTextViewModel | null = null;
  readonly feedback = new FormFeedback<ActivationFormField>();
  private token: LinkToken | null = null;
  private next: NavigateTarget | null = null;
  private started = false;

  constructor(private readonly deps: ActivateUserDeps) {
    makeAutoObservable<ActivateUserViewModel, 'deps' | 'token' | 'next' | 'started'>(this, {
      deps: false,
      dematPopup: true,
      token: false,
      next: false,
      started: false,
    });
  }

  /** PortalConfig.passwordRequiredLength (rule hint and checks). */
  get passwordRequiredLength(): number | undefined {
    return this.deps.settings.passwordRequiredLength;
  }

  get layout() {
    return activationFormLayout({
      createdByAdmin: this.isCreatedByAdmin,
      passwordChosenAtRegistration: !this.isCreatedByAdmin,
    });
  }

  get issues(): FormIssues<ActivationFormField> {
    return validateActivationForm(
      {
        password: this.password,
        confirmPassword: this.confirmPassword,
        CGU: this.cgu,
        consentements: this.consents,
      },
      {
        createdByAdmin: this.isCreatedByAdmin,
        passwordRequiredLength: this.deps.settings.passwordRequiredLength,
        passwordChosenAtRegistration: !this.isCreatedByAdmin,
      },
    );
  }

  errorOf(field: ActivationFormField): string | null {
    return this.feedback.errorOf(field, this.issues[field]);
  }

  /** The summary, while the refused form still has issues. */
  get summary(): string | null {
    const pending = Object.values(this.issues).some((result) => result.length > 0);
    return pending ? this.feedback.summary : null;
  }

  /** A consent left unanswered after a submission (its radio group is marked invalid). */
  isConsentMissing(nom: string): boolean {
    const consent = this.consents.find((item) => item.nom === nom);
    return this.errorOf('consentements') !== null && consent?.accepted === null;
  }

  /** Checks the link once (the screen may mount twice in development). */
  async load(code: string | null, userId: string | null): Promise<void> {
    if (this.started) return;
    this.started = true;
    const [outcome] = await Promise.all([
      this.deps.checkToken.execute({ purpose: 'Confirmation', code, userId }),
      this.deps.settings.ensureLoaded(),
    ]);
    runInAction(() => {
      if (outcome.kind === 'invalid-link') {
        this.invalidLinkMessage = outcome.message.message;
        this.recoveryRoute = routeOf(outcome.recovery);
        this.status = 'invalid-link';
        return;
      }
      this.token = outcome.token;
      this.isCreatedByAdmin = outcome.isCreatedByAdmin;
      this.consents = outcome.layout.consentsVisible
        ? outcome.consentements.map((consent) => ({ ...consent, accepted: consent.accepted }))
        : [];
      this.status = 'form';
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

  setCgu(accepted: boolean): void {
    this.cgu = accepted;
    this.feedback.touch('CGU');
    this.feedback.changed('CGU');
  }

  answerConsent(nom: string, accepted: boolean): void {
    this.consents = this.consents.map((consent) =>
      consent.nom === nom ? { ...consent, accepted } : consent,
    );
    this.feedback.changed('consentements');
  }

  touch(field: ActivationFormField): void {
    this.feedback.touch(field);
  }

  async submit(): Promise<void> {
    if (this.submitting || this.token === null) return;
    this.feedback.startSubmission();
    this.submitting = true;
    const outcome = await this.deps.activateAccount.execute({
      values: {
        password: this.password,
        confirmPassword: this.confirmPassword,
        CGU: this.cgu,
        consentements: this.consents,
      },
      token: this.token,
      isCreatedByAdmin: this.isCreatedByAdmin,
      settings: {
        fonctionnalites: this.deps.settings.configuration?.fonctionnalites ?? { dematCreationCompte: false },
        passwordRequiredLength: this.deps.settings.passwordRequiredLength,
      },
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
        case 'activated':
          this.feedback.clearSummary();
          this.next = outcome.next;
          if (outcome.showDematPopup) this.openDematPopup();
          else navigateTo(this.deps.effects.navigation, outcome.next);
      }
    });
  }

  /** The dematerialisation popup was closed: on to the confirmation route. */
  closeDematPopup(): void {
    if (this.dematPopup === null) return;
    this.dematPopup = null;
    if (this.next !== null) navigateTo(this.deps.effects.navigation, this.next);
  }

  private openDematPopup(): void {
    const popup = new CmsTextViewModel(
      this.deps.loadCmsBlock,
      this.deps.effects,
      DEMAT_POPUP_BLOCK,
      DEMAT_POPUP_FALLBACK,
    );
    this.dematPopup = popup;
    void popup.load();
  }
}
