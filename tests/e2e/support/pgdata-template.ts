import { createRequire } from 'node:module';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../../server/src/db/migrate.ts';
import { openPgliteDatabase } from '../../../server/src/db/pglite-database.ts';
import { runSeeds } from '../../../server/src/features.ts';

const require = createRequire(import.meta.url);

/** The PGlite version: an initialised cluster is only reused by the same PGlite. */
async function pgliteKey(): Promise<string> {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  return createHash('sha256')
    .update(await readFile(manifest))
    .digest('hex')
    .slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * An empty, freshly initialised PGlite cluster (what PGlite creates in a new data directory: `initdb`, no
 * migration, no seed), made once per PGlite version in the OS temp directory. Initialising a cluster on disk
 * takes 5–15 s on the shared 2-core box, copying one ≈ 1–2 s.
 */
function initialisedCluster(): Promise<string> {
  template ??= (async () => {
    const dir = join(tmpdir(), `portail-e2e-pgdata-${await pgliteKey()}`);
    if (existsSync(join(dir, 'PG_VERSION'))) return dir;
    const partial = await mkdtemp(`${dir}.partial-`);
    const db = await openPgliteDatabase({ dataDir: partial });
    await db.close();
    // Another runner may have finished first: keep its copy (same PGlite, same content).
    await rename(partial, dir).catch(async (error: unknown) => {
      if (!existsSync(join(dir, 'PG_VERSION'))) throw error;
      await rm(partial, { recursive: true, force: true });
    });
    return dir;
  })();
  return template;
}

let seeded: Promise<string> | undefined;
const SEEDED_PREFIX = 'portail-e2e-seeded-';

/** True while the process `pid` runs (signal 0 only checks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error: unknown) {
    return !(error instanceof Error && 'code' in error && error.code === 'ESRCH');
  }
}

/**
 * The initialised cluster with every migration applied and every seed run (what the server does at its
 * start), made once per test process in a temporary directory named after the process: migrating and seeding
 * take 3–5 s of each server start on the shared 2-core box, the server then finds nothing to do (≈ 0.3 s).
 * Made per process, never kept between runs: the migrations and seeds are those of the code under test. No
 * secret is in it (the server makes its own key at start). Removed at exit; a test worker ended by a signal
 * leaves it behind, so the directories of processes that no longer run are removed here first.
 */
function seededCluster(): Promise<string> {
  seeded ??= (async () => {
    for (const name of await readdir(tmpdir())) {
      const pid = Number(/^portail-e2e-seeded-(\d+)-/.exec(name)?.[1] ?? Number.NaN);
      if (Number.isInteger(pid) && pid !== process.pid && !running(pid))
        await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
    const dir = await mkdtemp(join(tmpdir(), `${SEEDED_PREFIX}${String(process.pid)}-`));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await cp(await initialisedCluster(), dir, { recursive: true });
    const db = await openPgliteDatabase({ dataDir: dir });
    try {
      await migrate(db);
      await db.transaction((tx) => runSeeds(tx));
    } finally {
      await db.close();
    }
    return dir;
  })();
  return seeded;
}

/**
 * Puts a fresh copy of the migrated and seeded cluster at `<dataDir>/pgdata`, where the reference server opens
 * its database (server/src/db/open-database.ts). The server still runs the migrations and seeds on start
 * (nothing left to do but checking).
 */
export async function provisionPgdata(dataDir: string): Promise<void> {
  const source = await seededCluster();
  await mkdir(dataDir, { recursive: true });
  await cp(source, join(dataDir, 'pgdata'), { recursive: true });
}
