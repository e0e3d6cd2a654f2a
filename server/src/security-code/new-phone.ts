import { createHmac } from 'node:crypto';
import { type SecurityCodeOperationType, validateFrenchMobile } from '@portail/domain';
import { HttpError } from '../http/http-error.ts';
import type { ThrottleSettings } from '../server-deps.ts';
import type { RequestFields } from '../http/request-fields.ts';
import { SECURITY_CODE_ERRORS } from './security-code.messages.ts';

/**
 * The operations that give the account a new mobile (double authentication on, change of its phone). Their code
 * goes by SMS to that new number — the only proof the member holds it — and is bound to it: the verify must name
 * the same number, and only then is the number stored (confirmed when the code went by SMS).
 */
export const NEW_PHONE_OPERATIONS: ReadonlySet<SecurityCodeOperationType> = new Set([
  'ACTIVATE_AMF',
  'MODIFY_TEL_AMF',
]);

export function isNewPhoneOperation(operation: SecurityCodeOperationType): boolean {
  return NEW_PHONE_OPERATIONS.has(operation);
}

/** "+33 6 12 34 56 78" / "06.12.34.56.78" → "0612345678". */
export function normalizeMobile(phone: string): string {
  const digits = phone.replace(/[ .-]/g, '');
  return digits.startsWith('+33') ? `0${digits.slice(3)}` : digits;
}

/** "0711223344" → "07 11 22 33 44" (the number the member just typed, shown in full to catch a typo). */
export function formatMobile(normalized: string): string {
  return normalized.replace(/(\d{2})(?=\d)/g, '$1 ');
}

/**
 * `newAmfTel` of a send or verify of a new-phone operation, normalized; 400 « Veuillez saisir votre numéro de
 * téléphone mobile. » when missing, « Le numéro de téléphone mobile est incorrect. » when not a French mobile
 * (the domain's rule, as the screen applies it). Undefined for the other operations (the field is ignored).
 */
export function newPhoneOf(body: RequestFields, operation: SecurityCodeOperationType): string | undefined {
  if (!isNewPhoneOperation(operation)) return undefined;
  const typed = body.optionalString('newAmfTel', 30)?.trim() ?? '';
  if (typed === '') throw new HttpError(400, SECURITY_CODE_ERRORS.newPhoneRequired);
  if (validateFrenchMobile(typed).length > 0) throw new HttpError(400, SECURITY_CODE_ERRORS.badPhone);
  return normalizeMobile(typed);
}

/**
 * Codes sent to one new number, whatever the account asking, before a pause: a member (or many accounts)
 * cannot flood somebody else's phone with SMS.
 */
export const NEW_PHONE_NUMBER_LIMIT: ThrottleSettings = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};
/** Codes sent to new numbers from one client IP, whatever the accounts, before a pause. */
export const NEW_PHONE_IP_LIMIT: ThrottleSettings = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/** The throttle keys of a send to a new number: the number (as an HMAC, never in clear) and the client IP. */
export function newPhoneThrottleKeys(
  phone: string,
  ip: string,
  pepper: string,
): readonly { readonly key: string; readonly limit: ThrottleSettings }[] {
  const numberHash = createHmac('sha256', pepper).update(`new-phone:${phone}`).digest('hex');
  return [
    { key: `sc-send-tel:${numberHash}`, limit: NEW_PHONE_NUMBER_LIMIT },
    { key: `sc-send-tel-ip:${ip}`, limit: NEW_PHONE_IP_LIMIT },
  ];
}
