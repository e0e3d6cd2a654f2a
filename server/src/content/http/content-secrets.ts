import type { Queryable } from '../../db/database.ts';
import type { RandomSource } from '../../platform/random.ts';

/**
 * A server secret of the content side (e.g. the security-code pepper), created (256 random bits) on first
 * use and kept in `app_secrets` so it survives restarts and is shared by every instance.
 */
export async function contentSecret(db: Queryable, random: RandomSource, name: string): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    random.token(32),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`secret ${name} could not be created`);
  return value;
}
