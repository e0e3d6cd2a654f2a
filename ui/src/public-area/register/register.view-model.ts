import {
  isRegisterFieldMarkedRequired,
  REGISTER_FORM_FIELDS,
  registerFormLayout,
  registerSubmitState,
  startRegisterAttempts,
  validateRegisterForm,
} from '@portail/domain';
import type {
  CatalogueMessage,
  CmsItem,
  ConsentDefinition,
  FormIssues,
  RegisterAttempts,
  RegisterFormField,
  RegisterFormIssueKey,
  RegisterFormLayout,
  RegisterSubmitState,
  RegistrationUser,
} from '@portail/domain';
import { computedStruct, makeAutoObservable, runInAction } from 'mobx';
import type { LoadCmsBlockUseCase } from '../cms-block/cms-block.use-case.ts';
import { PUBLIC_CMS_BLOCKS } from '../cms-block/cms-block.use-case.ts';
import { CmsBlockDialogViewModel } from '../cms-block/cms-block-dialog.view-model.ts';
import { DatePickerViewModel } from '../../widgets/date-picker/date-picker.view-model.ts';
import { NirInputViewModel } from '../../widgets/nir-input/nir-input.view-model.ts';
import { RegisterFormValues } from './register-form-values.ts';
import * as registration from './register-user.ts';
import type { RegisterTextField } from './register-form-values.ts';
import type {
  RegisterContext,
  RegisterContextSource,
  RegisterMemberUseCase,
  RegisterSettings,
} from './register.use-cases.ts';

export interface RegisterViewModelDeps {
  readonly context: RegisterContextSource;
  readonly register: RegisterMemberUseCase;
  readonly loadCmsBlock: LoadCmsBlockUseCase;
  /** In-app navigation to a route with its query ('display-email?source=register'). */
  readonly navigate: (route: string) => void;
  readonly notify: (message: CatalogueMessage) => void;
  /** Reads a message in the assertive live region (the summary after an invalid submission). */
  readonly announce: (message: string) => void;
  readonly today: () => Date;
}

export type RegisterStatus = 'loading' | 'ready' | 'failed';

/**
 * The account-request form (spec §2 register, §4 registration, §5 rules): fields by mode and configuration,
 * per-field French errors once a field is touched or the form submitted, the summary, the failed-attempt
 * counter (message + hidden submit at the limit), server errors with the typed data kept, the NIR help
 * and Register_Help CMS blocks, then the dematerialisation popup and display-email.
 */
export class RegisterViewModel {
  status: RegisterStatus = 'loading';
  loadFailure: string | null = null;
  context: RegisterContext | null = null;
  readonly values = new RegisterFormValues();
  readonly nir = new NirInputViewModel();
  readonly birthDate: DatePickerViewModel;
  readonly nirHelp: CmsBlockDialogViewModel;
  readonly dematPopup: CmsBlockDialogViewModel;
  registerHelp: CmsItem | null = null;
  attempts: RegisterAttempts | null = null;
  submitCount = 0;
  isSubmitting = false;
  summary: string | null = null;
  serverIssues: registration.ServerIssueSnapshot | null = null;
  private nextRoute: string | null = null;

  constructor(private readonly deps: RegisterViewModelDeps) {
    this.birthDate = new DatePickerViewModel({ today: deps.today, maxDate: deps.today() });
    this.nirHelp = new CmsBlockDialogViewModel(deps.loadCmsBlock, deps.notify, {
      name: PUBLIC_CMS_BLOCKS.registerNirPopup,
    });
    this.dematPopup = new CmsBlockDialogViewModel(deps.loadCmsBlock, deps.notify, {
      name: PUBLIC_CMS_BLOCKS.dematPopup,
    });
    makeAutoObservable<RegisterViewModel, 'deps' | 'nextRoute'>(this, {
      // Compared by value (issue 15): a keystroke rebuilds both, and a new but equal object made every field
      // of the form render again (≈ 1 s per key on a slow phone); now only what really changed does.
      layout: computedStruct,
      issues: computedStruct,
      deps: false,
      values: false,
      nir: false,
      birthDate: false,
      nirHelp: false,
      dematPopup: false,
      nextRoute: false,
    });
  }

