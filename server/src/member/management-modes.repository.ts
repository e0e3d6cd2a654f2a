import type { Queryable } from '../db/database.ts';

/** How an act is handled (`automatique`, `manuel`…) from `acte_modes_gestion`; null for an unknown act. */
export async function findManagementMode(db: Queryable, actId: string): Promise<string | null> {
  const { rows } = await db.query<{ mode_gestion: string }>(
    'SELECT mode_gestion FROM acte_modes_gestion WHERE id = $1',
    [actId],
  );
  return rows[0]?.mode_gestion ?? null;
}
