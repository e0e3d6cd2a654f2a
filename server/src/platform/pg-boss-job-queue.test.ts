import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { JobQueue, QueuedJob } from './job-queue.ts';
import { silentLogger } from './logger.ts';
import { createPgBossJobQueue } from './pg-boss-job-queue.ts';

// On PGlite by default; on a real PostgreSQL in the `postgres` step (PORTAIL_TEST_DB=postgres).
describe(`job queue on ${process.env['PORTAIL_TEST_DB'] === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  let db: Database;
  let queue: JobQueue | undefined;
  const seen: QueuedJob<{ n: number }>[] = [];
  let failUntil = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await queue?.close();
    queue = undefined;
    seen.length = 0;
    failUntil = 0;
    await db.exec('DELETE FROM pgboss.job; DELETE FROM pgboss.queue');
  });
  afterAll(async () => {
    await db.close();
  });

  async function startQueue(workers = false, policy: 'standard' | 'stately' = 'standard'): Promise<JobQueue> {
    queue = createPgBossJobQueue({ db, logger: silentLogger, workers, pollingIntervalSeconds: 0.5 });
    queue.define<{ n: number }>({
      name: 'essai',
      retryLimit: 2,
      retryDelaySeconds: 30,
      retryBackoff: true,
      policy,
      batchSize: 2,
      async handle(job) {
        seen.push(job);
        if (seen.length <= failUntil) throw new Error('refusé pour le moment');
      },
    });
    await queue.start();
    return queue;
  }

  async function stateOf(id: string | null) {
    const { rows } = await db.query<{ state: string; late: boolean }>(
      `SELECT state::text, start_after > now() + interval '29 seconds' AS late
         FROM pgboss.job WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  it('runs each job sent once, in batches, only when drained (workers off)', async () => {
    const jobs = await startQueue();
    for (const n of [1, 2, 3]) await jobs.send('essai', { n });
    expect(seen).toHaveLength(0);

    expect(await jobs.drain('essai')).toBe(3);
    expect(seen.map((job) => job.data.n).sort()).toEqual([1, 2, 3]);
    expect(await jobs.drain()).toBe(0);
  });

  it('retries a failed job later with back-off, then fails it for good after its last attempt', async () => {
    const jobs = await startQueue();
    failUntil = 3;
    const id = await jobs.send('essai', { n: 1 });

    await jobs.drain('essai');
    expect(await stateOf(id)).toMatchObject({ state: 'retry', late: true });
    // Not due yet: a drain leaves it.
    expect(await jobs.drain('essai')).toBe(0);
    for (const attempt of [2, 3]) {
      await db.query('UPDATE pgboss.job SET start_after = now() WHERE id = $1', [id]);
      await jobs.drain('essai');
      expect(seen).toHaveLength(attempt);
    }
    expect(seen.map((job) => [job.retryCount, job.lastAttempt])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    expect((await stateOf(id))?.state).toBe('failed');
  });

  it('keeps one waiting job per key on a stately queue', async () => {
    const jobs = await startQueue(false, 'stately');
    const first = await jobs.send('essai', { n: 1 }, { singletonKey: 'k' });
    expect(first).not.toBeNull();
    expect(await jobs.send('essai', { n: 2 }, { singletonKey: 'k' })).toBeNull();
    expect(await jobs.send('essai', { n: 3 }, { singletonKey: 'autre' })).not.toBeNull();
    expect(await jobs.drain('essai')).toBe(2);
  });

  it('holds scheduled work until its time, and cancels it', async () => {
    const jobs = await startQueue();
    const id = await jobs.send('essai', { n: 1 }, { startAfter: new Date(Date.now() + 3600_000) });
    expect(await jobs.drain('essai')).toBe(0);
    await jobs.cancel('essai', id ?? '');
    expect((await stateOf(id))?.state).toBe('cancelled');
  });

  it('sends a job inside the caller transaction: none when it rolls back', async () => {
    const jobs = await startQueue();
    await expect(
      db.transaction(async (tx) => {
        await jobs.send('essai', { n: 1 }, { queryable: tx });
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    await db.transaction(async (tx) => jobs.send('essai', { n: 2 }, { queryable: tx }));
    await jobs.drain('essai');
    expect(seen.map((job) => job.data.n)).toEqual([2]);
  });

  it('runs jobs in the background with workers on, and closes once the running one is done', async () => {
    const jobs = await startQueue(true);
    await jobs.send('essai', { n: 1 });
    jobs.wake('essai');
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
    await jobs.close();
    queue = undefined;
  });
});
