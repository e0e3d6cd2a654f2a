import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The claims the provider gives for a typed login (any login signs in: development interactions). */
export type ClaimsOf = (login: string) => Record<string, unknown>;

/** Default claims: the e-mail is the login when it contains '@', verified. */
export const emailClaims: ClaimsOf = (login) =>
  login.includes('@') ? { email: login, email_verified: true, name: login } : { name: login };

export interface OidcTestProviderOptions {
  readonly port?: number;
  readonly host?: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The portal's public origin (redirect and post-logout URIs are derived from it). */
  readonly portalUrl: string;
  readonly claimsOf?: ClaimsOf;
}

export interface OidcTestProvider {
  readonly issuer: string;
  readonly provider: Provider;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider v9) for tests and `npm run start:oidc`: one confidential client
 * (client_secret_basic, PKCE), development login pages (any login, no password), consent granted
 * automatically, RP-initiated logout.
 */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const claimsOf = options.claimsOf ?? emailClaims;
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const issuer = `http://${host}:${String((server.address() as AddressInfo).port)}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [`${options.portalUrl}/api/identity/oidc/callback`],
        post_logout_redirect_uris: [`${options.portalUrl}/`],
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['portail-oidc-test-provider-key'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub, ...claimsOf(sub) }) };
    },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    provider,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
