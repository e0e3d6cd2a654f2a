import type { Queryable } from '../db/database.ts';

/** An act sent by the portal: a member's form (`form`) or a form of the public site (`vel`). */
export interface NewAct {
  readonly id: string;
  readonly kind: 'form' | 'vel';
  readonly formName: string;
  readonly accountId: string | null;
  readonly memberId: string | null;
  /** The contract the act is about (forms only); null otherwise. */
  readonly numContrat: string | null;
  readonly data: Readonly<Record<string, unknown>>;
  readonly modeGestion: 'manuel' | 'automatique';
  readonly createdAt: Date;
}

/** The configured handling of the act `formName` (or `<formName>ActeGestion`, case-insensitive); null if none. */
export async function findActManagementMode(db: Queryable, formName: string): Promise<string | null> {
  const { rows } = await db.query<{ mode_gestion: string }>(
    `SELECT mode_gestion FROM acte_modes_gestion WHERE lower(id) IN (lower($1), lower($1 || 'ActeGestion')) LIMIT 1`,
    [formName],
  );
  return rows[0]?.mode_gestion ?? null;
}

export async function insertAct(db: Queryable, act: NewAct): Promise<void> {
  await db.query(
    `INSERT INTO member_acts (id, kind, form_name, account_id, member_id, numero_contrat_individuel, data, mode_gestion, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)`,
    [
      act.id,
      act.kind,
      act.formName,
      act.accountId,
      act.memberId,
      act.numContrat,
      JSON.stringify(act.data),
      act.modeGestion,
      act.createdAt,
    ],
  );
}
