import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storedSecret } from '../../db/secrets.ts';
import {
  maskEmail,
  maskPhone,
  SECURITY_CODE_ERRORS,
  sentContent,
  subjectOfAccount,
  verifySecurityCode,
} from '../../security-code/public.ts';
import { currentCsrfToken } from '../../http/csrf.ts';
import { footerParagraphs } from '../../http/portal-frame.ts';
import { HttpError } from '../../http/http-error.ts';
import { sha256Hex } from '../../platform/random.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { doubleAuthenticationOn, findAccountById } from '../account.repository.ts';
import { LOGIN_LOCKED_MESSAGE } from '../login/login-page.ts';
import { startSession } from '../session-store.ts';
import { recordStaffSignInFailure, secondFactorRequired } from '../../back-office/public.ts';
import { recordSignIn } from '../../events/public.ts';
import { clearThrottle, isThrottled, recordThrottledEvent } from '../../platform/throttle.repository.ts';
import { sendLoginCode } from './login-code-delivery.ts';
import {
  LOGIN_CODE_PATH,
  LOGIN_CODE_REFUSED,
  LOGIN_CODE_REQUIRED,
  LOGIN_CODE_RESEND_PATH,
  LOGIN_CODE_RESENT,
  LOGIN_STEP_GONE,
  renderLoginCodePage,
} from './login-code-page.ts';
import { clearLoginStepCookie, loginStepCookieOf, setLoginStepCookie } from './login-step-cookie.ts';
import {
  countWrongCode,
  createLoginStep,
  findLiveLoginStep,
  type LoginStep,
  spendLoginStep,
  updateLoginStepChannel,
} from './login-step.repository.ts';

/**
 * Does the account sign in with a code after its password? A staff member always (back-office rule, whatever the
 * account's setting); a member when double authentication is on.
 */
export async function requiresLoginCode(
  deps: ServerDeps,
  account: { readonly id: string; readonly roles: readonly string[] },
): Promise<boolean> {
  return secondFactorRequired(account.roles) || doubleAuthenticationOn(deps.db, account.id);
}

type Notice = 'sent' | 'resent' | 'quota';

/**
 * After a correct password of an account with double authentication: no session yet, a pending step
 * (database, bound to this browser by an HttpOnly cookie, ≤ 10 min) and a `LOGIN_AMF` code sent; 303 to
 * the « Code de sécurité » page.
 */
export async function startLoginStep(
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  callbackUrl: string,
): Promise<FastifyReply> {
  const deps = request.server.deps;
  const pepper = await storedSecret(deps.db, deps.random, 'security-code-pepper');
  const token = deps.random.token(32);
  const delivery = await sendLoginCode(deps, pepper, accountId);
  const sendType = typeof delivery === 'object' ? delivery.sendType : 'MAIL';
  await createLoginStep(deps.db, sha256Hex(token), { accountId, callbackUrl, sendType }, deps.clock.now());
  setLoginStepCookie(request, reply, token);
  const notice: Notice = delivery === 'throttled' ? 'quota' : 'sent';
  return reply.header('Cache-Control', 'no-store').redirect(`${LOGIN_CODE_PATH}?avis=${notice}`, 303);
}

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/json');
}

