import type { Queryable } from '../db/database.ts';

export interface OutboxEntry {
  readonly id: string;
  readonly kind: 'mail' | 'sms';
  readonly template: string;
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
  readonly createdAt: string;
  readonly emlFile: string | null;
}

interface OutboxRow extends Record<string, unknown> {
  id: string;
  kind: 'mail' | 'sms';
  template: string;
  recipient: string;
  subject: string;
  text_body: string;
  links: string[];
  created_at: Date;
  eml_file: string | null;
}

/** The latest outbox messages, newest first (optionally for one recipient). */
export async function listOutbox(db: Queryable, recipient?: string, limit = 100): Promise<OutboxEntry[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, kind, template, recipient, subject, text_body, links, created_at, eml_file FROM outbox
      WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY seq DESC LIMIT $2`,
    [recipient ?? null, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    template: row.template,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text_body,
    links: row.links,
    createdAt: row.created_at.toISOString(),
    emlFile: row.eml_file,
  }));
}
