import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;
/** Held (transaction-level) while the migration log is created and while each migration runs. */
const MIGRATION_LOCK = 7402001;

/** The migration files of `dir`, in the order they apply. */
export async function migrationNames(dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
}

export interface MigrateOptions {
  /** Stop after this migration (tests: build a database of an earlier version). */
  readonly until?: string;
}

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in file-name
 * order, each in its own transaction. An advisory lock serialises instances starting together on
 * PostgreSQL: each migration runs exactly once, the others see it recorded and skip it.
 * Returns the names applied by this call.
 */
export async function migrate(
  db: Database,
  dir: string = MIGRATIONS_DIR,
  options: MigrateOptions = {},
): Promise<string[]> {
  // Two sessions racing on CREATE TABLE IF NOT EXISTS may both try to create it: under the lock, one does.
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const files = (await migrationNames(dir)).filter((name) => !options.until || name <= options.until);
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(`${dir}/${name}`, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** True when every migration of `dir` is recorded (readiness). */
export async function migrationsDone(db: Database, dir: string = MIGRATIONS_DIR): Promise<boolean> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const recorded = new Set(rows.map((row) => row.name));
  return (await migrationNames(dir)).every((name) => recorded.has(name));
}
