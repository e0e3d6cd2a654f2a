import type { Queryable } from '../db/database.ts';

export interface MemberNames {
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
}

/** Civility and names of a member; empty strings for an account without member (administrator). */
export async function memberNames(db: Queryable, memberId: string | null): Promise<MemberNames> {
  if (!memberId) return { civilite: '', nom: '', prenom: '' };
  const { rows } = await db.query<{ civilite: string; nom: string; prenom: string }>(
    'SELECT civilite, nom, prenom FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0] ?? { civilite: '', nom: '', prenom: '' };
}
