import type { ConsentDefinition } from './consent.entity.ts';

/** Which identifiers the registration form asks for (spec §5 Registration). */
export const CREATE_ACCOUNT_AUTH_MODES = ['individual', 'NIR', 'all', 'oneOfTwo'] as const;

export type CreateAccountAuthMode = (typeof CREATE_ACCOUNT_AUTH_MODES)[number];

/** Mobile-app download banner links and texts (spec §3 "mobile app links and texts"). */
export interface MobileAppSettings {
  readonly lienAndroid: string;
  readonly lienIphone: string;
  readonly titre: string;
  readonly texte: string;
}

/** Client configuration fields the portal reads (spec §3). */
export interface ClientConfiguration {
  readonly createAccountAuthMode: CreateAccountAuthMode;
  /** Maximum combined length of first name + last name. */
  readonly tailleMaxPrenomNom: number;
  /** Failed registration attempts allowed before the submit button is hidden. */
  readonly registerAttemptNumber: number;
  /** Message shown once registerAttemptNumber is reached. */
  readonly registerAttemptNumberMessage: string;
  readonly isCodePostalVerifiedOnAccountCreation: boolean;
  readonly isRegisterVerifyEmail: boolean;
  readonly isRegisterVerifyIban: boolean;
  readonly isRegisterIbanObligatoire: boolean;
  readonly registerEmailMessage: string;
  readonly registerIbanMessage: string;
  readonly consentements: readonly ConsentDefinition[];
  /** External OIDC provider name; null when not used. */
  readonly oidcExternalProvider: string | null;
  readonly isCheckBirthdayForgotPasswordActivated: boolean;
  readonly amfSmsActivated: boolean;
  readonly isAlerteRemboursementSubscribed: boolean;
  /** Toast display time in seconds. */
  readonly delaiToasts: number;
  readonly applicationMobile: MobileAppSettings;
  readonly fonctionnalites: { readonly dematCreationCompte: boolean };
}
