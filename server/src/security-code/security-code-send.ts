import type { SecurityCodeSendType } from '@portail/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import {
  SECURITY_CODE_MAIL_TEMPLATE,
  SECURITY_CODE_SMS_TEMPLATE,
} from '../mail/member-mail-templates.catalogue.ts';
import { templatedMessage } from '../mail/mail-template-definition.ts';
import { isThrottled, recordThrottledEvent } from '../platform/throttle.repository.ts';
import type { ServerDeps, ThrottleSettings } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import type { CodeSubject } from './code-subject.repository.ts';
import { maskEmail, maskPhone } from './contact-mask.ts';
import { formatMobile, newPhoneOf, newPhoneThrottleKeys } from './new-phone.ts';
import { decoySubjectHash, storeDecoyCode } from './security-code-decoy.repository.ts';
import {
  SECURITY_CODE_ERRORS,
  sentContent,
  sentContentWithoutSession,
  sentToNewPhoneContent,
} from './security-code.messages.ts';
import { storeSecurityCode } from './security-code.repository.ts';
import { operationOf, resolveSubject, sendTypeOf } from './security-code.request.ts';
import { issueSecurityCode } from './security-code.ts';

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

export interface SendAnswer {
  readonly content: string;
  readonly telephoneForbidden: boolean;
}

/** Where the code goes: SMS to `to`, or mail to the account's address. */
interface Delivery {
  readonly channel: SecurityCodeSendType;
  readonly to: string;
}

/**
 * `POST /api/identity/security-code/send` (spec §4, §7). A new mobile (ACTIVATE_AMF, MODIFY_TEL_AMF) gets the
 * code by SMS when the tenant sends SMS, else the account's e-mail does; other codes go by SMS to a confirmed
 * phone, else by mail, with `telephoneForbidden`. Every quota is checked before anything is counted or sent.
 */
export async function sendSecurityCode(
  request: FastifyRequest,
  deps: ServerDeps,
  pepper: string,
): Promise<SendAnswer> {
  const { db, clock, mailer, random, tenant } = deps;
  const body = new RequestFields(request.body);
  const operation = operationOf(body);
  const sendType = sendTypeOf(body);
  const { subject, authenticated, key } = await resolveSubject(
    request,
    deps,
    operation,
    body.optionalString('username', 200),
  );
  // ACTIVATE_AMF / MODIFY_TEL_AMF need a session (resolveSubject), then a French mobile.
  const newPhone = newPhoneOf(body, operation);
  const now = clock.now();
  const quotas: { key: string; limit: ThrottleSettings }[] = [{ key: `sc-send:${key}`, limit: SEND_LIMIT }];
  // Without a session, also a quota per client IP (checked before anything depends on the username).
  if (!authenticated) quotas.unshift({ key: `sc-send-ip:${request.ip}`, limit: SEND_IP_LIMIT });
  // A new number is somebody's phone: a quota per number (any account) and per client IP.
  if (newPhone !== undefined) quotas.push(...newPhoneThrottleKeys(newPhone, request.ip, pepper));
  for (const quota of quotas) {
    if (await isThrottled(db, quota.key, now)) {
      throw new HttpError(400, {
        ...SECURITY_CODE_ERRORS.tooManySends,
        ...(operation === 'LOGIN_AMF' ? { logoutUrl: tenant.server.logoutUrl } : {}),
      });
    }
  }
  for (const quota of quotas) await recordThrottledEvent(db, quota.key, now, quota.limit);
  const smsAsked = sendType === 'SMS' && tenant.client.amfSmsActivated;
  const delivery = deliveryOf(subject, smsAsked, newPhone);
  // Without a session the answer may depend only on the request and the tenant (no enumeration): SMS asked
  // and SMS on → "by SMS, or by e-mail when the phone is not confirmed" for everyone, SMS off → "by e-mail".
  const announced: SecurityCodeSendType = authenticated ? delivery.channel : smsAsked ? 'SMS' : 'MAIL';
  // A new number that gets no SMS is never proven, whatever was asked: the front tells the member.
  const telephoneForbidden =
    newPhone !== undefined ? delivery.channel === 'MAIL' : sendType === 'SMS' && announced === 'MAIL';
  if (subject === null) {
    await storeDecoyCode(db, decoySubjectHash(key, pepper), operation, now);
    return { content: sentContentWithoutSession(announced), telephoneForbidden };
  }
  const issued = issueSecurityCode(now, pepper);
  await db.transaction(async (tx) => {
    const stored = { ...issued, id: random.uuid() };
    await storeSecurityCode(
      tx,
      stored,
      subject.accountId,
      operation,
      delivery.channel,
      now,
      newPhone ?? null,
    );
    const values = { mutuelle: tenant.client.libelle, code: issued.code };
    await mailer.enqueue(
      delivery.channel === 'SMS'
        ? templatedMessage(SECURITY_CODE_SMS_TEMPLATE, delivery.to, values)
        : templatedMessage(SECURITY_CODE_MAIL_TEMPLATE, delivery.to, values),
      tx,
    );
  });
  if (!authenticated) return { content: sentContentWithoutSession(announced), telephoneForbidden };
  if (newPhone !== undefined && delivery.channel === 'SMS') {
    return { content: sentToNewPhoneContent(formatMobile(newPhone)), telephoneForbidden };
  }
  const destination = delivery.channel === 'SMS' ? maskPhone(delivery.to) : maskEmail(subject.email);
  return { content: sentContent(delivery.channel, destination), telephoneForbidden };
}

/** A new number gets the SMS itself; any other code goes by SMS only to the account's confirmed phone. */
function deliveryOf(subject: CodeSubject | null, smsAsked: boolean, newPhone: string | undefined): Delivery {
  const mail: Delivery = { channel: 'MAIL', to: subject?.email ?? '' };
  if (!smsAsked || subject === null) return mail;
  if (newPhone !== undefined) return { channel: 'SMS', to: newPhone };
  return subject.telephoneConfirmed && subject.telephone !== null
    ? { channel: 'SMS', to: subject.telephone }
    : mail;
}