  /** Loads the tenant context (form rules) and the Register_Help block. */
  async start(): Promise<void> {
    this.status = 'loading';
    this.loadFailure = null;
    const [context, help] = await Promise.all([
      this.deps.context.load(),
      this.registerHelp === null
        ? this.deps.loadCmsBlock.execute({ name: PUBLIC_CMS_BLOCKS.registerHelp })
        : null,
    ]);
    runInAction(() => {
      if (help?.kind === 'loaded') this.registerHelp = help.item;
      if (context.kind === 'failed') {
        this.loadFailure = context.message;
        this.status = 'failed';
        return;
      }
      this.context = context.context;
      this.values.setConsents(context.context.configuration.consentements);
      this.attempts ??= startRegisterAttempts(context.context.configuration);
      this.status = 'ready';
    });
    if (help?.kind === 'failed') this.deps.notify(help.toast);
  }

  get settings(): RegisterSettings | null {
    return registration.registerSettings(this.context, this.nir.mode);
  }

  get consentDefinitions(): readonly ConsentDefinition[] {
    return registration.signUpConsents(this.context);
  }

  get isDematerialisationOffered(): boolean {
    return registration.isDematerialisationOffered(this.context);
  }

  get user(): RegistrationUser {
    return registration.registrationUser(this);
  }

  get layout(): RegisterFormLayout | null {
    const settings = this.settings;
    return settings === null ? null : registerFormLayout(this.user, settings);
  }

  get issues(): FormIssues<RegisterFormIssueKey> | null {
    const settings = this.settings;
    return settings === null ? null : validateRegisterForm(this.user, settings, { today: this.deps.today() });
  }

  get submitState(): RegisterSubmitState {
    return this.attempts === null
      ? { submitVisible: true, message: undefined }
      : registerSubmitState(this.attempts);
  }

  isVisible(field: RegisterFormField): boolean {
    return this.layout?.fields[field].visible ?? false;
  }

  /** The label's required marker (oneOfTwo: neither identifier alone, the hint above them says it). */
  isRequired(field: RegisterFormField): boolean {
    const layout = this.layout;
    return layout === null || layout === undefined ? false : isRegisterFieldMarkedRequired(layout, field);
  }

  /** The first French message of a field, once touched or submitted; the server's message first. */
  errorOf(field: RegisterFormField): string | null {
    return registration.fieldError(
      field,
      () => this.user,
      this.serverIssues,
      this.issues,
      (shown) => this.isRevealed(shown),
    );
  }

  /** Whether any field shows an error (focus goes to the first one after a submission). */
  get hasVisibleErrors(): boolean {
    return REGISTER_FORM_FIELDS.some((field) => this.isVisible(field) && this.errorOf(field) !== null);
  }

  setText(field: RegisterTextField, text: string): void {
    this.values.setText(field, text);
  }

  touch(field: RegisterTextField): void {
    this.values.touch(field);
  }

  setCgu(accepted: boolean): void {
    this.values.setCgu(accepted);
  }

  setConsent(nom: string, accepted: boolean): void {
    this.values.setConsent(nom, accepted);
  }

  setDematerialization(value: boolean): void {
    this.values.setDematerialization(value);
  }

  /** Valider: checks, sends, counts failures; success opens the demat popup or goes to display-email. */
  async submit(): Promise<void> {
    const settings = this.settings;
    if (settings === null || this.attempts === null || this.isSubmitting) return;
    this.submitCount += 1;
    this.summary = null;
    this.isSubmitting = true;
    const user = this.user;
    const outcome = await this.deps.register.execute({ user, settings, attempts: this.attempts });
    runInAction(() => (this.isSubmitting = false));
    switch (outcome.kind) {
      case 'blocked':
        runInAction(() => (this.attempts = outcome.attempts));
        return;
      case 'invalid':
        runInAction(() => (this.summary = outcome.summary));
        this.deps.announce(outcome.summary);
        if (outcome.toast !== undefined) this.deps.notify(outcome.toast);
        return;
      case 'failed':
        runInAction(() => {
          this.attempts = outcome.attempts;
          this.serverIssues = { issues: outcome.fieldIssues, user };
        });
        this.deps.notify(outcome.toast);
        return;
      case 'registered': {
        this.nextRoute = registration.displayEmailRoute(outcome.next);
        if (outcome.showDematPopup && (await this.dematPopup.open())) return;
        this.continueAfterRegistration();
        return;
      }
    }
  }

  /** The demat popup's button: on to display-email. */
  continueAfterRegistration(): void {
    this.dematPopup.close();
    if (this.nextRoute !== null) this.deps.navigate(this.nextRoute);
  }

  private isRevealed(field: RegisterFormField): boolean {
    if (this.submitCount > 0) return true;
    if (field === 'nir') return this.nir.touched;
    if (field === 'dateNaissance') return this.birthDate.touched;
    return this.values.isTouched(field);
  }
}
