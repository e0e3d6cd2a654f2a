import {
  SECURITY_CODE_MAIL_TEMPLATE,
  SECURITY_CODE_SMS_TEMPLATE,
} from '../../mail/member-mail-templates.catalogue.ts';
import { templatedMessage } from '../../mail/mail-template-definition.ts';
import type { ServerDeps } from '../../server-deps.ts';
import {
  issueSecurityCode,
  SEND_LIMIT,
  storeSecurityCode,
  subjectOfAccount,
} from '../../security-code/public.ts';
import { isThrottled, recordThrottledEvent } from '../../platform/throttle.repository.ts';

/** Where the code went, or 'throttled' when too many codes were asked for this account. */
export type LoginCodeDelivery = { readonly sendType: 'MAIL' | 'SMS' } | 'throttled' | 'no-subject';

/**
 * Sends a `LOGIN_AMF` code through the security-code machinery: a new 6-digit code (≤ 10 min, single use,
 * dead after 5 wrong tries; earlier codes stop working), by SMS when the tenant has SMS on and the member's
 * mobile is confirmed, else by mail; counted against the same per-account send quota as the code endpoint.
 */
export async function sendLoginCode(
  deps: ServerDeps,
  pepper: string,
  accountId: string,
): Promise<LoginCodeDelivery> {
  const { db, clock, random, mailer, tenant } = deps;
  const now = clock.now();
  const subject = await subjectOfAccount(db, accountId);
  if (subject === null) return 'no-subject';
  const throttleKey = `sc-send:${accountId}`;
  if (await isThrottled(db, throttleKey, now)) return 'throttled';
  await recordThrottledEvent(db, throttleKey, now, SEND_LIMIT);
  const sms = tenant.client.amfSmsActivated && subject.telephoneConfirmed && subject.telephone !== null;
  const sendType = sms ? 'SMS' : 'MAIL';
  const issued = issueSecurityCode(now, pepper);
  await db.transaction(async (tx) => {
    await storeSecurityCode(tx, { ...issued, id: random.uuid() }, accountId, 'LOGIN_AMF', sendType, now);
    const values = { mutuelle: tenant.client.libelle, code: issued.code };
    await mailer.enqueue(
      sms
        ? templatedMessage(SECURITY_CODE_SMS_TEMPLATE, subject.telephone ?? '', values)
        : templatedMessage(SECURITY_CODE_MAIL_TEMPLATE, subject.email, values),
      tx,
    );
  });
  return { sendType };
}
