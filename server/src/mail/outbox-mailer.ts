import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Database, Queryable } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue } from '../platform/job-queue.ts';
import type { AppLogger } from '../platform/logger.ts';
import type { RandomSource } from '../platform/random.ts';
import type { Mailer, OutgoingMessage } from './mailer.ts';
import {
  findUndispatched,
  insertOutboxMessage,
  markDispatched,
  markFileWritten,
  recordFailure,
  undispatchedWithoutJob,
} from './outbox-dispatch.repository.ts';
import { applyStoredTemplate } from './stored-mail-template.ts';

export interface OutboxMailerOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly logger: AppLogger;
  /** The server's job queue: each message is one job of {@link OUTBOX_QUEUE}, sent with its row. */
  readonly jobs: JobQueue;
  /** Directory receiving the `.eml` (mail) and `.sms.txt` (SMS) files. */
  readonly outboxDir: string;
  /** `From:` header, e.g. `Mutuelle Démo <no-reply@mutuelle-demo.fr>`. */
  readonly from: string;
  /** smtp:// or smtps:// URL; when absent, mails are only written to files. */
  readonly smtpUrl?: string | undefined;
}

/** The job queue of the outbox: one job per message, keyed by its id. */
export const OUTBOX_QUEUE = 'outbox-dispatch';
/** SMTP deliveries tried per mail before it is given up (`last_error`). */
export const SMTP_MAX_ATTEMPTS = 6;
/** Delay before the first SMTP retry; about doubled at each failure (30 s, 1, 2, 4, 8 min, with jitter). */
export const SMTP_FIRST_RETRY_DELAY_MS = 30_000;
/** How long one dispatch may hold its job: past it (instance killed) another instance runs it again. */
const DISPATCH_EXPIRE_SECONDS = 5 * 60;

interface PendingRow extends Record<string, unknown> {
  id: string;
  kind: 'mail' | 'sms';
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date;
  eml_file: string | null;
  smtp_attempts: number;
}

export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const { db, clock, random, logger, jobs, outboxDir, from } = options;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  /** Writes the message's file unless a failed SMTP attempt already did; returns its name. */
  async function writeFileOnce(row: PendingRow, content: () => Promise<Buffer | string>): Promise<string> {
    if (row.eml_file !== null) return row.eml_file;
    // Named by the message alone: a dispatch run again after its instance died rewrites the same file.
    const stamp = row.created_at.toISOString().replace(/[:.]/g, '-');
    const file = `${stamp}-${row.id}.${row.kind === 'sms' ? 'sms.txt' : 'eml'}`;
    await mkdir(outboxDir, { recursive: true });
    await writeFile(join(outboxDir, file), await content(), { flush: true });
    return file;
  }

  /**
   * Writes the file, then delivers over SMTP when configured; returns the file name; throws when SMTP refuses
   * or is down.
   */
  async function dispatch(row: PendingRow): Promise<string> {
    if (row.kind === 'sms') {
      return writeFileOnce(row, () => Promise.resolve(`To: ${row.recipient}\n\n${row.text_body}\n`));
    }
    const mail = {
      from,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
    };
    const file = await writeFileOnce(row, async () => {
      const message: unknown = (await builder.sendMail(mail)).message;
      return Buffer.isBuffer(message) ? message : String(message);
    });
    if (smtp) {
      // Recorded before sending, so that a retry reuses the file instead of writing a second copy.
      if (row.eml_file === null) await markFileWritten(db, row.id, file);
      await smtp.sendMail(mail);
    }
    return file;
  }

  /** A failed delivery: counted; given up (`last_error`) on the queue's last attempt. */
  async function failed(row: PendingRow, error: unknown, lastAttempt: boolean): Promise<void> {
    const attempts = row.smtp_attempts + 1;
    // The error only: never the message (links carry one-time codes) nor the recipient.
    logger.error({ outboxId: row.id, attempts, err: String(error) }, 'outbox dispatch failed');
    await recordFailure(db, row.id, attempts, lastAttempt ? String(error) : null);
  }

  jobs.define<{ outboxId: string }>({
    name: OUTBOX_QUEUE,
    retryLimit: SMTP_MAX_ATTEMPTS - 1,
    retryDelaySeconds: SMTP_FIRST_RETRY_DELAY_MS / 1000,
    retryBackoff: true,
    expireInSeconds: DISPATCH_EXPIRE_SECONDS,
    // One job per message at a time (the start-up sweep may send one again: never run twice at once).
    policy: 'stately',
    batchSize: 50,
    async handle(job) {
      const row = await findUndispatched<PendingRow>(db, job.data.outboxId);
      if (!row) return; // dispatched already (a run whose instance died after it), given up, or deleted
      try {
        await markDispatched(db, row.id, clock.now(), await dispatch(row));
      } catch (error) {
        await failed(row, error, job.lastAttempt);
        throw error;
      }
    },
  });

  return {
    async enqueue(asked: OutgoingMessage, queryable: Queryable = db): Promise<string> {
      const message = await applyStoredTemplate(queryable, asked, logger);
      const id = random.uuid();
      await insertOutboxMessage(queryable, id, message, clock.now());
      await jobs.send(
        OUTBOX_QUEUE,
        { outboxId: id },
        { singletonKey: id, ...(queryable === db ? {} : { queryable }) },
      );
      return id;
    },
    async flush(): Promise<void> {
      // Messages written without their job (before the job queue existed) get one.
      for (const id of await undispatchedWithoutJob(db, OUTBOX_QUEUE)) {
        await jobs.send(OUTBOX_QUEUE, { outboxId: id }, { singletonKey: id });
      }
      await jobs.drain(OUTBOX_QUEUE);
    },
    kick(): void {
      jobs.wake(OUTBOX_QUEUE);
    },
    async close(): Promise<void> {
      smtp?.close();
    },
  };
}
