import { createHash } from 'node:crypto';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import { MIGRATIONS_DIR, migrate } from '../db/migrate.ts';
import { type PgliteDatabase, openPgliteDatabase } from '../db/pglite-database.ts';
import { createPostgresTestDatabase } from './postgres-test-database.ts';

const require = createRequire(import.meta.url);
const TEMPLATE_PREFIX = 'portail-pglite-template-';

/** Hash of the PGlite version and every migration: the key of the cached template. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  hash.update(await readFile(manifest));
  for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * With `PORTAIL_TEST_DB=postgres`: a fresh database on the PostgreSQL server of `TEST_DATABASE_URL`
 * (every suite built on `buildTestApp` then runs on a real PostgreSQL: `scripts/postgres.mjs`).
 * Otherwise: a fresh in-memory PGlite with every migration applied. A freshly initialised cluster costs 2-5 s;
 * the migrated cluster is therefore dumped once into the OS temp directory (keyed by the PGlite
 * version and the migrations) and each test file loads that dump (~0.5 s).
 */
export async function createTestDatabase(): Promise<Database> {
  const postgresUrl = process.env['TEST_DATABASE_URL'];
  if (process.env['PORTAIL_TEST_DB'] === 'postgres') {
    if (!postgresUrl)
      throw new Error('PORTAIL_TEST_DB=postgres needs TEST_DATABASE_URL (scripts/postgres.mjs sets it)');
    return createPostgresTestDatabase(postgresUrl, await templateKey());
  }
  return createMigratedPglite();
}

/** A fresh in-memory PGlite with every migration applied, from the migrated template (made when missing). */
async function createMigratedPglite(): Promise<PgliteDatabase> {
  const file = join(tmpdir(), `${TEMPLATE_PREFIX}${await templateKey()}.tar`);
  const template = await readFile(file).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (template) {
    const db = await openPgliteDatabase({ loadDataDir: new Blob([template]) });
    await migrate(db);
    return db;
  }
  const db = await openPgliteDatabase();
  await migrate(db);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await (await db.dump()).arrayBuffer()));
  await rename(partial, file);
  for (const stale of await readdir(tmpdir())) {
    if (stale.startsWith(TEMPLATE_PREFIX) && join(tmpdir(), stale) !== file && stale.endsWith('.tar')) {
      await rm(join(tmpdir(), stale), { force: true });
    }
  }
  return db;
}

let seededDump: Promise<Blob> | undefined;

/**
 * {@link createTestDatabase} with `seed` run once: on PGlite, the migrated and seeded database is dumped once
 * per test process (kept in memory, never on disk: the seeds are those of the code under test) and each call
 * loads that dump, instead of seeding every new database (≈ 0.5–0.8 s of each test file's app). The first
 * caller's `seed` makes the dump: give the same one everywhere (buildTestApp gives `runSeeds`).
 */
export async function createSeededTestDatabase(seed: (db: Database) => Promise<void>): Promise<Database> {
  if (process.env['PORTAIL_TEST_DB'] === 'postgres') {
    const db = await createTestDatabase();
    await seed(db);
    return db;
  }
  seededDump ??= (async () => {
    const db = await createMigratedPglite();
    try {
      await seed(db);
      return await db.dump();
    } finally {
      await db.close();
    }
  })();
  return openPgliteDatabase({ loadDataDir: await seededDump });
}

/** A database without any migration (migration tests): PostgreSQL or PGlite as {@link createTestDatabase}. */
export async function createEmptyTestDatabase(): Promise<Database & { readonly url?: string }> {
  const postgresUrl = process.env['TEST_DATABASE_URL'];
  if (process.env['PORTAIL_TEST_DB'] === 'postgres' && postgresUrl) {
    return createPostgresTestDatabase(postgresUrl, await templateKey(), { empty: true });
  }
  return openPgliteDatabase();
}
