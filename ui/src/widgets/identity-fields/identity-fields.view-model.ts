import type {
  ClientConfiguration,
  FormIssues,
  RegisterFormConfig,
  RegisterFormLayout,
} from '@portail/domain';
import { registerFormLayout, validateRegisterForm } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import { FormFeedback } from '../form-feedback/form-feedback.ts';
import { DatePickerViewModel } from '../date-picker/date-picker.view-model.ts';
import { NirInputViewModel } from '../nir-input/nir-input.view-model.ts';

/** The registration form's identity fields (spec §2, §5 registration). */
export type IdentityField =
  'numeroContrat' | 'nir' | 'nom' | 'prenom' | 'dateNaissance' | 'codePostal' | 'email';

/** Issue keys: the fields plus `nomPrenom` (combined name length, shown under the first name). */
export type IdentityIssueKey = IdentityField | 'nomPrenom';

export type IdentityFieldsSettings = Pick<
  ClientConfiguration,
  'createAccountAuthMode' | 'tailleMaxPrenomNom' | 'isCodePostalVerifiedOnAccountCreation'
>;

/** Values as typed (dates JJ/MM/AAAA); what the forgot-login and register use cases receive. */
export interface IdentityValues {
  readonly numeroContrat: string;
  readonly nir: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly codePostal: string;
  readonly email: string;
}

/** Used until the tenant settings are known: every identifier asked, no postal code. */
export const DEFAULT_IDENTITY_SETTINGS: IdentityFieldsSettings = Object.freeze({
  createAccountAuthMode: 'all',
  tailleMaxPrenomNom: 100,
  isCodePostalVerifiedOnAccountCreation: false,
});

type TextField = Exclude<IdentityField, 'nir' | 'dateNaissance'>;

const POSTAL_CODE_LENGTH = 5;

/**
 * State of the identity field group shared by register and forgot-username: member number and/or NIR
 * as the registration mode says (with its 'et' / 'ou'), names, birth date (date picker, not after today),
 * postal code when verified, e-mail. Issues come from the domain's registration rules; each is shown once
 * its field is left or the form submitted (`feedback`).
 */
export class IdentityFieldsViewModel {
  numeroContrat = '';
  nom = '';
  prenom = '';
  codePostal = '';
  email = '';
  readonly nir = new NirInputViewModel();
  readonly birthDate: DatePickerViewModel;
  readonly feedback = new FormFeedback<IdentityIssueKey>();

  constructor(
    private readonly settings: () => IdentityFieldsSettings | null,
    private readonly today: () => Date,
  ) {
    this.birthDate = new DatePickerViewModel({ maxDate: today(), today });
    makeAutoObservable<IdentityFieldsViewModel, 'settings' | 'today'>(this, {
      settings: false,
      today: false,
      nir: false,
      birthDate: false,
      feedback: false,
    });
  }

  private get config(): RegisterFormConfig {
    const settings = this.settings() ?? DEFAULT_IDENTITY_SETTINGS;
    return {
      createAccountAuthMode: settings.createAccountAuthMode,
      tailleMaxPrenomNom: settings.tailleMaxPrenomNom,
      isCodePostalVerifiedOnAccountCreation: settings.isCodePostalVerifiedOnAccountCreation,
      isRegisterVerifyIban: false,
      isRegisterIbanObligatoire: false,
    };
  }

  get values(): IdentityValues {
    return {
      numeroContrat: this.numeroContrat,
      nir: this.nir.nir,
      nom: this.nom,
      prenom: this.prenom,
      dateNaissance: this.birthDate.text,
      codePostal: this.codePostal,
      email: this.email,
    };
  }

  /** Which fields show and which are required now (oneOfTwo: filling one identifier frees the other). */
  get layout(): RegisterFormLayout {
    return registerFormLayout(this.values, this.config);
  }

  get issues(): FormIssues<IdentityIssueKey> {
    const all = validateRegisterForm(this.values, this.config, { today: this.today() });
    return {
      numeroContrat: all.numeroContrat,
      nir: all.nir,
      nom: all.nom,
      prenom: all.prenom,
      nomPrenom: all.nomPrenom,
      dateNaissance: all.dateNaissance,
      codePostal: all.codePostal,
      email: all.email,
    };
  }

  get isValid(): boolean {
    return Object.values(this.issues).every((result) => result.length === 0);
  }

  errorOf(field: IdentityField): string | null {
    const issues = this.issues;
    switch (field) {
      case 'nir':
        return this.feedback.errorOf('nir', issues.nir, this.nir.touched);
      case 'dateNaissance':
        return this.feedback.errorOf('dateNaissance', issues.dateNaissance, this.birthDate.touched);
      case 'prenom':
        return (
          this.feedback.errorOf('prenom', issues.prenom) ??
          this.feedback.errorOf('nomPrenom', issues.nomPrenom, this.feedback.isTouched('prenom'))
        );
      default:
        return this.feedback.errorOf(field, issues[field]);
    }
  }

  set(field: TextField, value: string): void {
    this[field] = field === 'codePostal' ? value.replace(/\D/g, '').slice(0, POSTAL_CODE_LENGTH) : value;
    this.feedback.changed(field);
  }

  touch(field: TextField): void {
    this.feedback.touch(field);
  }

  /** A submission: every error becomes visible. */
  startSubmission(): void {
    this.feedback.startSubmission();
  }
}
