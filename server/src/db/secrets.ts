import { createHmac } from 'node:crypto';
import type { RandomSource } from '../platform/random.ts';
import type { ServerSecrets } from '../server-deps.ts';
import type { Queryable } from './database.ts';

/**
 * The value of server secret `name` (e.g. the security-code pepper), created (256 random bits, base64url) on
 * first use and kept in `app_secrets`, so it survives restarts and is shared by every instance.
 */
export async function storedSecret(db: Queryable, random: RandomSource, name: string): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    random.token(32),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`secret ${name} could not be created`);
  return value;
}

/**
 * Secrets stable across restarts and shared by every instance. With `portalSecret` (PORTAL_SECRET, required in
 * production) each key is derived from it (HMAC-SHA256 of the key's name): every instance given the same
 * configuration agrees without the database. Without it (development, tests) the keys are generated once and
 * kept in `app_secrets`, which instances on one database share as well.
 */
export async function loadSecrets(
  db: Queryable,
  random: RandomSource,
  portalSecret?: string,
): Promise<ServerSecrets> {
  if (portalSecret) {
    return { csrfKey: createHmac('sha256', portalSecret).update('portail/csrf').digest() };
  }
  return { csrfKey: Buffer.from(await storedSecret(db, random, 'csrf'), 'base64url') };
}
