import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Database, Queryable } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import type { AppLogger } from '../platform/logger.ts';
import type { RandomSource } from '../platform/random.ts';
import type { MailAttachment, Mailer, OutgoingMessage } from './mailer.ts';
import { readMailAttachments } from './outbox.repository.ts';
import { applyStoredTemplate } from './stored-mail-template.ts';

export interface OutboxMailerOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly logger: AppLogger;
  /** Directory receiving the `.eml` (mail) and `.sms.txt` (SMS) files. */
  readonly outboxDir: string;
  /** `From:` header, e.g. `Mutuelle Démo <no-reply@mutuelle-demo.fr>`. */
  readonly from: string;
  /** smtp:// or smtps:// URL; when absent, mails are only written to files. */
  readonly smtpUrl?: string | undefined;
  /** Period of the background dispatcher; 0 disables it (tests call flush). */
  readonly intervalMs?: number;
}

/** SMTP deliveries tried per mail before it is given up (`last_error`). */
export const SMTP_MAX_ATTEMPTS = 6;
/** Delay before the first SMTP retry; doubled at each failure (30 s, 1, 2, 4, 8 min). */
export const SMTP_FIRST_RETRY_DELAY_MS = 30_000;
/** How long a claimed message stays reserved to its dispatcher (longer than one SMTP delivery may take). */
const CLAIM_MS = 5 * 60_000;
/** Every this many ticks the dispatcher also looks for messages queued by other instances. */
const POLL_EVERY_TICKS = 5;

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
  attachments: MailAttachment[] | null;
}

export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const { db, clock, random, logger, outboxDir, from } = options;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let running: Promise<void> | undefined;
  let again = false;
  // Messages left undispatched by a previous run (crash, SMTP down) go out with the start-up flush.
  let dirty = false;
  /** When the earliest scheduled SMTP retry is due (ms since epoch), if any. */
  let nextRetryAt: number | undefined;

  /** Writes the message's file unless a failed SMTP attempt already did; returns its name. */
  async function writeFileOnce(row: PendingRow, content: () => Promise<Buffer | string>): Promise<string> {
    if (row.eml_file !== null) return row.eml_file;
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
      attachments: await readMailAttachments(db, row.attachments ?? []),
    };
    const file = await writeFileOnce(row, async () => {
      const message: unknown = (await builder.sendMail(mail)).message;
      return Buffer.isBuffer(message) ? message : String(message);
    });
    if (smtp) {
      // Recorded before sending, so that a retry reuses the file instead of writing a second copy.
      if (row.eml_file === null)
        await db.query('UPDATE outbox SET eml_file = $2 WHERE id = $1', [row.id, file]);
      await smtp.sendMail(mail);
    }
    return file;
  }

  /** A failed delivery: retried later with a doubled delay, given up after SMTP_MAX_ATTEMPTS. */
  async function failed(row: PendingRow, error: unknown): Promise<void> {
    const attempts = row.smtp_attempts + 1;
    // The error only: never the message (links carry one-time codes) nor the recipient.
    logger.error({ outboxId: row.id, attempts, err: String(error) }, 'outbox dispatch failed');
    if (attempts >= SMTP_MAX_ATTEMPTS) {
      await db.query(
        'UPDATE outbox SET smtp_attempts = $2, last_error = $3, claimed_until = NULL WHERE id = $1',
        [row.id, attempts, String(error)],
      );
      return;
    }
    const due = clock.now().getTime() + SMTP_FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1);
    await db.query(
      'UPDATE outbox SET smtp_attempts = $2, smtp_next_attempt_at = $3, claimed_until = NULL WHERE id = $1',
      [row.id, attempts, new Date(due)],
    );
  }

  /**
   * Claims up to 50 due messages for this dispatcher (`FOR UPDATE SKIP LOCKED`: two instances never claim the
   * same one; a claim left by a dead instance expires after CLAIM_MS and the message is claimed again).
   */
  async function claim(): Promise<PendingRow[]> {
    const now = clock.now();
    const { rows } = await db.query<PendingRow & { seq: number }>(
      `UPDATE outbox SET claimed_until = $2
        WHERE seq IN (SELECT seq FROM outbox
                       WHERE dispatched_at IS NULL AND last_error IS NULL
                         AND (smtp_next_attempt_at IS NULL OR smtp_next_attempt_at <= $1)
                         AND (claimed_until IS NULL OR claimed_until <= $1)
                       ORDER BY seq LIMIT 50 FOR UPDATE SKIP LOCKED)
        RETURNING seq, id, kind, recipient, subject, text_body, html_body, created_at, eml_file, smtp_attempts,
                  attachments`,
      [now, new Date(now.getTime() + CLAIM_MS)],
    );
    return rows.sort((a, b) => a.seq - b.seq);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const rows = await claim();
      for (const row of rows) {
        try {
          const file = await dispatch(row);
          await db.query(
            'UPDATE outbox SET dispatched_at = $2, eml_file = $3, claimed_until = NULL WHERE id = $1',
            [row.id, clock.now(), file],
          );
        } catch (error) {
          await failed(row, error);
        }
      }
      if (rows.length === 50) again = true;
    } while (again);
    const { rows } = await db.query<{ due: Date | null }>(
      `SELECT min(smtp_next_attempt_at) AS due FROM outbox WHERE dispatched_at IS NULL AND last_error IS NULL`,
    );
    nextRetryAt = rows[0]?.due?.getTime();
  }

  function flush(): Promise<void> {
    dirty = false;
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function kick(): void {
    const retryDue = nextRetryAt !== undefined && nextRetryAt <= clock.now().getTime();
    if (!dirty && !retryDue) return;
    flush().catch((error: unknown) => logger.error({ err: String(error) }, 'outbox flush failed'));
  }

  let ticks = 0;
  const tick = (): void => {
    ticks += 1;
    // Messages another instance queued (and could not dispatch: it stopped) are picked up here too.
    if (ticks % POLL_EVERY_TICKS === 0) dirty = true;
    kick();
  };
  const timer = options.intervalMs === 0 ? undefined : setInterval(tick, options.intervalMs ?? 1000);
  timer?.unref();

  return {
    async enqueue(asked: OutgoingMessage, queryable: Queryable = db): Promise<string> {
      const message = await applyStoredTemplate(queryable, asked, logger);
      const id = random.uuid();
      await queryable.query(
        `INSERT INTO outbox (id, kind, template, recipient, subject, text_body, html_body, links, created_at,
                             attachments)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::jsonb)`,
        [
          id,
          message.kind,
          message.template,
          message.to,
          message.subject,
          message.text,
          message.html ?? null,
          JSON.stringify(message.links ?? []),
          clock.now(),
          JSON.stringify(message.attachments ?? []),
        ],
      );
      dirty = true;
      return id;
    },
    flush,
    kick,
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await flush();
      smtp?.close();
    },
  };
}
