import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { type Account, findAccountByMemberId, findAccountByUserName } from '../account.repository.ts';
import { findMatchingMember, type MatchedMember, normalizePersonName } from '../member-matching.ts';
import { FEATURE_DISABLED } from '../registration/registration.routes.ts';
import { isThrottled, recordThrottledEvent } from '../../platform/throttle.repository.ts';
import { normalizeUserName, textField } from '../wire-values.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { isFeatureOn } from '../../tenant/tenant-config.ts';
import { storedSecret } from '../../db/secrets.ts';
import { RequestFields } from '../../http/request-fields.ts';
import { withTimingFloor } from '../../http/response-floor.ts';
import { consumeVerifiedCode, maskEmail, SECURITY_CODE_ERRORS } from '../../security-code/public.ts';
import { validateForgotUsernameForm } from './forgot-username-form.ts';
import { changeLogin, loginUnavailableMail } from '../login-change/login-change.ts';

/** Forgot-username requests processed per IP and hour; beyond, they are answered but not processed. */
export const FORGOT_USERNAME_IP_LIMIT = { maxFailures: 30, windowMs: 3600_000, lockMs: 3600_000 } as const;
const DECOY_DOMAINS = ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'outlook.fr', 'sfr.fr'] as const;

function codeError(error: { code: string; message: string }): HttpError {
  return new HttpError(400, { ...error, errors: [{ field: 'securityCode', ...error }] });
}

/**
 * Forgot-login (spec §2, §4) (the change of login from the member area: server/src/identity/login-change/login-change.routes.ts). No enumeration: for a person who
 * matches no account the pre-check answers a plausible masked login (stable for the same input), and the
 * change fails exactly as with a wrong code; both leave no earlier than the timing floor.
 */
export async function forgotUsernameRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, tenant } = deps;
  const pepper = await storedSecret(db, deps.random, 'security-code-pepper');
  const decoyKey = await storedSecret(db, deps.random, 'forgot-username-decoy');

  function featureGuard(): void {
    if (!isFeatureOn(tenant, 'forgotUsernameAutreActe')) throw new HttpError(403, FEATURE_DISABLED);
  }

  /** The member and active account the form designates (null when none, or when the IP is over its quota). */
  async function matchAccount(
    body: unknown,
    ip: string,
  ): Promise<{ member: MatchedMember; account: Account } | null> {
    const identity = validateForgotUsernameForm(deps, body);
    const ipKey = `forgot-username-ip:${ip}`;
    const now = clock.now();
    if (await isThrottled(db, ipKey, now)) return null;
    await recordThrottledEvent(db, ipKey, now, FORGOT_USERNAME_IP_LIMIT);
    const member = await findMatchingMember(db, identity, {
      ...tenant.client,
      isRegisterVerifyEmail: false,
      isRegisterVerifyIban: false,
    });
    const account = member ? await findAccountByMemberId(db, member.id) : null;
    return member && account && account.status === 'active' ? { member, account } : null;
  }

  function decoyLogin(body: unknown): string {
    const seed = `${normalizePersonName(textField(body, 'prenom'))}|${normalizePersonName(textField(body, 'nom'))}`;
    const digest = createHmac('sha256', decoyKey).update(seed).digest();
    const domain = DECOY_DOMAINS[(digest[0] ?? 0) % DECOY_DOMAINS.length] ?? 'gmail.com';
    const local = seed.replace('|', '.').replace(/\s+/g, '') || 'adherent';
    return `${local}@${domain}`;
  }

  const domainValidation = (body: unknown): void => {
    validateForgotUsernameForm(deps, body);
  };

  app.post('/api/identity/pre-forgot-username', { config: { domainValidation } }, async (request) => {
    featureGuard();
    return withTimingFloor(async () => {
      const match = await matchAccount(request.body, request.ip);
      // The channel is the tenant's, never the person's (no enumeration): with SMS on, the code then goes by SMS to
      // a confirmed phone and by mail otherwise (security-code send words it so), and no masked phone is shown.
      const login = match === null ? decoyLogin(request.body) : match.account.userName;
      return {
        isUserAmfAuthorized: true,
        sendType: tenant.client.amfSmsActivated ? 'SMS' : 'MAIL',
        currentUserName: maskEmail(login),
        telephone: '',
      };
    });
  });

  app.post('/api/identity/forgot-username', { config: { domainValidation } }, async (request, reply) => {
    featureGuard();
    const securityCode = new RequestFields(request.body).optionalString('securityCode', 20);
    await withTimingFloor(async () => {
      const match = await matchAccount(request.body, request.ip);
      if (securityCode === undefined || securityCode === '') throw codeError(SECURITY_CODE_ERRORS.required);
      const now = clock.now();
      if (match === null) throw codeError(SECURITY_CODE_ERRORS.wrong);
      const { member, account } = match;
      const newLogin = normalizeUserName(textField(request.body, 'email'));
      const owner = await findAccountByUserName(db, newLogin);
      await db.transaction(async (tx) => {
        if (
          !(await consumeVerifiedCode(
            tx,
            account.id,
            ['VERIFY_UNAUTHENTICATED_AMF'],
            securityCode,
            now,
            pepper,
          ))
        ) {
          throw codeError(SECURITY_CODE_ERRORS.wrong);
        }
        if (owner !== null && owner.id !== account.id) {
          await deps.mailer.enqueue(loginUnavailableMail(deps, newLogin), tx);
          return;
        }
        await changeLogin(deps, tx, { account, newLogin, prenom: member.prenom, nom: member.nom });
      });
    });
    return reply.code(202).send({ ok: true });
  });
}
