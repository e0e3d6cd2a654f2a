import type { ClientConfiguration, CurrentClient, PortalConfig } from '@portail/domain';

/**
 * The current client (tenant) as served by `GET /api/client/current`: the spec §3 "Current client"
 * fields and every "Client configuration field read" (the domain's two entities; the feature switches are the
 * full flags, incl. per-contract activation and `dematCreationCompte`). Public: no secret goes here.
 */
export type CurrentClientConfig = CurrentClient & Omit<ClientConfiguration, 'fonctionnalites'>;

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
  readonly portal: PortalConfig;
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
