import type { SecurityCodeOperationType } from '@portail/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { clearThrottle, isThrottled, recordThrottledEvent } from '../platform/throttle.repository.ts';
import type { ServerDeps, ThrottleSettings } from '../server-deps.ts';
import type { RequestFields } from '../http/request-fields.ts';
import { verifyNewPhoneCode } from './new-phone-code.repository.ts';
import { newPhoneOf } from './new-phone.ts';
import { decoySubjectHash, verifyDecoyCode } from './security-code-decoy.repository.ts';
import { SECURITY_CODE_ERRORS } from './security-code.messages.ts';
import { verifySecurityCode } from './security-code.repository.ts';
import { applyVerifiedOperation } from './verified-operation.repository.ts';
import { resolveSubject } from './security-code.request.ts';
import { recordEvent } from '../events/public.ts';

/** Wrong codes per account and per IP, across codes, before a pause (brute force). */
export const VERIFY_LIMIT: ThrottleSettings = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/**
 * The check of `submitted` for the session's account or the unauthenticated `username`. For ACTIVATE_AMF /
 * MODIFY_TEL_AMF the code must have been sent for `newAmfTel`; then the number is stored — confirmed only when
 * the code reached it by SMS — and ACTIVATE_AMF turns double authentication on. DESACTIVATE_AMF turns it off.
 */
export async function verifySecurityCodeRequest(
  request: FastifyRequest,
  deps: ServerDeps,
  pepper: string,
  body: RequestFields,
  operation: SecurityCodeOperationType,
  submitted: string,
): Promise<{ valid: true }> {
  const { db, clock } = deps;
  const { subject, key } = await resolveSubject(
    request,
    deps,
    operation,
    body.optionalString('username', 200),
  );
  const newPhone = newPhoneOf(body, operation);
  const now = clock.now();
  const accountKey = `sc-verify:${key}`;
  const ipKey = `sc-verify-ip:${request.ip}`;
  if ((await isThrottled(db, accountKey, now)) || (await isThrottled(db, ipKey, now))) {
    throw new HttpError(400, SECURITY_CODE_ERRORS.tooManyAttempts);
  }
  let confirmed = false;
  let result: string;
  if (subject === null) {
    result = await verifyDecoyCode(db, decoySubjectHash(key, pepper), operation, submitted, now, pepper);
  } else if (newPhone !== undefined) {
    const checked = await verifyNewPhoneCode(
      db,
      subject.accountId,
      operation,
      submitted,
      newPhone,
      now,
      pepper,
    );
    result = checked.result;
    confirmed = checked.result === 'ok' && checked.sentBy === 'SMS';
  } else {
    result = await verifySecurityCode(db, subject.accountId, operation, submitted, now, pepper);
  }
  if (result !== 'ok') {
    await recordThrottledEvent(db, accountKey, now, VERIFY_LIMIT);
    await recordThrottledEvent(db, ipKey, now, VERIFY_LIMIT);
    throw new HttpError(400, refusal(result));
  }
  await clearThrottle(db, accountKey);
  if (subject !== null) {
    await db.transaction(async (tx) => {
      await applyVerifiedOperation(tx, subject, operation, newPhone, confirmed);
      const turned = twoFactorChange(subject.memberId, operation, newPhone);
      if (turned)
        await recordEvent(tx, { kind: turned, memberId: subject.memberId, at: now, attributes: {} });
    });
  }
  return { valid: true };
}

/** The double-authentication switch a verified operation turns, if any (as applyVerifiedOperation does). */
function twoFactorChange(
  memberId: string | null,
  operation: SecurityCodeOperationType,
  newPhone: string | undefined,
): 'two-factor-on' | 'two-factor-off' | null {
  if (memberId === null) return null;
  if (operation === 'ACTIVATE_AMF' && newPhone !== undefined) return 'two-factor-on';
  return operation === 'DESACTIVATE_AMF' ? 'two-factor-off' : null;
}

function refusal(result: string): Record<string, unknown> {
  const error =
    result === 'other-phone'
      ? SECURITY_CODE_ERRORS.otherPhone
      : result === 'used' || result === 'locked' || result === 'expired'
        ? SECURITY_CODE_ERRORS[result]
        : SECURITY_CODE_ERRORS.wrong;
  return { ...error, errors: [{ field: 'securityCode', ...error }] };
}
