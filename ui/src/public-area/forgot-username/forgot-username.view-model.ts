import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ChangeLoginUseCase,
  ForgotLoginForm,
  ForgotLoginPrecheck,
  ForgotLoginSettings,
  LoadCmsBlockUseCase,
  PreCheckForgotLoginUseCase,
} from '../../app/platform/account-recovery.use-cases.ts';
import type { FlowEffects } from '../../app/platform/flow-effects.ts';
import { navigateTo, showCatalogueToast } from '../../app/platform/flow-effects.ts';
import { CmsTextViewModel } from '../cms-text/cms-text.view-model.ts';
import type { SecurityCodeDialogViewModel } from '../../widgets/security-code-dialog/security-code-dialog.view-model.ts';
import {
  DEFAULT_IDENTITY_SETTINGS,
  IdentityFieldsViewModel,
} from '../../widgets/identity-fields/identity-fields.view-model.ts';
import type { ForgotUsernameCodeDeps } from './forgot-username-security-code.ts';
import { openForgotUsernameCode } from './forgot-username-security-code.ts';

export interface ForgotUsernameDeps extends ForgotUsernameCodeDeps {
  readonly preCheck: PreCheckForgotLoginUseCase;
  readonly changeLogin: ChangeLoginUseCase;
  readonly loadCmsBlock: LoadCmsBlockUseCase;
  readonly effects: FlowEffects;
  readonly today: () => Date;
}

/** CMS block of the info modal (reference seed). */
export const FORGOT_LOGIN_INFO_BLOCK = 'Forgot_Username_Info';

/** Project wording, shown when the CMS block cannot be loaded (spec §4 says what the modal tells). */
export const FORGOT_LOGIN_INFO_FALLBACK = Object.freeze({
  title: "Changement d'identifiant",
  paragraphs: [
    'Votre identifiant de connexion va être remplacé par la nouvelle adresse e-mail saisie.',
    "Votre compte devra être réactivé à l'aide du lien envoyé à cette nouvelle adresse.",
  ],
});

/** The Display_Email item shown after a login change (display-email?source=…). */
export const FORGOT_USERNAME_DISPLAY_EMAIL_SOURCE = 'forgot-username';

interface CheckedRequest {
  readonly form: ForgotLoginForm;
  readonly precheck: ForgotLoginPrecheck;
}

/**
 * forgot-username (spec §2, §4): the registration identity fields with the new identifier; a pre-check;
 * the 6-digit code modal when the member needs multi-factor verification; the info modal (the login will
 * change, the account must be reactivated from the link sent to the new address); Continue submits the
 * change, then display-email.
 */
export class ForgotUsernameViewModel {
  readonly fields: IdentityFieldsViewModel;
  submitting = false;
  continuing = false;
  /** The tenant settings are known: the form can be shown. */
  ready = false;
  summary: string | null = null;
  securityCode: SecurityCodeDialogViewModel | null = null;
  /** The info modal's text; kept after closing so the dialog can animate out and give the focus back. */
  info: CmsTextViewModel | null = null;
  infoOpen = false;
  private checked: CheckedRequest | null = null;
  private started = false;

  constructor(private readonly deps: ForgotUsernameDeps) {
    this.fields = new IdentityFieldsViewModel(() => deps.settings.configuration, deps.today);
    makeAutoObservable<ForgotUsernameViewModel, 'deps' | 'checked' | 'started'>(this, {
      deps: false,
      checked: false,
      started: false,
      fields: false,
      securityCode: true,
      info: true,
    });
  }

  /** The summary, while the refused form still has issues. */
  get visibleSummary(): string | null {
    return this.fields.isValid ? null : this.summary;
  }

  private get loginSettings(): ForgotLoginSettings {
    const configuration = this.deps.settings.configuration ?? DEFAULT_IDENTITY_SETTINGS;
    return {
      createAccountAuthMode: configuration.createAccountAuthMode,
      tailleMaxPrenomNom: configuration.tailleMaxPrenomNom,
      isCodePostalVerifiedOnAccountCreation: configuration.isCodePostalVerifiedOnAccountCreation,
    };
  }

  private get form(): ForgotLoginForm {
    const values = this.fields.values;
    return {
      numeroContrat: values.numeroContrat,
      nir: values.nir,
      nom: values.nom,
      prenom: values.prenom,
      dateNaissance: values.dateNaissance,
      codePostal: values.codePostal,
      email: values.email,
    };
  }

  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.deps.settings.ensureLoaded();
    runInAction(() => (this.ready = true));
  }

  /** 'Valider': the pre-check, then the code modal or the info modal. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.fields.startSubmission();
    this.submitting = true;
    const outcome = await this.deps.preCheck.execute({ form: this.form, settings: this.loginSettings });
    runInAction(() => {
      this.submitting = false;
      switch (outcome.kind) {
        case 'invalid':
          this.summary = outcome.summary;
          return;
        case 'failed':
          showCatalogueToast(this.deps.effects.toasts, outcome.toast);
          return;
        case 'checked':
          this.summary = null;
          this.checked = { form: outcome.form, precheck: outcome.precheck };
          if (outcome.next === 'security-code') this.openSecurityCode(outcome.precheck);
          else this.openInfo();
      }
    });
  }

  /** Continue of the info modal: the login change is submitted, then display-email. */
  async confirmChange(): Promise<void> {
    if (this.continuing || this.checked === null || !this.infoOpen) return;
    this.continuing = true;
    const { form, precheck } = this.checked;
    const outcome = await this.deps.changeLogin.execute({
      form,
      settings: this.loginSettings,
      securityCodeRequired: precheck.isUserAmfAuthorized,
    });
    runInAction(() => {
      this.continuing = false;
      switch (outcome.kind) {
        case 'changed':
          this.infoOpen = false;
          navigateTo(this.deps.effects.navigation, {
            ...outcome.next,
            query: { ...outcome.next.query, source: FORGOT_USERNAME_DISPLAY_EMAIL_SOURCE },
          });
          return;
        case 'security-code-required':
          this.infoOpen = false;
          this.openSecurityCode(precheck);
          return;
        case 'failed':
          this.infoOpen = false;
          showCatalogueToast(this.deps.effects.toasts, outcome.toast);
          return;
        case 'invalid':
          this.infoOpen = false;
          this.summary = outcome.summary;
      }
    });
  }

  /** 'Annuler' of the info modal: back to the form, values kept. */
  closeInfo(): void {
    this.infoOpen = false;
  }

  /** The screen is left: a pending logout redirect is called off. */
  dispose(): void {
    this.securityCode?.dispose();
  }

  private openSecurityCode(precheck: ForgotLoginPrecheck): void {
    this.securityCode?.dispose();
    this.securityCode = openForgotUsernameCode(this.deps, this.checked?.form, precheck, () =>
      this.codeVerified(),
    );
  }

  /** A closed code dialog stays referenced (its failure may have a pending logout redirect). */
  get securityCodeOpen(): boolean {
    return this.securityCode?.isOpen === true;
  }

  private codeVerified(): void {
    this.openInfo();
  }

  private openInfo(): void {
    const info = new CmsTextViewModel(
      this.deps.loadCmsBlock,
      this.deps.effects,
      FORGOT_LOGIN_INFO_BLOCK,
      FORGOT_LOGIN_INFO_FALLBACK,
    );
    this.info = info;
    this.infoOpen = true;
    void info.load();
  }
}
