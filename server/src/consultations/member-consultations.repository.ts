import type { ConsultationReasonCategory } from '@portail/domain';
import {
  CONSULTATION_REASON_CATEGORY_LABELS,
  consultationDurationMinutes,
  isConsultationReasonCategory,
} from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/**
 * One consultation of a member's space as the member reads it (« Consultations de votre espace »): when, how long,
 * the agent's first name and role, and the reason's category — never the reason's text or ticket.
 */
export interface MemberConsultation {
  readonly debut: string;
  /** When it ended (« Terminer » or the 30 minutes), null while it lasts. */
  readonly fin: string | null;
  readonly dureeMinutes: number;
  readonly agentPrenom: string;
  readonly agentRole: string;
  readonly categorie: ConsultationReasonCategory | 'autre';
  readonly categorieLibelle: string;
}

interface Row extends Record<string, unknown> {
  started_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  agent_prenom: string;
  agent_role: string;
  reason_category: string;
}

/** Most consultations listed (the newest). */
const LIMIT = 200;

/** The member's consultations, newest first, as of `now`. */
export async function findMemberConsultations(
  db: Queryable,
  memberId: string,
  now: Date,
): Promise<readonly MemberConsultation[]> {
  const { rows } = await db.query<Row>(
    `SELECT started_at, ends_at, ended_at, agent_prenom, agent_role, reason_category
       FROM member_consultations WHERE member_id = $1
      ORDER BY started_at DESC, id DESC LIMIT ${LIMIT}`,
    [memberId],
  );
  return rows.map((row) => {
    const startedAt = new Date(row.started_at);
    const endsAt = new Date(row.ends_at);
    const ended =
      row.ended_at !== null ? new Date(row.ended_at) : endsAt.getTime() <= now.getTime() ? endsAt : null;
    const categorie = isConsultationReasonCategory(row.reason_category) ? row.reason_category : 'autre';
    return {
      debut: startedAt.toISOString(),
      fin: ended === null ? null : ended.toISOString(),
      dureeMinutes: consultationDurationMinutes(startedAt, ended ?? now),
      agentPrenom: row.agent_prenom,
      agentRole: row.agent_role,
      categorie,
      categorieLibelle: CONSULTATION_REASON_CATEGORY_LABELS[categorie],
    };
  });
}
