import type { Queryable } from '../../db/database.ts';

/**
 * The account gets its first password and becomes active and confirmed (`cguAccepted`: the CGU date is set).
 * Returns when the account was asked for (its creation).
 */
export async function activateAccount(
  db: Queryable,
  accountId: string,
  passwordHash: string,
  now: Date,
  cguAccepted: boolean,
): Promise<Date> {
  const { rows } = await db.query<{ created_at: Date }>(
    `UPDATE accounts SET password_hash = $2, status = 'active', is_confirmed = true, activated_at = $3,
            password_changed_at = $3, cgu_accepted_at = CASE WHEN $4 THEN $3 ELSE cgu_accepted_at END
      WHERE id = $1 RETURNING created_at`,
    [accountId, passwordHash, now, cguAccepted],
  );
  return rows[0]?.created_at ?? now;
}

/** The account's e-mail address is confirmed. */
export async function markAccountConfirmed(db: Queryable, accountId: string): Promise<void> {
  await db.query('UPDATE accounts SET is_confirmed = true WHERE id = $1', [accountId]);
}

/**
 * One consent answered at activation (or at the registration it completes), kept for the member: the current
 * answer with its date, and one more row of the history (never overwritten).
 */
export async function recordActivationConsent(
  db: Queryable,
  memberId: string,
  consent: {
    readonly nom: string;
    readonly libelle: string;
    readonly accepted: boolean;
    readonly position: number;
  },
  now: Date,
): Promise<void> {
  await db.query(
    `WITH answered AS (
       INSERT INTO member_consents (member_id, nom, libelle, accepted, position, answered_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id, nom) DO UPDATE SET accepted = EXCLUDED.accepted, answered_at = EXCLUDED.answered_at
       RETURNING member_id, nom)
     INSERT INTO member_consent_answers (member_id, nom, accepted, answered_at)
     SELECT member_id, nom, $4, $6 FROM answered`,
    [memberId, consent.nom, consent.libelle, consent.accepted, consent.position, now],
  );
}

/** Was a confirmation link issued for the account after `since`? */
export async function confirmationIssuedSince(
  db: Queryable,
  accountId: string,
  since: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM account_tokens WHERE account_id = $1 AND purpose = 'Confirmation' AND created_at > $2`,
    [accountId, since],
  );
  return rows.length > 0;
}
