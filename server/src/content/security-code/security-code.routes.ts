import {
  SECURITY_CODE_OPERATION_TYPES,
  SECURITY_CODE_SEND_TYPES,
  type SecurityCodeOperationType,
  type SecurityCodeSendType,
  validateSecurityCode,
} from '@portail/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertValid, HttpError } from '../../http/http-error.ts';
import { getSession, requireSession } from '../../http/session.ts';
import { clearThrottle, isThrottled, recordThrottledEvent } from '../../identity/throttle.ts';
import type { ServerDeps, ThrottleSettings } from '../../server-deps.ts';
import { contentSecret } from '../http/content-secrets.ts';
import { RequestFields } from '../http/request-fields.ts';
import { withTimingFloor } from '../http/response-floor.ts';
import { type CodeSubject, subjectOfAccount, subjectOfUsername } from './code-subject.ts';
import { decoySubjectHash, storeDecoyCode, verifyDecoyCode } from './security-code-decoy.repository.ts';
import { maskEmail, maskPhone } from './contact-mask.ts';
import { issueSecurityCode } from './security-code.ts';
import { storeSecurityCode, verifySecurityCode } from './security-code.repository.ts';
import {
  SECURITY_CODE_ERRORS,
  securityCodeText,
  sentContent,
  sentContentWithoutSession,
} from './security-code.messages.ts';

/** Operations allowed without a session (the user is identified by `username`). */
export const UNAUTHENTICATED_OPERATIONS: ReadonlySet<SecurityCodeOperationType> = new Set([
  'VERIFY_UNAUTHENTICATED_AMF',
  'LOGIN_AMF',
]);

/** Codes sent per account (or per unknown username) before a pause. */
export const SEND_LIMIT: ThrottleSettings = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
/**
 * Codes sent without a session per client IP, whatever the username (known or not), before a pause: one
 * address cannot spray codes (SMS / mail) at many logins. Refused like the per-account pause.
 */
export const SEND_IP_LIMIT: ThrottleSettings = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
/** Wrong codes per account and per IP, across codes, before a pause (brute force). */
export const VERIFY_LIMIT: ThrottleSettings = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

const FRENCH_MOBILE = /^(?:0|\+33 ?)[67](?:[ .-]?\d{2}){4}$/;

/** "+33 6 12 34 56 78" / "06.12.34.56.78" → "0612345678". */
export function normalizeMobile(phone: string): string {
  const digits = phone.replace(/[ .-]/g, '');
  return digits.startsWith('+33') ? `0${digits.slice(3)}` : digits;
}

function operationOf(fields: RequestFields): SecurityCodeOperationType {
  const value = fields.string('operation', 50);
  const operation = SECURITY_CODE_OPERATION_TYPES.find((known) => known === value);
  if (operation === undefined) throw new HttpError(400);
  return operation;
}

function sendTypeOf(fields: RequestFields): SecurityCodeSendType {
  const value = fields.string('sendType', 10);
  const sendType = SECURITY_CODE_SEND_TYPES.find((known) => known === value);
  if (sendType === undefined) throw new HttpError(400);
  return sendType;
}

interface ResolvedSubject {
  readonly subject: CodeSubject | null;
  readonly authenticated: boolean;
  /** Throttle key: the account, or the typed username when it matches nobody (same behaviour). */
  readonly key: string;
}

/** The session's account; without a session, the `username` of an unauthenticated operation. */
async function resolveSubject(
  request: FastifyRequest,
  deps: ServerDeps,
  operation: SecurityCodeOperationType,
  username: string | undefined,
): Promise<ResolvedSubject> {
  const session = await getSession(request);
  if (session) {
    const subject = await subjectOfAccount(deps.db, session.accountId);
    return { subject, authenticated: true, key: session.accountId };
  }
  if (!UNAUTHENTICATED_OPERATIONS.has(operation)) await requireSession(request);
  if (username === undefined || username.trim() === '')
    throw new HttpError(400, SECURITY_CODE_ERRORS.missingUser);
  const subject = await subjectOfUsername(deps.db, username);
  return {
    subject,
    authenticated: false,
    key: subject?.accountId ?? `unknown:${username.trim().toLowerCase()}`,
  };
}

