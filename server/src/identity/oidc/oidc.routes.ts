import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { footerParagraphs } from '../../http/portal-frame.ts';
import { requireSession, sessionCookieOf } from '../../http/session.ts';
import { sha256Hex } from '../../platform/random.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { findAccountById } from '../account.repository.ts';
import { safeCallbackUrl } from '../login/callback-url.ts';
import { startSession } from '../session-store.ts';
import { linkedAccountId } from './oidc-account-link.repository.ts';
import { renderOidcFailurePage } from './oidc-failure-page.ts';
import { saveOidcFlow, spendOidcFlow } from './oidc-flow.repository.ts';
import { findOidcIdToken, saveOidcSession } from './oidc-session.repository.ts';
import {
  confirmReauthentication,
  OIDC_REAUTHENTICATE_PATH,
  REAUTH_MAX_AGE_SECONDS,
  REAUTHENTICATED_CALLBACK,
} from './oidc-reauthentication.ts';
import type { OidcIdentity } from './oidc-relying-party.ts';
import { recordSignIn } from '../../events/public.ts';

export const OIDC_CALLBACK_PATH = '/api/identity/oidc/callback';
const FLOW_COOKIE = 'portail_oidc_flow';

function flowCookieName(secure: boolean): string {
  return secure ? `__Host-${FLOW_COOKIE}` : FLOW_COOKIE;
}

/**
 * 'Se connecter' with an external provider: a random state, nonce and PKCE verifier kept server-side with the
 * allow-listed callbackUrl, bound to this browser by an HttpOnly cookie (10 min), then 302 to the provider.
 */
export async function startOidcFlow(
  request: FastifyRequest,
  reply: FastifyReply,
  callbackUrl: string,
  reauthSessionHash: string | null = null,
): Promise<FastifyReply> {
  const { oidc, db, random, clock, config } = request.server.deps;
  if (!oidc) throw new Error('no OIDC provider configured');
  const { url, secrets } = await oidc.start({ reauthenticate: reauthSessionHash !== null });
  const browserToken = random.token(32);
  const flow = { ...secrets, callbackUrl, reauthSessionHash };
  await saveOidcFlow(db, sha256Hex(browserToken), flow, clock.now());
  reply.setCookie(flowCookieName(config.secureCookies), browserToken, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
    maxAge: 600,
  });
  return reply.header('Cache-Control', 'no-store').redirect(url, 302);
}

/** The provider's logout URL for this browser's session (with its ID token as hint); read before the session ends. */
export async function oidcLogoutUrl(request: FastifyRequest): Promise<string | null> {
  const { oidc, db } = request.server.deps;
  if (!oidc) return null;
  const cookie = sessionCookieOf(request);
  return oidc.logoutUrl(cookie ? await findOidcIdToken(db, sha256Hex(cookie)) : null);
}

/**
 * `GET /api/identity/oidc/callback`: the provider sends the browser back here with `code` and `state`.
 * `GET /api/identity/oidc/reauthenticate`: a signed-in member signs in again at the provider (« Supprimer mon
 * espace »: the member has no local password); the callback then confirms that same session.
 */
export async function oidcRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, logger } = deps;
  const oidc = deps.oidc;
  if (!oidc) return;

  async function failure(reply: FastifyReply, reason: string, reauthentication = false) {
    logger.warn({ reason }, reauthentication ? 'oidc re-authentication refused' : 'oidc sign-in refused');
    return reply
      .code(403)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOidcFailurePage(deps.tenant, await footerParagraphs(db), reauthentication));
  }

  app.get<{ Querystring: { callbackUrl?: string } }>(OIDC_REAUTHENTICATE_PATH, async (request, reply) => {
    const session = await requireSession(request);
    const asked = request.query.callbackUrl;
    const callbackUrl = asked === undefined ? REAUTHENTICATED_CALLBACK : safeCallbackUrl(asked);
    return startOidcFlow(request, reply, callbackUrl, session.idHash);
  });

  app.get(OIDC_CALLBACK_PATH, async (request, reply) => {
    const cookieName = flowCookieName(deps.config.secureCookies);
    const browserToken = request.cookies[cookieName];
    reply.clearCookie(cookieName, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: deps.config.secureCookies,
    });
    const now = clock.now();
    const flow = browserToken ? await spendOidcFlow(db, sha256Hex(browserToken), now) : null;
    if (!flow) return failure(reply, 'no live flow for this browser');
    const callbackUrl = new URL(request.url, deps.config.publicBaseUrl);
    const reauthentication = flow.reauthSessionHash !== null;
    if (callbackUrl.searchParams.has('error')) {
      if (!reauthentication) await recordSignIn(db, null, 'oidc', false, now);
      return failure(reply, 'provider error', reauthentication);
    }
    let identity: OidcIdentity;
    try {
      const checks = reauthentication ? { maxAgeSeconds: REAUTH_MAX_AGE_SECONDS } : {};
      identity = await oidc.finish(callbackUrl, flow, checks);
    } catch (error) {
      if (!reauthentication) await recordSignIn(db, null, 'oidc', false, now);
      return failure(reply, error instanceof Error ? error.message : 'exchange failed', reauthentication);
    }
    if (flow.reauthSessionHash !== null) {
      if (!(await confirmReauthentication(request, flow.reauthSessionHash, identity)))
        return failure(reply, 'another identity or session', true);
      return reply.header('Cache-Control', 'no-store').redirect(flow.callbackUrl, 303);
    }
    const accountId = await linkedAccountId(db, identity, now);
    const account = accountId ? await findAccountById(db, accountId) : null;
    if (!account || account.status !== 'active') {
      await recordSignIn(db, account, 'oidc', false, now);
      return failure(reply, 'no account for this identity');
    }
    const sessionIdHash = await startSession(request, reply, account);
    await recordSignIn(db, account, 'oidc', true, now);
    await saveOidcSession(db, sessionIdHash, identity.idToken);
    return reply.header('Cache-Control', 'no-store').redirect(flow.callbackUrl, 303);
  });
}
