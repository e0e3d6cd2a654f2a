import * as client from 'openid-client';

/** Settings of the external OpenID Connect provider (environment of `npm start`). */
export interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** `{PUBLIC_URL}/api/identity/oidc/callback`. */
  readonly redirectUri: string;
  /** `{PUBLIC_URL}/`. */
  readonly postLogoutRedirectUri: string;
}

/** What the portal keeps of a validated ID token. */
export interface OidcIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly idToken: string;
}

/** One authorization request: the values kept server-side with the flow. */
export interface OidcFlowSecrets {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** The relying party (openid-client v6): discovery, PKCE S256, state + nonce, ID token validation. */
export interface OidcRelyingParty {
  readonly issuer: string;
  /**
   * A fresh random state, nonce and PKCE verifier, and the provider URL carrying them. `reauthenticate` asks the
   * provider for a fresh sign-in whatever its session (`prompt=login`, `max_age=0`).
   */
  start(options?: {
    readonly reauthenticate?: boolean;
  }): Promise<{ readonly url: string; readonly secrets: OidcFlowSecrets }>;
  /**
   * Code exchange (client_secret_basic) and ID token checks (signature, iss, aud, exp, nonce); with
   * `maxAgeSeconds`, its `auth_time` must be that recent. Throws on any failure.
   */
  finish(
    callbackUrl: URL,
    secrets: OidcFlowSecrets,
    options?: { readonly maxAgeSeconds?: number },
  ): Promise<OidcIdentity>;
  /** RP-initiated logout: end_session_endpoint with id_token_hint and post_logout_redirect_uri; null without one. */
  logoutUrl(idToken: string | null): string | null;
}

export class OidcConfigurationError extends Error {}

/**
 * Reads `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`: null when no issuer is set; throws one clear
 * French line when the issuer is set without client id or secret.
 */
export function oidcSettingsFromEnv(env: NodeJS.ProcessEnv, publicBaseUrl: string): OidcSettings | null {
  const issuer = env['OIDC_ISSUER']?.trim();
  if (!issuer) return null;
  const clientId = env['OIDC_CLIENT_ID']?.trim();
  const clientSecret = env['OIDC_CLIENT_SECRET'];
  if (!clientId || !clientSecret) {
    throw new OidcConfigurationError(
      'OIDC_ISSUER est défini sans OIDC_CLIENT_ID ou OIDC_CLIENT_SECRET : la connexion externe ne peut pas démarrer.',
    );
  }
  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: `${publicBaseUrl}/api/identity/oidc/callback`,
    postLogoutRedirectUri: `${publicBaseUrl}/`,
  };
}

/** Discovers the provider (`/.well-known/openid-configuration`); throws one clear line when it cannot. */
export async function discoverOidcProvider(settings: OidcSettings): Promise<OidcRelyingParty> {
  let config: client.Configuration;
  try {
    config = await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      { redirect_uris: [settings.redirectUri], response_types: ['code'] },
      client.ClientSecretBasic(settings.clientSecret),
      {
        timeout: 10,
        ...(settings.issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OidcConfigurationError(
      `Fournisseur d'identité OIDC injoignable ou invalide (${settings.issuer}) : ${reason}`,
    );
  }
  const issuer = config.serverMetadata().issuer;
  return {
    issuer,
    async start(options = {}) {
      const secrets = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        ...(options.reauthenticate === true ? { prompt: 'login', max_age: '0' } : {}),
      });
      return { url: url.href, secrets };
    },
    async finish(callbackUrl, secrets, options = {}) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        expectedNonce: secrets.nonce,
        idTokenExpected: true,
        ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('no ID token');
      // Providers that keep the e-mail out of the ID token serve it at userinfo (subject checked).
      const source: Record<string, unknown> =
        typeof claims['email'] === 'string'
          ? claims
          : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof source['email'] === 'string' ? source['email'] : null,
        emailVerified: source['email_verified'] === true,
        idToken: tokens.id_token,
      };
    },
    logoutUrl(idToken) {
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        ...(idToken ? { id_token_hint: idToken } : {}),
        post_logout_redirect_uri: settings.postLogoutRedirectUri,
      }).href;
    },
  };
}
