/** Test doubles of the account-recovery screens' tenant settings. */
import type { ClientConfiguration } from '@portail/domain';
import type { AccountSettings } from '../account-settings.ts';

export const DEMO_CONFIGURATION: ClientConfiguration = Object.freeze({
  createAccountAuthMode: 'oneOfTwo',
  tailleMaxPrenomNom: 40,
  registerAttemptNumber: 3,
  registerAttemptNumberMessage: 'Trop de tentatives.',
  isCodePostalVerifiedOnAccountCreation: true,
  isRegisterVerifyEmail: true,
  isRegisterVerifyIban: true,
  isRegisterIbanObligatoire: false,
  registerEmailMessage: '',
  registerIbanMessage: '',
  consentements: [],
  oidcExternalProvider: null,
  isCheckBirthdayForgotPasswordActivated: true,
  amfSmsActivated: true,
  isAlerteRemboursementSubscribed: true,
  delaiToasts: 5,
  applicationMobile: { lienAndroid: '', lienIphone: '', titre: '', texte: '' },
  fonctionnalites: { dematCreationCompte: true },
});

export class FakeAccountSettings implements AccountSettings {
  loads = 0;
  constructor(
    public configuration: ClientConfiguration | null = DEMO_CONFIGURATION,
    public passwordRequiredLength: number | undefined = undefined,
  ) {}

  ensureLoaded(): Promise<void> {
    this.loads += 1;
    return Promise.resolve();
  }
}
