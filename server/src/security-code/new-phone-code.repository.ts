import type { SecurityCodeOperationType, SecurityCodeSendType } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { checkSecurityCode, type SecurityCodeCheck } from './security-code.ts';
import { countWrongTry, latestCode, markVerified, storedCodeOf } from './security-code.repository.ts';

export type NewPhoneCodeCheck =
  | { readonly result: Exclude<SecurityCodeCheck, 'ok'> | 'other-phone' }
  /** The code was right and sent for this number: `sentBy` SMS proves the member holds the phone. */
  | { readonly result: 'ok'; readonly sentBy: SecurityCodeSendType };

/**
 * The verify step of ACTIVATE_AMF / MODIFY_TEL_AMF: the latest code of the operation must have been sent for
 * `phone` (normalized). A code sent for another number confirms nothing — 'other-phone', counted as a wrong try
 * like a wrong code (the fifth kills the code); a used, dead or expired code keeps its own answer.
 */
export async function verifyNewPhoneCode(
  db: Queryable,
  accountId: string,
  operation: SecurityCodeOperationType,
  submitted: string,
  phone: string,
  now: Date,
  pepper: string,
): Promise<NewPhoneCodeCheck> {
  const row = await latestCode(db, accountId, [operation]);
  if (row === null) return { result: 'wrong' };
  const stored = storedCodeOf(row);
  const check = checkSecurityCode(stored, submitted, now, pepper);
  if (check === 'used' || check === 'locked' || check === 'expired') return { result: check };
  if (row.new_phone !== phone) {
    const counted = await countWrongTry(db, row.id);
    return { result: counted === 'locked' ? 'locked' : 'other-phone' };
  }
  if (check !== 'ok') return { result: await countWrongTry(db, row.id) };
  const marked = await markVerified(db, row.id, now);
  return marked === 'ok' ? { result: 'ok', sentBy: row.send_type } : { result: 'used' };
}
