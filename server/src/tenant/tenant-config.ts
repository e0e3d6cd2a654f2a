import type {
  ConsentDefinition,
  CreateAccountAuthMode,
  FeatureFlags,
  MobileAppSettings,
  OtherClient,
} from '@portail/domain';

/**
 * The current client (tenant) as served by `GET /api/client/current`: the spec §3 "Current client"
 * fields and every "Client configuration field read". Public: no secret goes here.
 */
export interface CurrentClientConfig {
  readonly libelle: string;
  /** Feature switches, incl. per-contract activation and `dematCreationCompte`. */
  readonly fonctionnalites: FeatureFlags;
  readonly dataCollectActivated: boolean;
  readonly autresClients: readonly OtherClient[];
  /** Name of the external OIDC provider; null when the login page is local. */
  readonly oidcExternalProvider: string | null;
  readonly isDonneesROMonegasquesActivated: boolean;
  readonly createAccountAuthMode: CreateAccountAuthMode;
  readonly tailleMaxPrenomNom: number;
  readonly registerAttemptNumber: number;
  readonly registerAttemptNumberMessage: string;
  readonly isCodePostalVerifiedOnAccountCreation: boolean;
  readonly isRegisterVerifyEmail: boolean;
  readonly isRegisterVerifyIban: boolean;
  readonly isRegisterIbanObligatoire: boolean;
  readonly registerEmailMessage: string;
  readonly registerIbanMessage: string;
  readonly consentements: readonly ConsentDefinition[];
  readonly isCheckBirthdayForgotPasswordActivated: boolean;
  readonly amfSmsActivated: boolean;
  readonly isAlerteRemboursementSubscribed: boolean;
  /** Toast display time, seconds. */
  readonly delaiToasts: number;
  readonly applicationMobile: MobileAppSettings;
}

/** External OpenID Connect provider the login endpoint redirects to (authorization code flow). */
export interface OidcProviderSettings {
  readonly authorizationEndpoint: string;
  readonly clientId: string;
  readonly scope: string;
}

/** A tenant file (`server/config/tenant.*.json`). */
export interface TenantConfig {
  readonly id: string;
  readonly client: CurrentClientConfig;
  /** `GET /api/config/portal`. */
  readonly portal: { readonly passwordRequiredLength: number };
  /** Server-side settings, never served. */
  readonly server: {
    /** Where the UI goes after logout (`logoutUrl`). */
    readonly logoutUrl: string;
    /** `From:` of every mail. */
    readonly mailFrom: string;
    /**
     * Legacy, ignored: the external provider is configured by OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET
     * (server/src/identity/oidc), which also turns `oidcExternalProvider` on. Kept so existing tenant files load.
     */
    readonly oidc: OidcProviderSettings | null;
  };
}

/** Is feature `name` on (for `contractNumber` when given)? Unknown features count as on (spec §6). */
export function isFeatureOn(tenant: TenantConfig, name: string, contractNumber?: string): boolean {
  const flag = tenant.client.fonctionnalites[name];
  if (!flag) return true;
  const perContract =
    contractNumber === undefined ? undefined : flag.isActivatedPerContract?.[contractNumber];
  return perContract ?? flag.isActivated;
}
