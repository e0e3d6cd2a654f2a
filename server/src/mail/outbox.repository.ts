import type { Queryable } from '../db/database.ts';
import type { MailAttachment } from './mailer.ts';

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

/**
 * The attachments of a mail with their bytes, in order (nodemailer's shape); a bug when a referenced file is gone (a
 * mail must not leave without the document it announces: the dispatch fails and is retried, then given up).
 */
export async function readMailAttachments(
  db: Queryable,
  attachments: readonly MailAttachment[],
): Promise<{ filename: string; contentType: string; content: Buffer }[]> {
  if (attachments.length === 0) return [];
  const { rows } = await db.query<{ remote_file_name: string; content: Uint8Array | null }>(
    'SELECT remote_file_name, content FROM uploaded_file_contents WHERE remote_file_name = ANY($1::text[])',
    [attachments.map((attachment) => attachment.remoteFileName)],
  );
  const contents = new Map(rows.map((row) => [row.remote_file_name, row.content]));
  return attachments.map((attachment) => {
    const content = contents.get(attachment.remoteFileName);
    if (content === undefined || content === null)
      throw new Error(`mail attachment ${attachment.remoteFileName} not stored`);
    return {
      filename: attachment.fileName,
      contentType: attachment.contentType,
      content: Buffer.from(content),
    };
  });
}
