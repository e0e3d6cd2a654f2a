import type { AccountConsent } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

interface ConsentRow extends Record<string, unknown> {
  nom: string;
  libelle: string;
  accepted: boolean | null;
  answered_at: Date | string | null;
}

interface AnswerRow extends Record<string, unknown> {
  nom: string;
  accepted: boolean;
  answered_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Every consent of the member (answered or not), in order, each with its history (oldest first). */
export async function findAccountConsents(db: Queryable, memberId: string): Promise<AccountConsent[]> {
  const consents = await db.query<ConsentRow>(
    `SELECT nom, libelle, accepted, answered_at FROM member_consents WHERE member_id = $1 ORDER BY position, nom`,
    [memberId],
  );
  const answers = await db.query<AnswerRow>(
    `SELECT nom, accepted, answered_at FROM member_consent_answers WHERE member_id = $1 ORDER BY answered_at, id`,
    [memberId],
  );
  return consents.rows.map((row) => ({
    nom: row.nom,
    libelle: row.libelle,
    accepted: row.accepted,
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
    historique: answers.rows
      .filter((answer) => answer.nom === row.nom)
      .map((answer) => ({ accepted: answer.accepted, answeredAt: iso(answer.answered_at) })),
  }));
}
