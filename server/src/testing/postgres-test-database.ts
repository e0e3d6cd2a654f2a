import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPgDatabase } from '../db/pg-database.ts';

/** Serialises template creation between the test workers sharing one PostgreSQL server. */
const TEMPLATE_LOCK = 7402002;

/** `url` with its database name replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh PostgreSQL database with every migration applied, created on the server of `adminUrl`
 * (TEST_DATABASE_URL) by copying a migrated template (`CREATE DATABASE … TEMPLATE`, ~50 ms) keyed by
 * the migrations' hash (`empty`: no migration at all). Closing it drops it.
 */
export async function createPostgresTestDatabase(
  adminUrl: string,
  key: string,
  options: { readonly empty?: boolean } = {},
): Promise<Database & { readonly url: string }> {
  const template = `portail_template_${key}`;
  const name = `portail_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rows.length === 0) {
      await admin.query(`DROP DATABASE IF EXISTS ${template}_wip`);
      await admin.query(`CREATE DATABASE ${template}_wip`);
      const db = await openPgDatabase(databaseUrl(adminUrl, `${template}_wip`));
      await migrate(db);
      await db.close();
      await admin.query(`ALTER DATABASE ${template}_wip RENAME TO ${template}`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${options.empty ? 'template0' : template}`);
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const db = await openPgDatabase(url);
  return {
    ...db,
    url,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
    },
  };
}
