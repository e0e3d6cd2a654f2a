import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../../server/src/db/database.ts';
import { openPgDatabase } from '../../../server/src/db/pg-database.ts';
import { type ServerProcess, startServerProcess } from '../../../server/src/testing/server-process.ts';
import { createEmptyTestDatabase } from '../../../server/src/testing/test-database.ts';
import { LoopbackSmtp } from './loopback-smtp.ts';

export interface TwoInstances {
  readonly a: ServerProcess;
  readonly b: ServerProcess;
  /** A direct connection to the shared database (reading the outbox, seeding). */
  readonly db: Database;
  readonly smtp: LoopbackSmtp;
  readonly dataDirs: readonly string[];
  close(): Promise<void>;
}

/**
 * Two `server/src/main.ts` processes started together on one fresh, empty PostgreSQL database (they race on
 * the migrations, under the advisory lock), sharing PORTAL_SECRET and an SMTP server, each with its own
 * data directory (nothing on a local disk may be needed by the other), trusting the proxy's X-Forwarded-For.
 */
export async function startTwoInstances(): Promise<TwoInstances> {
  if (process.env['PORTAIL_TEST_DB'] !== 'postgres')
    throw new Error('the cross-instance suite runs on PostgreSQL: node scripts/postgres.mjs --only=cluster');
  const database = await createEmptyTestDatabase();
  const url = database.url ?? '';
  const smtp = new LoopbackSmtp();
  const smtpUrl = await smtp.listen();
  const dataDirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'portail-cluster-'))));
  const common = {
    DATABASE_URL: url,
    PORTAL_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'true',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'warn',
    DB_POOL_MAX: '5',
  };
  const [a, b] = await Promise.all(
    dataDirs.map((dir) => startServerProcess({ ...common, DATA_DIR: dir, UI_DIST: join(dir, 'no-ui') })),
  );
  if (!a || !b) throw new Error('two instances expected');
  const db = await openPgDatabase(url, { max: 2 });
  return {
    a,
    b,
    db,
    smtp,
    dataDirs,
    async close() {
      await Promise.all([a.stop(), b.stop()]);
      await db.close();
      await database.close();
      await smtp.close();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}
