import type { SessionStoragePort } from '@portail/application';
import {
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  validateEmail,
  validatePassword,
  validateRequired,
} from '@portail/domain';
import type { ValidationResult } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import { DatePickerViewModel } from '../widgets/date-picker/date-picker.view-model.ts';
import { MobileBannerViewModel } from '../widgets/mobile-banner/mobile-banner.view-model.ts';
import { NirInputViewModel } from '../widgets/nir-input/nir-input.view-model.ts';
import { SecurityCodeInputViewModel } from '../widgets/security-code-input/security-code-input.view-model.ts';

export type GalleryTab = 'formulaire' | 'affichage';

const ANDROID_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';

function firstMessage(result: ValidationResult): string | null {
  return result[0]?.message ?? null;
}

/**
 * State of the widget gallery page (a living style guide and the e2e fixture of the shared widgets):
 * a small form showing how a screen view-model composes widget view-models and reveals errors after a
 * field is touched or the form submitted.
 */
export class WidgetGalleryViewModel {
  email = '';
  emailTouched = false;
  password = '';
  passwordTouched = false;
  dematerialisation: boolean | null = true;
  submitAttempts = 0;
  tab: GalleryTab = 'formulaire';
  readonly birthDate: DatePickerViewModel;
  readonly appointment: DatePickerViewModel;
  readonly nir = new NirInputViewModel({ required: true, withKey: true });
  readonly securityCode = new SecurityCodeInputViewModel();
  readonly mobileBanner: MobileBannerViewModel;

  constructor(today: () => Date, bannerStorage: Pick<SessionStoragePort, 'get' | 'set'>) {
    const now = today();
    this.birthDate = new DatePickerViewModel({ today, maxDate: now });
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    this.appointment = new DatePickerViewModel({
      today,
      minDate: start,
      maxDate: new Date(start.getFullYear(), start.getMonth() + 3, start.getDate()),
      disabledDates: [new Date(start.getFullYear(), start.getMonth(), start.getDate() + 2)],
    });
    this.mobileBanner = new MobileBannerViewModel(ANDROID_USER_AGENT, bannerStorage, () => ({
      lienAndroid: 'https://play.google.com/store',
      lienIphone: 'https://apps.apple.com/fr',
      titre: 'Application mobile de démonstration',
      texte: 'Bandeau affiché sur Android et iPhone.',
    }));
    makeAutoObservable(this, {
      birthDate: false,
      appointment: false,
      nir: false,
      securityCode: false,
      mobileBanner: false,
    });
  }

  private get submitted(): boolean {
    return this.submitAttempts > 0;
  }

  get emailError(): string | null {
    return this.emailTouched || this.submitted ? firstMessage(validateEmail(this.email)) : null;
  }

  get passwordError(): string | null {
    return this.passwordTouched || this.submitted ? firstMessage(validatePassword(this.password)) : null;
  }

  get birthDateError(): string | null {
    const picker = this.birthDate;
    if (!picker.touched && !this.submitted) return null;
    return firstMessage([...validateRequired(picker.text), ...picker.issues]);
  }

  get appointmentError(): string | null {
    return this.appointment.touched || this.submitted ? firstMessage(this.appointment.issues) : null;
  }

  get nirError(): string | null {
    return this.nir.touched || this.submitted ? firstMessage(this.nir.numberIssues) : null;
  }

  get nirKeyError(): string | null {
    return this.nir.touched || this.submitted ? firstMessage(this.nir.keyIssues) : null;
  }

  get securityCodeError(): string | null {
    return this.securityCode.touched || this.submitted ? firstMessage(this.securityCode.issues) : null;
  }

  get hasErrors(): boolean {
    return [
      validateEmail(this.email),
      validatePassword(this.password),
      validateRequired(this.birthDate.text),
      this.birthDate.issues,
      this.appointment.issues,
      this.nir.issues,
      this.securityCode.issues,
    ].some((result) => result.length > 0);
  }

  /** 'Merci de renseigner toutes les données obligatoires.' after a submission with errors. */
  get summary(): string | null {
    return this.submitted && this.hasErrors ? REQUIRED_FIELDS_SUMMARY_MESSAGE : null;
  }

  setEmail(value: string): void {
    this.email = value;
  }

  touchEmail(): void {
    this.emailTouched = true;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  touchPassword(): void {
    this.passwordTouched = true;
  }

  setDematerialisation(value: boolean): void {
    this.dematerialisation = value;
  }

  selectTab(tab: GalleryTab): void {
    this.tab = tab;
  }

  /** Returns true when the form is valid. */
  submit(): boolean {
    this.submitAttempts += 1;
    return !this.hasErrors;
  }
}
