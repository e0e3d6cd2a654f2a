// A worker process of the job queue on PostgreSQL (DATABASE_URL): runs the jobs of KILL_TEST_QUEUE until it is
// killed. Each run is written down (`queue_kill_runs`) before its slow part, and its effect (`queue_kill_done`)
// is written once per job, as a real handler makes its effect idempotent (the outbox: `dispatched_at`).
import { openPgDatabase } from '../../../server/src/db/pg-database.ts';
import { silentLogger } from '../../../server/src/platform/logger.ts';
import { createPgBossJobQueue } from '../../../server/src/platform/pg-boss-job-queue.ts';
import { KILL_TEST_QUEUE, killTestQueue } from './queue-kill-test.queue.ts';

const db = await openPgDatabase(process.env['DATABASE_URL'] ?? '', { max: 3 });
const jobs = createPgBossJobQueue({
  db,
  logger: silentLogger,
  workers: true,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
});
jobs.define(killTestQueue(db, process.pid));
await jobs.start();
jobs.wake(KILL_TEST_QUEUE);
process.stdout.write('ready\n');
