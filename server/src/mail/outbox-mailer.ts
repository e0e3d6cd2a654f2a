import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Database, Queryable } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import type { AppLogger } from '../platform/logger.ts';
import type { RandomSource } from '../platform/random.ts';
import type { Mailer, OutgoingMessage } from './mailer.ts';

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

interface PendingRow extends Record<string, unknown> {
  id: string;
  kind: 'mail' | 'sms';
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date;
}

export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const { db, clock, random, logger, outboxDir, from } = options;
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let dirty = false;

  async function dispatch(row: PendingRow): Promise<string> {
    await mkdir(outboxDir, { recursive: true });
    const stamp = row.created_at.toISOString().replace(/[:.]/g, '-');
    if (row.kind === 'sms') {
      const file = `${stamp}-${row.id}.sms.txt`;
      await writeFile(join(outboxDir, file), `To: ${row.recipient}\n\n${row.text_body}\n`, { flush: true });
      return file;
    }
    const mail = {
      from,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
    };
    const built = await builder.sendMail(mail);
    const file = `${stamp}-${row.id}.eml`;
    const message: unknown = built.message;
    await writeFile(join(outboxDir, file), Buffer.isBuffer(message) ? message : String(message), {
      flush: true,
    });
    if (smtp) await smtp.sendMail(mail);
    return file;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const { rows } = await db.query<PendingRow>(
        `SELECT id, kind, recipient, subject, text_body, html_body, created_at
           FROM outbox WHERE dispatched_at IS NULL AND last_error IS NULL ORDER BY seq LIMIT 50`,
      );
      for (const row of rows) {
        try {
          const file = await dispatch(row);
          await db.query('UPDATE outbox SET dispatched_at = $2, eml_file = $3 WHERE id = $1', [
            row.id,
            clock.now(),
            file,
          ]);
        } catch (error) {
          logger.error({ outboxId: row.id, err: String(error) }, 'outbox dispatch failed');
          await db.query('UPDATE outbox SET last_error = $2 WHERE id = $1', [row.id, String(error)]);
        }
      }
      if (rows.length === 50) again = true;
    } while (again);
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
    if (!dirty) return;
    flush().catch((error: unknown) => logger.error({ err: String(error) }, 'outbox flush failed'));
  }

  const timer = options.intervalMs === 0 ? undefined : setInterval(kick, options.intervalMs ?? 1000);
  timer?.unref();

  return {
    async enqueue(message: OutgoingMessage, queryable: Queryable = db): Promise<string> {
      const id = random.uuid();
      await queryable.query(
        `INSERT INTO outbox (id, kind, template, recipient, subject, text_body, html_body, links, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
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
