// `npm run bench:notify` (issue 27 §2): a notification to 100,000 members through 2 server instances on one
// PostgreSQL — notification-centre rows and outbox mails — with instance A killed (SIGKILL) once half of them are
// delivered. Prints the total time (goal ≤ 60 s on the 2-core machine), what was delivered, the duplicates and the
// missing ones (both must be 0); exits 1 otherwise. A throwaway PostgreSQL (Debian's, as `scripts/postgres.mjs`)
// unless TEST_DATABASE_URL is set; the instances are `server/src/main.ts` processes (JOB_QUEUE_SUPERVISE_SECONDS=5:
// a killed instance's batches run again on B within about 15 s — 10 s expiry plus the supervisor's round).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertAdminNotification } from '../back-office/notifications/admin-notifications.repository.ts';
import { notificationServices } from '../back-office/notifications/notification-services.ts';
import { openPgDatabase } from '../db/pg-database.ts';
import { createOutboxMailer } from '../mail/outbox-mailer.ts';
import { systemClock } from '../platform/clock.ts';
import { silentLogger } from '../platform/logger.ts';
import { createPgBossJobQueue } from '../platform/pg-boss-job-queue.ts';
import { cryptoRandom } from '../platform/random.ts';
import { loadTenantConfig } from '../tenant/load-tenant-config.ts';
import { startPostgres } from '../testing/postgres-cluster.ts';
import { startServerProcess } from '../testing/server-process.ts';
import { createEmptyTestDatabase } from '../testing/test-database.ts';
import { insertBulkMembers } from './bulk-members.ts';
import {
  acceptNewsletterForOneInTen,
  countMailRecipients,
  countMembers,
  deliveredRows,
  notificationCounters,
} from './notify-bench.queries.ts';

const MEMBERS = Number(process.env['NOTIFY_MEMBERS'] ?? 100_000);
const TIMEOUT_MS = 300_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const fr = (n: number) => n.toLocaleString('fr-FR');

const postgres = await startPostgres();
if ('skipReason' in postgres) {
  console.error(postgres.skipReason);
  process.exit(1);
}
process.env['PORTAIL_TEST_DB'] = 'postgres';
process.env['TEST_DATABASE_URL'] = postgres.url;
const database = await createEmptyTestDatabase();
const url = database.url ?? '';
const dirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'portail-notify-'))));
const common = {
  DATABASE_URL: url,
  PORTAL_SECRET: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'warn',
  DB_POOL_MAX: '5',
  JOB_QUEUE_SUPERVISE_SECONDS: '5',
};
const [a, b] = await Promise.all(
  dirs.map((dir) => startServerProcess({ ...common, DATA_DIR: dir, UI_DIST: join(dir, 'no-ui') }, 120_000)),
);
if (a === undefined || b === undefined) throw new Error('two instances expected');
const db = await openPgDatabase(url, { max: 3 });
const jobs = createPgBossJobQueue({ db, logger: silentLogger, workers: false });
const deps = {
  db,
  jobs,
  clock: systemClock,
  random: cryptoRandom,
  tenant: await loadTenantConfig(),
  config: { publicBaseUrl: 'http://127.0.0.1:8080' },
  mailer: createOutboxMailer({
    db,
    jobs,
    clock: systemClock,
    random: cryptoRandom,
    logger: silentLogger,
    outboxDir: join(dirs[0] ?? tmpdir(), 'outbox'),
    from: 'bench@example.fr',
  }),
};
let status = 1;
try {
  const bulk = await insertBulkMembers(db, { count: MEMBERS - (await countMembers(db)) });
  await acceptNewsletterForOneInTen(db);
  const audience = await countMembers(db);
  const expectedMails = await countMailRecipients(db);
  console.log(`bench:notify  ${fr(audience)} members (${String(bulk.seconds)} s to insert), 2 instances`);
  const services = notificationServices(deps);
  await jobs.start();
  const id = cryptoRandom.uuid();
  const title = `Information de la mutuelle ${id.slice(0, 8)}`;
  await insertAdminNotification(db, {
    id,
    title,
    html: '<p>Une nouvelle garantie est disponible.</p>',
    text: 'Une nouvelle garantie est disponible.',
    link: '#/espace/garanties',
    audienceId: 'audience-tous',
    audienceLabel: 'Tous les adhérents',
    channels: ['portail', 'mail'],
    mailTemplate: 'notification-information',
    sendAt: new Date(),
    createdAt: new Date(),
    createdBy: 'bench',
  });
  const started = performance.now();
  await services.jobs.scheduleFanOut(id, new Date());
  let killedAt: number | null = null;
  let killedAfter = 0;
  let counters = await notificationCounters(db, id);
  while (counters.status !== 'envoyee' && performance.now() - started < TIMEOUT_MS) {
    await sleep(200);
    counters = await notificationCounters(db, id);
    if (killedAt === null && counters.delivered >= audience / 2) {
      killedAt = counters.delivered;
      killedAfter = Math.round((performance.now() - started) / 100) / 10;
      await a.stop('SIGKILL');
    }
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const written = await deliveredRows(db, id, title);
  const duplicates = written.rows - written.members + (written.mails - written.mailRecipients);
  const missing = audience - written.members + (expectedMails - written.mailRecipients);
  console.log(
    `bench:notify  total ${String(seconds)} s (goal ≤ 60 s) — delivered ${fr(written.members)} in the portal + ` +
      `${fr(written.mails)} mails, duplicates ${String(duplicates)}, missing ${String(missing)} — A killed ` +
      `(SIGKILL) at ${fr(killedAt ?? 0)} delivered after ${String(killedAfter)} s; failed ${String(counters.failed)}`,
  );
  status = duplicates === 0 && missing === 0 && counters.status === 'envoyee' ? 0 : 1;
} finally {
  await jobs.close();
  await b.stop();
  await a.stop('SIGKILL').catch(() => undefined);
  await db.close();
  await database.close();
  postgres.stop();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}
process.exit(status);
