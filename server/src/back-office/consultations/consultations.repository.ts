import type { ConsultationReason } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

/** The member a consultation opens on: their name and the account of their space (null when none yet). */
export interface ConsultedMember {
  readonly memberId: string;
  readonly nom: string;
  readonly prenom: string;
  readonly accountId: string | null;
}

/** The member by id or by member number (« numéro d'adhérent »). */
export async function findConsultedMember(db: Queryable, memberId: string): Promise<ConsultedMember | null> {
  const { rows } = await db.query<{ id: string; nom: string; prenom: string; account_id: string | null }>(
    `SELECT m.id, m.nom, m.prenom, a.id AS account_id
       FROM members m LEFT JOIN accounts a ON a.member_id = m.id AND a.status <> 'deleted'
      WHERE m.id = $1 OR m.numero_contrat = $1
      ORDER BY a.created_at DESC NULLS LAST
      LIMIT 1`,
    [memberId],
  );
  const row = rows[0];
  return row ? { memberId: row.id, nom: row.nom, prenom: row.prenom, accountId: row.account_id } : null;
}

/** The first name a staff member shows (« Habilitations » profile), '' when none was given. */
export async function findStaffPrenom(db: Queryable, accountId: string): Promise<string> {
  const { rows } = await db.query<{ prenom: string }>(
    'SELECT prenom FROM staff_profiles WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.prenom ?? '';
}

export interface NewConsultation {
  readonly id: string;
  readonly member: ConsultedMember & { readonly accountId: string };
  readonly staffAccountId: string;
  readonly staffLogin: string;
  readonly staffSessionHash: string;
  readonly agentPrenom: string;
  readonly agentRole: string;
  readonly reason: ConsultationReason;
  readonly startedAt: Date;
  readonly endsAt: Date;
}

/** An open consultation of a staff session, or one that ran out without « Terminer ». */
export interface OpenConsultation {
  readonly id: string;
  readonly memberId: string;
  readonly startedAt: Date;
  readonly endsAt: Date;
}

interface OpenRow extends Record<string, unknown> {
  id: string;
  member_id: string;
  started_at: Date;
  ends_at: Date;
}

const toOpen = (row: OpenRow): OpenConsultation => ({
  id: row.id,
  memberId: row.member_id,
  startedAt: new Date(row.started_at),
  endsAt: new Date(row.ends_at),
});

/**
 * Closes every consultation of the staff session still marked open (`ended_at` = now, or its `ends_at` when it ran
 * out before): one session consults one member at a time. Returns the closed ones.
 */
export async function closeConsultations(
  db: Queryable,
  staffSessionHash: string,
  now: Date,
): Promise<readonly (OpenConsultation & { readonly endedAt: Date })[]> {
  const { rows } = await db.query<OpenRow & { ended_at: Date }>(
    `UPDATE member_consultations SET ended_at = LEAST(ends_at, $2)
      WHERE staff_session_hash = $1 AND ended_at IS NULL
      RETURNING id, member_id, started_at, ends_at, ended_at`,
    [staffSessionHash, now],
  );
  return rows.map((row) => ({ ...toOpen(row), endedAt: new Date(row.ended_at) }));
}

export async function insertConsultation(db: Queryable, consultation: NewConsultation): Promise<void> {
  await db.query(
    `INSERT INTO member_consultations (id, member_id, member_account_id, staff_account_id, staff_login,
       staff_session_hash, agent_prenom, agent_role, reason_category, reason_text, ticket, started_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      consultation.id,
      consultation.member.memberId,
      consultation.member.accountId,
      consultation.staffAccountId,
      consultation.staffLogin,
      consultation.staffSessionHash,
      consultation.agentPrenom,
      consultation.agentRole,
      consultation.reason.categorie,
      consultation.reason.motif,
      consultation.reason.ticket,
      consultation.startedAt,
      consultation.endsAt,
    ],
  );
}

/** The consultation of the staff session open at `now`, or null. */
export async function findOpenConsultation(
  db: Queryable,
  staffSessionHash: string,
  now: Date,
): Promise<OpenConsultation | null> {
  const { rows } = await db.query<OpenRow>(
    `SELECT id, member_id, started_at, ends_at FROM member_consultations
      WHERE staff_session_hash = $1 AND ended_at IS NULL AND ends_at > $2`,
    [staffSessionHash, now],
  );
  return rows[0] ? toOpen(rows[0]) : null;
}
