import type { Database } from '../../../server/src/db/database.ts';
import type { QueueDefinition } from '../../../server/src/platform/job-queue.ts';

export const KILL_TEST_QUEUE = 'cluster-kill-test';

/** Jobs of the kill test: short expiry (a killed worker's job runs again after 2 s), one job per fetch. */
export function killTestQueue(db: Database, pid: number): QueueDefinition<{ n: number }> {
  return {
    name: KILL_TEST_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 1,
    retryBackoff: false,
    expireInSeconds: 2,
    batchSize: 1,
    async handle(job) {
      await db.query('INSERT INTO queue_kill_runs (n, pid) VALUES ($1, $2)', [job.data.n, pid]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await db.query('INSERT INTO queue_kill_done (n, pid) VALUES ($1, $2) ON CONFLICT (n) DO NOTHING', [
        job.data.n,
        pid,
      ]);
    },
  };
}
