import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { silentLogger } from '../../server/src/platform/logger.ts';
import { createPgBossJobQueue } from '../../server/src/platform/pg-boss-job-queue.ts';
import { createTestDatabase } from '../../server/src/testing/test-database.ts';
import { KILL_TEST_QUEUE, killTestQueue } from './support/queue-kill-test.queue.ts';

const CHILD = fileURLToPath(new URL('./support/queue-worker.child.ts', import.meta.url));
const JOBS = 40;

let db: Database & { readonly url?: string };
const children: ChildProcess[] = [];

/** A worker process on the shared database, resolved once it polls. */
async function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [CHILD], {
    env: { ...process.env, DATABASE_URL: db.url ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${String(code)})`)));
  });
  return child;
}

async function count(sql: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql);
  return rows[0]?.n ?? 0;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (process.env['PORTAIL_TEST_DB'] !== 'postgres')
    throw new Error('the cross-instance suite runs on PostgreSQL: node scripts/postgres.mjs --only=cluster');
  db = await createTestDatabase();
  await db.exec(`CREATE TABLE queue_kill_runs (n int NOT NULL, pid int NOT NULL, at timestamptz DEFAULT clock_timestamp());
                 CREATE TABLE queue_kill_done (n int PRIMARY KEY, pid int NOT NULL)`);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db.close();
});

describe('job queue on PostgreSQL with a worker killed (SIGKILL) in the middle', () => {
  it('loses no job and runs none twice, but the one the killed worker was running, again once', async () => {
    // Sent by this process (workers off), run by the worker processes.
    const producer = createPgBossJobQueue({ db, logger: silentLogger, workers: false });
    producer.define(killTestQueue(db, process.pid));
    await producer.start();
    for (let n = 0; n < JOBS; n += 1) await producer.send(KILL_TEST_QUEUE, { n });
    await producer.close();

    const first = await startWorker();
    // Killed in the middle of a job: some done, one started and not finished.
    await until(
      async () =>
        (await count('SELECT count(*)::int AS n FROM queue_kill_done')) >= 8 &&
        (await count('SELECT count(*)::int AS n FROM queue_kill_runs')) >
          (await count('SELECT count(*)::int AS n FROM queue_kill_done')),
      30_000,
    );
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const doneAtKill = await count('SELECT count(*)::int AS n FROM queue_kill_done');
    expect(doneAtKill).toBeLessThan(JOBS);

    const second = await startWorker();
    await until(
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = '${KILL_TEST_QUEUE}' AND state = 'completed'`,
        )) === JOBS,
      60_000,
    );

    // None lost: every job's effect is there, every job completed.
    expect(await count('SELECT count(DISTINCT n)::int AS n FROM queue_kill_done')).toBe(JOBS);
    expect(await count(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = '${KILL_TEST_QUEUE}'`)).toBe(
      JOBS,
    );
    // None run twice, but the one job the killed worker held (one job per fetch): run again by the other.
    const { rows } = await db.query<{ n: number; pids: number[] }>(
      'SELECT n, array_agg(pid ORDER BY at) AS pids FROM queue_kill_runs GROUP BY n HAVING count(*) > 1',
    );
    expect(rows).toHaveLength(1);
    for (const row of rows) expect(row.pids).toEqual([first.pid, second.pid]);
    // Both worked: the killed one before, the other after.
    expect(
      await count(`SELECT count(*)::int AS n FROM queue_kill_done WHERE pid = ${String(first.pid)}`),
    ).toBe(doneAtKill);
    console.log(
      `queue kill: ${String(JOBS)} jobs, ${String(doneAtKill)} done before SIGKILL, ` +
        `${String(rows.length)} run again after it, 0 lost, 0 duplicated`,
    );
    second.kill('SIGTERM');
  });
});
