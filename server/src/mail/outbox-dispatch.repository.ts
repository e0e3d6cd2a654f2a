import type { Queryable } from '../db/database.ts';
import type { OutgoingMessage } from './mailer.ts';

/** Writes a message in the outbox (inside the caller's transaction when one is given). */
export async function insertOutboxMessage(
  queryable: Queryable,
  id: string,
  message: OutgoingMessage,
  now: Date,
): Promise<void> {
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
      now,
    ],
  );
}

/** The message when it still waits for its dispatch (not dispatched, not given up). */
export async function findUndispatched<T extends Record<string, unknown>>(
  db: Queryable,
  id: string,
): Promise<T | undefined> {
  const { rows } = await db.query<T>(
    `SELECT id, kind, recipient, subject, text_body, html_body, created_at, eml_file, smtp_attempts FROM outbox
      WHERE id = $1 AND dispatched_at IS NULL AND last_error IS NULL`,
    [id],
  );
  return rows[0];
}

export async function markFileWritten(db: Queryable, id: string, file: string): Promise<void> {
  await db.query('UPDATE outbox SET eml_file = $2 WHERE id = $1', [id, file]);
}

export async function markDispatched(db: Queryable, id: string, at: Date, file: string): Promise<void> {
  await db.query('UPDATE outbox SET dispatched_at = $2, eml_file = $3 WHERE id = $1', [id, at, file]);
}

/** A failed SMTP delivery: the count of attempts, and the error when the message is given up. */
export async function recordFailure(
  db: Queryable,
  id: string,
  attempts: number,
  givenUpWith: string | null,
): Promise<void> {
  await db.query('UPDATE outbox SET smtp_attempts = $2, last_error = $3 WHERE id = $1', [
    id,
    attempts,
    givenUpWith,
  ]);
}

/**
 * Messages waiting for a dispatch that no job of `queue` carries (written before the job queue existed): the
 * job's singleton key is the message id (pg-boss's `job` table, schema of migration 134).
 */
export async function undispatchedWithoutJob(db: Queryable, queue: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT o.id FROM outbox o
      WHERE o.dispatched_at IS NULL AND o.last_error IS NULL
        AND NOT EXISTS (SELECT 1 FROM pgboss.job j
                         WHERE j.name = $1 AND j.singleton_key = o.id::text
                           AND j.state IN ('created', 'retry', 'active'))
      ORDER BY o.seq LIMIT 1000`,
    [queue],
  );
  return rows.map((row) => row.id);
}
