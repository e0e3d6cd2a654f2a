import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';
import { openPgDatabase } from './pg-database.ts';
import { openPgliteDatabase } from './pglite-database.ts';

/**
 * The database for a running server: PostgreSQL when `databaseUrl` is set, else PGlite persisted
 * under `<dataDir>/pgdata`.
 */
export async function openDatabase(options: {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  /** Connections of the PostgreSQL pool (DB_POOL_MAX, default 10). */
  readonly poolMax?: number;
  /** A pooled connection the server ended while idle (it is replaced on next use). */
  readonly onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    return openPgDatabase(options.databaseUrl, { max: options.poolMax, onIdleError: options.onIdleError });
  }
  const pgdata = join(options.dataDir, 'pgdata');
  await mkdir(pgdata, { recursive: true });
  return openPgliteDatabase({ dataDir: pgdata });
}
