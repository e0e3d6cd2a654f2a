import type { Audience, AudienceCriterion } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

interface AudienceRow extends Record<string, unknown> {
  id: string;
  nom: string;
  criteres: AudienceCriterion[];
  version: number;
  updated_at: Date;
  updated_by: string;
}

const COLUMNS = 'id, nom, criteres, version, updated_at, updated_by';

const toAudience = (row: AudienceRow): Audience => ({
  id: row.id,
  nom: row.nom,
  criteres: row.criteres,
  version: row.version,
  updatedAt: new Date(row.updated_at),
  updatedBy: row.updated_by,
});

/** Every audience, by name. */
export async function listAudiences(db: Queryable): Promise<Audience[]> {
  const { rows } = await db.query<AudienceRow>(`SELECT ${COLUMNS} FROM audiences ORDER BY lower(nom), id`);
  return rows.map(toAudience);
}

/** One audience, or null. */
export async function findAudience(db: Queryable, id: string): Promise<Audience | null> {
  const { rows } = await db.query<AudienceRow>(`SELECT ${COLUMNS} FROM audiences WHERE id = $1`, [id]);
  const row = rows[0];
  return row === undefined ? null : toAudience(row);
}

/** Whether another audience than `exceptId` has this name (case-insensitive). */
export async function audienceNameTaken(
  db: Queryable,
  nom: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM audiences WHERE lower(nom) = lower($1) AND ($2::text IS NULL OR id <> $2)',
    [nom, exceptId],
  );
  return rows.length > 0;
}

export interface AudienceWrite {
  readonly nom: string;
  readonly criteres: readonly AudienceCriterion[];
  readonly at: Date;
  readonly by: string;
}

/** A new audience at version 1; null when its name was taken meanwhile (nothing written). */
export async function insertAudience(
  db: Queryable,
  id: string,
  write: AudienceWrite,
): Promise<Audience | null> {
  const { rows } = await db.query<AudienceRow>(
    `INSERT INTO audiences (id, nom, criteres, version, created_at, updated_at, updated_by)
     VALUES ($1, $2, $3::jsonb, 1, $4, $4, $5) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [id, write.nom, JSON.stringify(write.criteres), write.at, write.by],
  );
  const row = rows[0];
  return row === undefined ? null : toAudience(row);
}

/** Changes the audience when still at `version`: the saved audience, or null when stale or gone. */
export async function updateAudience(
  db: Queryable,
  id: string,
  version: number,
  write: AudienceWrite,
): Promise<Audience | null> {
  const { rows } = await db.query<AudienceRow>(
    `UPDATE audiences SET nom = $3, criteres = $4::jsonb, version = version + 1, updated_at = $5, updated_by = $6
      WHERE id = $1 AND version = $2 RETURNING ${COLUMNS}`,
    [id, version, write.nom, JSON.stringify(write.criteres), write.at, write.by],
  );
  const row = rows[0];
  return row === undefined ? null : toAudience(row);
}

/** Whether a CMS item targets the audience (it cannot be deleted then). */
export async function audienceUsedByContent(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM cms_items WHERE audience_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

/** Deletes the audience when still at `version`: true when deleted. */
export async function deleteAudience(db: Queryable, id: string, version: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM audiences WHERE id = $1 AND version = $2', [id, version]);
  return rowCount > 0;
}
