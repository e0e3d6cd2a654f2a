import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmptyTestDatabase } from './test-database.ts';

/**
 * The environment giving server processes their database: with PORTAIL_TEST_DB=postgres a fresh empty
 * PostgreSQL database (DATABASE_URL; the processes migrate it), else a fresh PGlite data directory (DATA_DIR;
 * one process at a time). `dispose` drops or removes it.
 */
export async function serverProcessDatabase(): Promise<{
  readonly env: Record<string, string>;
  readonly postgres: boolean;
  dispose(): Promise<void>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portail-process-'));
  if (process.env['PORTAIL_TEST_DB'] === 'postgres') {
    const db = await createEmptyTestDatabase();
    const url = db.url;
    if (!url) throw new Error('PORTAIL_TEST_DB=postgres without a database URL');
    // The pool of this handle is closed; closing again drops the database.
    return {
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      postgres: true,
      async dispose() {
        await db.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    env: { DATA_DIR: dataDir },
    postgres: false,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
