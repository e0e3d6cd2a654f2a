import type { SecurityCodeOperationType } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import type { CodeSubject } from './code-subject.repository.ts';

/** What a verified code changes on the account (double authentication is the setting the sign-in reads). */
export async function applyVerifiedOperation(
  db: Queryable,
  subject: CodeSubject,
  operation: SecurityCodeOperationType,
  newPhone: string | undefined,
  confirmed: boolean,
): Promise<void> {
  if (subject.memberId === null) return;
  if (newPhone !== undefined) {
    await db.query('UPDATE members SET telephone = $2, telephone_confirmed = $3 WHERE id = $1', [
      subject.memberId,
      newPhone,
      confirmed,
    ]);
    if (operation === 'ACTIVATE_AMF') {
      await db.query('UPDATE accounts SET amf_enabled = true WHERE id = $1', [subject.accountId]);
    }
  }
  if (operation === 'DESACTIVATE_AMF') {
    await db.query('UPDATE members SET telephone_confirmed = false WHERE id = $1', [subject.memberId]);
    await db.query('UPDATE accounts SET amf_enabled = false WHERE id = $1', [subject.accountId]);
  }
}