/** The « Code de sécurité » step: page, check of the code, resend. JSON callers get JSON answers. */
export async function loginCodeRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, random } = deps;
  // Read per request (one row in app_secrets), like the step itself: every instance shares it.
  const pepperOf = () => storedSecret(db, random, 'security-code-pepper');

  async function live(request: FastifyRequest): Promise<{ idHash: string; step: LoginStep } | null> {
    const cookie = loginStepCookieOf(request);
    if (!cookie) return null;
    const idHash = sha256Hex(cookie);
    const step = await findLiveLoginStep(db, idHash, clock.now());
    return step ? { idHash, step } : null;
  }

  async function sentNotice(step: LoginStep): Promise<string> {
    const subject = await subjectOfAccount(db, step.accountId);
    if (!subject) return sentContent(step.sendType, null);
    const masked = step.sendType === 'SMS' ? maskPhone(subject.telephone ?? '') : maskEmail(subject.email);
    return sentContent(step.sendType, masked);
  }

  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { notice?: string; error?: string },
  ) {
    const html = renderLoginCodePage({
      tenant: deps.tenant,
      csrfToken: currentCsrfToken(request, reply),
      ...options,
      footer: await footerParagraphs(db),
    });
    return reply.code(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  function refused(request: FastifyRequest, reply: FastifyReply, message: string) {
    if (wantsJson(request)) {
      const error = { code: 'SECURITY_CODE.INVALID', message };
      throw new HttpError(400, { ...error, errors: [{ field: 'securityCode', ...error }] });
    }
    return page(request, reply, { error: message });
  }

  app.get<{ Querystring: { avis?: string } }>(LOGIN_CODE_PATH, async (request, reply) => {
    const found = await live(request);
    if (!found) return reply.redirect('/api/identity/login', 302);
    const avis = request.query.avis;
    if (avis === 'quota') return page(request, reply, { error: SECURITY_CODE_ERRORS.tooManySends.message });
    if (avis === 'resent') return page(request, reply, { notice: LOGIN_CODE_RESENT });
    return page(request, reply, { notice: await sentNotice(found.step) });
  });

  app.post<{ Body: { securityCode?: string } }>(LOGIN_CODE_PATH, async (request, reply) => {
    const submitted = String(request.body.securityCode ?? '').trim();
    if (submitted === '') return refused(request, reply, LOGIN_CODE_REQUIRED);
    const now = clock.now();
    const ipKey = `login-ip:${request.ip}`;
    const cookie = loginStepCookieOf(request);
    const idHash = cookie ? sha256Hex(cookie) : '';
    const step = cookie ? await findLiveLoginStep(db, idHash, now) : null;
    const userKey = `login-code:${step?.accountId ?? 'none'}`;
    if ((await isThrottled(db, ipKey, now)) || (await isThrottled(db, userKey, now))) {
      return refused(request, reply, LOGIN_LOCKED_MESSAGE);
    }
    const result = step
      ? await verifySecurityCode(db, step.accountId, 'LOGIN_AMF', submitted, now, await pepperOf())
      : 'wrong';
    const spent = result === 'ok' ? await spendLoginStep(db, idHash, now) : null;
    if (!step || !spent) {
      if (step) await countWrongCode(db, idHash, now);
      const staff = step ? await findAccountById(db, step.accountId) : null;
      if (staff) await recordStaffSignInFailure(db, staff, now, 'code de sécurité incorrect');
      if (staff) await recordSignIn(db, staff, 'local', false, now);
      await recordThrottledEvent(db, ipKey, now, deps.config.loginThrottle);
      if (step) await recordThrottledEvent(db, userKey, now, deps.config.loginThrottle);
      return refused(request, reply, LOGIN_CODE_REFUSED);
    }
    await clearThrottle(db, userKey);
    const account = await findAccountById(db, spent.accountId);
    if (!account || account.status !== 'active') return refused(request, reply, LOGIN_CODE_REFUSED);
    clearLoginStepCookie(request, reply);
    await startSession(request, reply, account);
    await recordSignIn(db, account, 'local', true, now);
    reply.header('Cache-Control', 'no-store');
    if (wantsJson(request)) return reply.send({ callbackUrl: spent.callbackUrl });
    return reply.redirect(spent.callbackUrl, 303);
  });

  app.post(LOGIN_CODE_RESEND_PATH, async (request, reply) => {
    const found = await live(request);
    if (!found) {
      if (wantsJson(request)) throw new HttpError(400, { code: 'LOGIN_STEP.GONE', message: LOGIN_STEP_GONE });
      return reply.redirect('/api/identity/login', 303);
    }
    const delivery = await sendLoginCode(deps, await pepperOf(), found.step.accountId);
    if (delivery === 'throttled' || delivery === 'no-subject') {
      if (wantsJson(request)) throw new HttpError(400, { ...SECURITY_CODE_ERRORS.tooManySends });
      return reply.redirect(`${LOGIN_CODE_PATH}?avis=quota`, 303);
    }
    await updateLoginStepChannel(db, found.idHash, delivery.sendType);
    if (wantsJson(request)) return reply.send({ content: LOGIN_CODE_RESENT });
    return reply.redirect(`${LOGIN_CODE_PATH}?avis=resent`, 303);
  });
}
