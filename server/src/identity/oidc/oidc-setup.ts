import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';
import { FEATURE_DISABLED } from '../registration/registration.routes.ts';
import { discoverOidcProvider, type OidcRelyingParty, oidcSettingsFromEnv } from './oidc-relying-party.ts';

/** The relying party from `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`; null when no issuer is set. */
export async function oidcFromEnv(
  env: NodeJS.ProcessEnv,
  publicBaseUrl: string,
): Promise<OidcRelyingParty | null> {
  const settings = oidcSettingsFromEnv(env, publicBaseUrl);
  return settings ? discoverOidcProvider(settings) : null;
}

/** With an external provider the tenant's `oidcExternalProvider` is on (its issuer's host), nothing else changes. */
export function withExternalProvider(
  tenant: TenantConfig,
  oidc: OidcRelyingParty | null | undefined,
): TenantConfig {
  if (!oidc) return tenant;
  return { ...tenant, client: { ...tenant.client, oidcExternalProvider: new URL(oidc.issuer).host } };
}

/** Local-account routes: off when members sign in through the external provider. */
export const LOCAL_ACCOUNT_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/identity/login',
  'POST /api/identity/login/code',
  'POST /api/identity/login/code/resend',
  'POST /api/identity/register',
  'POST /api/identity/check-token',
  'POST /api/identity/activate-user',
  'POST /api/identity/confirm-email',
  'POST /api/identity/relance-activation',
  'POST /api/identity/forgot-password',
  'POST /api/identity/reset-password',
  'POST /api/identity/pre-forgot-username',
  'POST /api/identity/forgot-username',
  'POST /api/identity/change-password',
  'POST /api/identity/check-password',
  // The provider owns the login too (« Identifiant » is not offered in « Mon compte »).
  'POST /api/identity/forms/changementidentifiant/form',
]);

/** With an external provider, the local password sign-in and account routes answer 403 FEATURE_DISABLED. */
export function registerOidcGate(app: FastifyInstance, deps: ServerDeps): void {
  if (!deps.oidc) return;
  app.addHook('onRequest', async (request) => {
    if (LOCAL_ACCOUNT_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) {
      throw new HttpError(403, FEATURE_DISABLED);
    }
  });
}
