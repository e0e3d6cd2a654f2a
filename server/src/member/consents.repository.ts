import type { Consent } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';

/** Consents the member has not answered yet (`accepted` null), in order. Used by current-user too. */
export async function findPendingConsents(db: Queryable, memberId: string): Promise<Consent[]> {
  const { rows } = await db.query<{ nom: string; libelle: string }>(
    `SELECT nom, libelle FROM member_consents WHERE member_id = $1 AND accepted IS NULL ORDER BY position, nom`,
    [memberId],
  );
  return rows.map((row) => ({ nom: row.nom, libelle: row.libelle, accepted: null }));
}

/**
 * Records an answer: the current answer of `member_consents` and one more row of the history
 * (`member_consent_answers`, never overwritten), in one statement. False when the member has no such consent.
 */
export async function answerConsent(
  db: Queryable,
  clock: Clock,
  memberId: string,
  nom: string,
  accepted: boolean,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `WITH answered AS (
       UPDATE member_consents SET accepted = $3, answered_at = $4 WHERE member_id = $1 AND nom = $2
       RETURNING member_id, nom)
     INSERT INTO member_consent_answers (member_id, nom, accepted, answered_at)
     SELECT member_id, nom, $3, $4 FROM answered`,
    [memberId, nom, accepted, clock.now()],
  );
  return rowCount > 0;
}
