import type { Queryable } from '../db/database.ts';

/** Who a security code is for: an active account, its e-mail and the member's phone. */
export interface CodeSubject {
  readonly accountId: string;
  readonly memberId: string | null;
  readonly email: string;
  readonly telephone: string | null;
  readonly telephoneConfirmed: boolean;
}

interface SubjectRow extends Record<string, unknown> {
  id: string;
  member_id: string | null;
  email: string;
  telephone: string | null;
  telephone_confirmed: boolean | null;
}

const SELECT = `SELECT a.id, a.member_id, a.email, m.telephone, m.telephone_confirmed
  FROM accounts a LEFT JOIN members m ON m.id = a.member_id`;

function toSubject(row: SubjectRow | undefined): CodeSubject | null {
  return row
    ? {
        accountId: row.id,
        memberId: row.member_id,
        email: row.email,
        telephone: row.telephone,
        telephoneConfirmed: row.telephone_confirmed === true,
      }
    : null;
}

export async function subjectOfAccount(db: Queryable, accountId: string): Promise<CodeSubject | null> {
  const { rows } = await db.query<SubjectRow>(`${SELECT} WHERE a.id = $1 AND a.status = 'active'`, [
    accountId,
  ]);
  return toSubject(rows[0]);
}

/**
 * The active account an unauthenticated `username` designates: its login, or — for the forgot-username
 * flow, where the login is what was lost — the member number, NIR or an individual contract number typed
 * in the form. Null when nothing matches.
 */
export async function subjectOfUsername(db: Queryable, username: string): Promise<CodeSubject | null> {
  const typed = username.trim();
  if (typed === '') return null;
  const { rows } = await db.query<SubjectRow>(
    `${SELECT}
      WHERE a.status = 'active' AND (
        a.user_name = lower($1) OR m.numero_contrat = $1 OR upper(m.nir) = upper($1)
        OR EXISTS (SELECT 1 FROM contracts c WHERE c.member_id = m.id AND c.numero_contrat_individuel = $1))
      ORDER BY (a.user_name = lower($1)) DESC
      LIMIT 1`,
    [typed],
  );
  return toSubject(rows[0]);
}