/**
 * Security code (spec §4, §7): send (SMS when the phone is confirmed and SMS is on, else mail, with
 * `telephoneForbidden`), verify (≤ 10 min, single use, dead after 5 wrong tries, throttled per account and
 * IP), and the masked contact data. Unauthenticated calls answer alike for known and unknown users.
 */
export async function securityCodeRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, mailer, random, tenant } = deps;
  const pepper = await contentSecret(db, random, 'security-code-pepper');

  app.post('/api/identity/security-code/send', async (request) => {
    const body = new RequestFields(request.body);
    const operation = operationOf(body);
    const sendType = sendTypeOf(body);
    const send = async () => {
      const { subject, authenticated, key } = await resolveSubject(
        request,
        deps,
        operation,
        body.optionalString('username', 200),
      );
      const now = clock.now();
      const throttleKey = `sc-send:${key}`;
      // Without a session, also a quota per client IP (checked before anything depends on the username).
      const ipKey = authenticated ? null : `sc-send-ip:${request.ip}`;
      if (
        (ipKey !== null && (await isThrottled(db, ipKey, now))) ||
        (await isThrottled(db, throttleKey, now))
      ) {
        throw new HttpError(400, {
          ...SECURITY_CODE_ERRORS.tooManySends,
          ...(operation === 'LOGIN_AMF' ? { logoutUrl: tenant.server.logoutUrl } : {}),
        });
      }
      if (ipKey !== null) await recordThrottledEvent(db, ipKey, now, SEND_IP_LIMIT);
      await recordThrottledEvent(db, throttleKey, now, SEND_LIMIT);
      const smsPossible =
        subject !== null &&
        tenant.client.amfSmsActivated &&
        subject.telephoneConfirmed &&
        subject.telephone !== null;
      const channel: SecurityCodeSendType = sendType === 'SMS' && smsPossible ? 'SMS' : 'MAIL';
      // Without a session the answer may depend only on the request and the tenant (no enumeration): SMS asked
      // and SMS on → "by SMS, or by e-mail when the phone is not confirmed" for everyone, SMS off → "by e-mail".
      const announced: SecurityCodeSendType = authenticated
        ? channel
        : sendType === 'SMS' && tenant.client.amfSmsActivated
          ? 'SMS'
          : 'MAIL';
      const telephoneForbidden = sendType === 'SMS' && announced === 'MAIL';
      if (subject === null) {
        await storeDecoyCode(db, decoySubjectHash(key, pepper), operation, now);
      } else {
        const issued = issueSecurityCode(now, pepper);
        const text = securityCodeText(tenant.client.libelle, issued.code);
        await db.transaction(async (tx) => {
          await storeSecurityCode(
            tx,
            { ...issued, id: random.uuid() },
            subject.accountId,
            operation,
            channel,
            now,
          );
          await mailer.enqueue(
            channel === 'SMS'
              ? {
                  kind: 'sms',
                  template: 'security-code',
                  to: subject.telephone ?? '',
                  subject: 'Code de sécurité',
                  text,
                }
              : {
                  kind: 'mail',
                  template: 'security-code',
                  to: subject.email,
                  subject: 'Votre code de sécurité',
                  text,
                },
            tx,
          );
        });
      }
      if (!authenticated || subject === null)
        return { content: sentContentWithoutSession(announced), telephoneForbidden };
      const destination = channel === 'SMS' ? maskPhone(subject.telephone ?? '') : maskEmail(subject.email);
      return { content: sentContent(channel, destination), telephoneForbidden };
    };
    // Without a session the whole answer (username lookup included) leaves no earlier than the floor.
    return (await getSession(request)) ? send() : withTimingFloor(send);
  });

  app.post(
    '/api/identity/security-code/verify',
    {
      config: {
        domainValidation: (body) => {
          const code = new RequestFields(body).raw()['securityCode'];
          assertValid([['securityCode', validateSecurityCode(code)]]);
        },
      },
    },
    async (request) => {
      const body = new RequestFields(request.body);
      const operation = operationOf(body);
      const submitted = body.string('securityCode', 20);
      assertValid([['securityCode', validateSecurityCode(submitted)]]);
      const verify = () => verifyCode(request, body, operation, submitted);
      // Without a session a known and an unknown username answer in the same time (decoy vs real code).
      return (await getSession(request)) ? verify() : withTimingFloor(verify);
    },
  );

  /** The check of `submitted` for the session's account or the unauthenticated `username`. */
  async function verifyCode(
    request: FastifyRequest,
    body: RequestFields,
    operation: SecurityCodeOperationType,
    submitted: string,
  ): Promise<{ valid: true }> {
    const { subject, key } = await resolveSubject(
      request,
      deps,
      operation,
      body.optionalString('username', 200),
    );
    const newPhone = body.optionalString('newAmfTel', 30)?.trim();
    if (operation === 'ACTIVATE_AMF' || operation === 'MODIFY_TEL_AMF') {
      if (newPhone === undefined || newPhone === '')
        throw new HttpError(400, SECURITY_CODE_ERRORS.newPhoneRequired);
      if (!FRENCH_MOBILE.test(newPhone)) throw new HttpError(400, SECURITY_CODE_ERRORS.badPhone);
    }
    const now = clock.now();
    const accountKey = `sc-verify:${key}`;
    const ipKey = `sc-verify-ip:${request.ip}`;
    if ((await isThrottled(db, accountKey, now)) || (await isThrottled(db, ipKey, now))) {
      throw new HttpError(400, SECURITY_CODE_ERRORS.tooManyAttempts);
    }
    const result =
      subject === null
        ? await verifyDecoyCode(db, decoySubjectHash(key, pepper), operation, submitted, now, pepper)
        : await verifySecurityCode(db, subject.accountId, operation, submitted, now, pepper);
    if (result !== 'ok') {
      await recordThrottledEvent(db, accountKey, now, VERIFY_LIMIT);
      await recordThrottledEvent(db, ipKey, now, VERIFY_LIMIT);
      const error = result === 'malformed' ? SECURITY_CODE_ERRORS.wrong : SECURITY_CODE_ERRORS[result];
      throw new HttpError(400, { ...error, errors: [{ field: 'securityCode', ...error }] });
    }
    await clearThrottle(db, accountKey);
    if (
      subject?.memberId &&
      newPhone !== undefined &&
      (operation === 'ACTIVATE_AMF' || operation === 'MODIFY_TEL_AMF')
    ) {
      await db.query('UPDATE members SET telephone = $2, telephone_confirmed = true WHERE id = $1', [
        subject.memberId,
        normalizeMobile(newPhone),
      ]);
      // Double authentication is the account's setting the sign-in reads (login code step, issue 12).
      if (operation === 'ACTIVATE_AMF') {
        await db.query('UPDATE accounts SET amf_enabled = true WHERE id = $1', [subject.accountId]);
      }
    }
    if (subject?.memberId && operation === 'DESACTIVATE_AMF') {
      await db.query('UPDATE members SET telephone_confirmed = false WHERE id = $1', [subject.memberId]);
      await db.query('UPDATE accounts SET amf_enabled = false WHERE id = $1', [subject.accountId]);
    }
    return { valid: true };
  }

  app.get('/api/identity/security-code/contact', async (request) => {
    const session = await requireSession(request);
    const subject = await subjectOfAccount(db, session.accountId);
    if (subject === null) throw new HttpError(401);
    return {
      telephone: subject.telephone ? maskPhone(subject.telephone) : '',
      email: maskEmail(subject.email),
    };
  });
}
