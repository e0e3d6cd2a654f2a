import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentCsrfToken } from '../../http/csrf.ts';
import { footerParagraphs } from '../../http/portal-frame.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { findAccountByUserName } from '../account.repository.ts';
import { safeCallbackUrl } from './callback-url.ts';
import { startOidcFlow } from '../oidc/oidc.routes.ts';
import { loginCodeRoutes, requiresLoginCode, startLoginStep } from '../login-code/login-code.routes.ts';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_LOCKED_MESSAGE,
  LOGIN_NOT_CONFIRMED_MESSAGE,
  LOGIN_UNAUTHORIZED_NOTICE,
  renderLoginPage,
} from './login-page.ts';
import { LOGIN_PAGE_SCRIPT, LOGIN_PAGE_SCRIPT_PATH } from './login-page.script.ts';
import { startSession } from '../session-store.ts';
import { landingUrlAfterSignIn, recordStaffSignInFailure } from '../../back-office/public.ts';
import { clearThrottle, isThrottled, recordThrottledEvent } from '../../platform/throttle.repository.ts';
import { normalizeUserName } from '../wire-values.ts';
import { recordEvent, recordSignIn } from '../../events/public.ts';

interface LoginForm {
  userName: string;
  password: string;
  callbackUrl?: string;
  _csrf: string;
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  callbackUrl: string,
  userName?: string,
  error?: string,
  notice?: string,
) {
  const html = renderLoginPage({
    tenant: request.server.deps.tenant,
    csrfToken: currentCsrfToken(request, reply),
    callbackUrl,
    ...(userName === undefined ? {} : { userName }),
    ...(error === undefined ? {} : { error }),
    ...(notice === undefined ? {} : { notice }),
    footer: await footerParagraphs(request.server.deps.db),
  });
  return reply.code(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * `GET /api/identity/login`: the sign-in page (or 302 to the external provider);
 * `POST /api/identity/login`: checks the credentials — the same page, status and message for an
 * unknown login and a wrong password, an argon2 verification in both cases — throttled per login and
 * per IP, then 303 to the allow-listed callback with a new session.
 */
/** Where a member lands after signing in from /login without a callback: the member area of the UI. */
const MEMBER_AREA_CALLBACK = '/#/espace';
/** `acces=refuse` on the login page: the browser comes from a 401 (through /login). */
const UNAUTHORIZED = 'refuse';

export async function loginRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, hasher } = deps;
  const settings = deps.config.loginThrottle;

  app.get(LOGIN_PAGE_SCRIPT_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(LOGIN_PAGE_SCRIPT),
  );

  app.get<{ Querystring: { callbackUrl?: string; acces?: string } }>(
    '/api/identity/login',
    async (request, reply) => {
      const callbackUrl = safeCallbackUrl(request.query.callbackUrl);
      if (deps.oidc) return startOidcFlow(request, reply, callbackUrl);
      const notice = request.query.acces === UNAUTHORIZED ? LOGIN_UNAUTHORIZED_NOTICE : undefined;
      return sendPage(request, reply, callbackUrl, undefined, undefined, notice);
    },
  );

  // Spec §8: a 401 (« Accès non autorisé ») sends the browser to /login. It leads to the login page, which says
  // so, and back to the member area afterwards.
  app.get<{ Querystring: { callbackUrl?: string } }>('/login', async (request, reply) => {
    const asked = request.query.callbackUrl;
    const callbackUrl = asked === undefined ? MEMBER_AREA_CALLBACK : safeCallbackUrl(asked);
    const target = `/api/identity/login?callbackUrl=${encodeURIComponent(callbackUrl)}&acces=${UNAUTHORIZED}`;
    return reply.redirect(target, 302);
  });

  app.post<{ Body: LoginForm }>('/api/identity/login', async (request, reply) => {
    const callbackUrl = safeCallbackUrl(request.body.callbackUrl);
    const userName = normalizeUserName(request.body.userName);
    const userKey = `login-user:${userName}`;
    const ipKey = `login-ip:${request.ip}`;
    const now = clock.now();
    if ((await isThrottled(db, userKey, now)) || (await isThrottled(db, ipKey, now))) {
      return sendPage(request, reply, callbackUrl, request.body.userName, LOGIN_LOCKED_MESSAGE);
    }
    const account = await findAccountByUserName(db, userName);
    const verified = account?.passwordHash
      ? await hasher.verify(account.passwordHash, request.body.password)
      : (await hasher.verifyDummy(request.body.password), false);
    if (!account || !verified || account.status !== 'active') {
      if (account)
        await recordStaffSignInFailure(
          db,
          account,
          now,
          verified ? 'compte inactif' : 'mot de passe incorrect',
        );
      await recordSignIn(db, account, 'local', false, now);
      const lockedUser = await recordThrottledEvent(db, userKey, now, settings);
      const lockedIp = await recordThrottledEvent(db, ipKey, now, settings);
      if (lockedUser && account?.memberId)
        await recordEvent(db, {
          kind: 'account-locked',
          memberId: account.memberId,
          at: now,
          attributes: {},
        });
      const message = lockedUser || lockedIp ? LOGIN_LOCKED_MESSAGE : LOGIN_FAILED_MESSAGE;
      return sendPage(request, reply, callbackUrl, request.body.userName, message);
    }
    await clearThrottle(db, userKey);
    await clearThrottle(db, ipKey);
    if (!account.isConfirmed) {
      await recordSignIn(db, account, 'local', false, now);
      return sendPage(request, reply, callbackUrl, request.body.userName, LOGIN_NOT_CONFIRMED_MESSAGE);
    }
    const landing = landingUrlAfterSignIn(account.roles, callbackUrl);
    if (await requiresLoginCode(deps, account)) {
      return startLoginStep(request, reply, account.id, landing);
    }
    await startSession(request, reply, account);
    await recordSignIn(db, account, 'local', true, now);
    return reply.header('Cache-Control', 'no-store').redirect(landing, 303);
  });

  await loginCodeRoutes(app, deps);
}
