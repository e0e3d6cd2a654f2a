import type { Queryable } from './database.ts';

/** Throws when the database does not answer (the `/readyz` probe). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
