import { type Db, type JobResult, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import type { JobQueue, QueueDefinition, QueuedJob, SendOptions } from './job-queue.ts';
import type { AppLogger } from './logger.ts';

export interface PgBossJobQueueOptions {
  readonly db: Database;
  readonly logger: AppLogger;
  /**
   * Poll, run the cron schedules and supervise (expired jobs, retention): the server. Off (tests, benches and
   * the tools), jobs run only in `drain`: no timer, nothing in the background.
   */
  readonly workers: boolean;
  /** Idle poll of each worker, in seconds (≥ 0.5; default 2). A job sent here also `wake`s it. */
  readonly pollingIntervalSeconds?: number;
  /**
   * How often a jobs' supervisor looks for expired jobs (a killed instance's: they run again elsewhere), in seconds
   * (≥ 1; pg-boss's default 60).
   */
  readonly superviseIntervalSeconds?: number;
  /** How long `close` waits for running jobs (default 10 s). */
  readonly stopTimeoutMs?: number;
}

/** The schema migration 134 creates (pg-boss's tables and functions). */
const SCHEMA = 'pgboss';
const DEFAULT_BATCH = 20;

/** pg-boss's driver interface over SQL the application already sends to (its pool, or a transaction). */
function driver(run: (sql: string, params: readonly unknown[]) => Promise<{ rows: unknown[] }>): Db {
  return { executeSql: async (text, values) => run(text, values ?? []) };
}

function inTransaction(queryable: Queryable): Db {
  return driver((sql, params) => queryable.query(sql, params));
}

/**
 * The job queue on pg-boss 12, on the application's own database: PostgreSQL (every instance shares the
 * queue; `SKIP LOCKED` fetches, a killed worker's job expires and runs again) or PGlite (one process; pg-boss's
 * `pglite` backend). Statements go through the application's pool (`runForJobQueue`), so no second pool.
 */
export function createPgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const { db, logger, workers } = options;
  const definitions = new Map<string, QueueDefinition<object>>();
  const workerIds = new Map<string, string>();
  const boss = new PgBoss({
    db: driver((sql, params) => db.runForJobQueue(sql, params)),
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: SCHEMA,
    supervise: workers,
    ...(options.superviseIntervalSeconds === undefined
      ? {}
      : { superviseIntervalSeconds: options.superviseIntervalSeconds }),
    schedule: workers,
    migrate: true,
  });
  boss.on('error', (error) => logger.error({ err: String(error) }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning: warning.message }, 'job queue warning'));
  let started: Promise<void> | undefined;

  function definition(name: string): QueueDefinition<object> {
    const found = definitions.get(name);
    if (!found) throw new Error(`job queue: unknown queue ${name}`);
    return found;
  }

  /** Runs one job; answers its outcome (a failure is logged with the error only: data may be personal). */
  async function run(name: string, job: JobWithMetadata<object>): Promise<'completed' | 'failed'> {
    const queued: QueuedJob<object> = {
      id: job.id,
      data: job.data,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    try {
      await definition(name).handle(queued);
      return 'completed';
    } catch (error) {
      logger.error(
        { queue: name, jobId: job.id, retryCount: job.retryCount, err: String(error) },
        'job failed',
      );
      return 'failed';
    }
  }

  async function startOnce(): Promise<void> {
    await boss.start();
    for (const queue of definitions.values()) {
      const policy = {
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: queue.retryBackoff,
        expireInSeconds: queue.expireInSeconds ?? 15 * 60,
      };
      const existing = await boss.getQueue(queue.name);
      if (existing) await boss.updateQueue(queue.name, policy);
      else
        await boss.createQueue(queue.name, {
          ...policy,
          policy: queue.policy ?? 'standard',
          ...(queue.retryDelayMaxSeconds === undefined ? {} : { retryDelayMax: queue.retryDelayMaxSeconds }),
        });
      if (!workers) continue;
      const id = await boss.work(
        queue.name,
        {
          batchSize: queue.batchSize ?? DEFAULT_BATCH,
          includeMetadata: true,
          perJobResults: true,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async (jobs: JobWithMetadata<object>[]): Promise<JobResult[]> => {
          const results: JobResult[] = [];
          for (const job of jobs) results.push({ id: job.id, status: await run(queue.name, job) });
          return results;
        },
      );
      workerIds.set(queue.name, id);
      if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: 'UTC' });
    }
  }

  async function drainOne(name: string): Promise<number> {
    const batchSize = definition(name).batchSize ?? DEFAULT_BATCH;
    let ran = 0;
    for (;;) {
      const jobs = await boss.fetch<object>(name, { batchSize, includeMetadata: true });
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        if ((await run(name, job)) === 'completed') await boss.complete(name, job.id);
        else await boss.fail(name, job.id);
        ran += 1;
      }
    }
  }

  return {
    define(queue) {
      if (started) throw new Error(`job queue: ${queue.name} defined after start`);
      definitions.set(queue.name, queue as QueueDefinition<object>);
    },
    async send(name, data, sendOptions: SendOptions = {}) {
      definition(name);
      return boss.send(name, data, {
        ...(sendOptions.singletonKey === undefined ? {} : { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.startAfter === undefined ? {} : { startAfter: sendOptions.startAfter }),
        ...(sendOptions.queryable === undefined ? {} : { db: inTransaction(sendOptions.queryable) }),
      });
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    wake(name) {
      const id = workerIds.get(name);
      if (id) boss.notifyWorker(id);
    },
    start() {
      started ??= startOnce();
      return started;
    },
    async drain(name) {
      let ran = 0;
      for (const each of name === undefined ? [...definitions.keys()] : [name]) ran += await drainOne(each);
      return ran;
    },
    async close() {
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000, close: false });
    },
  };
}
