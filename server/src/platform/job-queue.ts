import type { Queryable } from '../db/database.ts';

/** One job handed to its queue's handler. */
export interface QueuedJob<T> {
  readonly id: string;
  readonly data: T;
  /** Failed runs so far (0 on the first run). */
  readonly retryCount: number;
  /** True on the last run the queue allows: a failure now is final. */
  readonly lastAttempt: boolean;
}

/** A named queue: its retry policy and its handler (every instance works on every queue). */
export interface QueueDefinition<T extends object> {
  readonly name: string;
  /** Runs after the first before a job fails for good. */
  readonly retryLimit: number;
  /** Delay before the first retry, in seconds. */
  readonly retryDelaySeconds: number;
  /** Exponential back-off: each retry waits about twice the previous delay (with jitter, pg-boss's formula). */
  readonly retryBackoff: boolean;
  readonly retryDelayMaxSeconds?: number;
  /**
   * How long a worker may hold a job: past it (worker killed, hung) the job runs again elsewhere, counting as a
   * failed run. Default 15 min.
   */
  readonly expireInSeconds?: number;
  /**
   * `standard`: every job sent runs. `stately`: per `singletonKey`, at most one job waiting and one running — a
   * send while one waits is dropped (`send` answers null), so a key is never run twice at once.
   */
  readonly policy?: 'standard' | 'stately';
  /** Jobs a worker takes per fetch (default 20). */
  readonly batchSize?: number;
  /** A job sent on this cron (UTC) by one instance, e.g. `* * * * *` every minute (workers on only). */
  readonly cron?: string;
  /** Does the work; throws to have the job run again later (or fail for good on its last attempt). */
  handle(job: QueuedJob<T>): Promise<void>;
}

export interface SendOptions {
  /** With a `stately` queue: the job is dropped while one with the same key waits. */
  readonly singletonKey?: string;
  /** Not run before this time (scheduled work). */
  readonly startAfter?: Date;
  /** Sent in this transaction: the job exists iff the caller's change commits. */
  readonly queryable?: Queryable;
}

/**
 * The server's job queue, on the application's PostgreSQL (pg-boss): shared by every instance, each job run by
 * one worker at a time, retried with back-off, run again when its worker died. `define` every queue before
 * `start`; with workers off (tests, benches), nothing runs until `drain`.
 */
export interface JobQueue {
  define<T extends object>(definition: QueueDefinition<T>): void;
  /** Resolves with the job's id, or null when a `stately` queue dropped it. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Cancels a job not yet finished (a scheduled one never runs). */
  cancel(name: string, id: string): Promise<void>;
  /** Asks this instance's worker of `name` to look for jobs now instead of at its next poll (cheap). */
  wake(name: string): void;
  /** Creates the queues; with workers on, starts polling and the cron schedules. */
  start(): Promise<void>;
  /**
   * Runs in this call every due job of `name` (every queue when absent), batch after batch, until none is due;
   * resolves with how many ran. Deterministic: what tests and the start-up call.
   */
  drain(name?: string): Promise<number>;
  /** Stops fetching, waits for the running jobs (at most `timeoutMs`), then lets go of the database. */
  close(): Promise<void>;
}
