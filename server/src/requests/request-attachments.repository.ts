import type { Queryable } from '../db/database.ts';

/** A document as the member and the staff see it. */
export interface AttachmentInfo {
  readonly remoteFileName: string;
  readonly localFileName: string;
  readonly size: number;
  readonly mimeType: string;
}

export interface AttachmentContent extends AttachmentInfo {
  readonly content: Uint8Array;
}

interface AttachmentRow extends Record<string, unknown> {
  remote_file_name: string;
  local_file_name: string;
  size: number;
  mime_type: string;
}

const toInfo = (row: AttachmentRow): AttachmentInfo => ({
  remoteFileName: row.remote_file_name,
  localFileName: row.local_file_name,
  size: Number(row.size),
  mimeType: row.mime_type,
});

/**
 * Of `names`, those that are uploads of `accountId` not yet attached anywhere: the only files a request or a
 * message may take (another account's upload, an unknown name or a file already filed are left out).
 */
export async function findAttachableUploads(
  db: Queryable,
  accountId: string,
  names: readonly string[],
): Promise<ReadonlySet<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await db.query<{ remote_file_name: string }>(
    `SELECT f.remote_file_name FROM uploaded_files f
      WHERE f.remote_file_name = ANY($1::text[]) AND f.account_id = $2
        AND NOT EXISTS (SELECT 1 FROM member_request_attachments a WHERE a.remote_file_name = f.remote_file_name)`,
    [names, accountId],
  );
  return new Set(rows.map((row) => row.remote_file_name));
}

/** Files documents under a request (its form) or a message, in the order given. */
export async function attachFiles(
  db: Queryable,
  attachment: {
    memberId: string;
    requestId: string | null;
    messageId: string | null;
    files: readonly { name: string; field: string }[];
  },
): Promise<void> {
  for (const [position, file] of attachment.files.entries()) {
    await db.query(
      `INSERT INTO member_request_attachments (remote_file_name, member_id, request_id, message_id, field, position)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [file.name, attachment.memberId, attachment.requestId, attachment.messageId, file.field, position],
    );
  }
}

/** The documents of a request's form, in form order. */
export async function findRequestAttachments(db: Queryable, requestId: string): Promise<AttachmentInfo[]> {
  const { rows } = await db.query<AttachmentRow>(
    `SELECT f.remote_file_name, f.local_file_name, f.size, f.mime_type
       FROM member_request_attachments a JOIN uploaded_files f ON f.remote_file_name = a.remote_file_name
      WHERE a.request_id = $1 ORDER BY a.position, a.remote_file_name`,
    [requestId],
  );
  return rows.map(toInfo);
}

/** The documents of each message, by message id. */
export async function findMessageAttachments(
  db: Queryable,
  messageIds: readonly string[],
): Promise<ReadonlyMap<string, AttachmentInfo[]>> {
  const byMessage = new Map<string, AttachmentInfo[]>();
  if (messageIds.length === 0) return byMessage;
  const { rows } = await db.query<AttachmentRow & { message_id: string }>(
    `SELECT a.message_id, f.remote_file_name, f.local_file_name, f.size, f.mime_type
       FROM member_request_attachments a JOIN uploaded_files f ON f.remote_file_name = a.remote_file_name
      WHERE a.message_id = ANY($1::text[]) ORDER BY a.position, a.remote_file_name`,
    [messageIds],
  );
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push(toInfo(row));
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}

/**
 * A document of a thread (`threadId`) or of a request (`requestId`: its form and its thread), with its content;
 * null unless it is filed there. The caller has checked the request or thread is the member's.
 */
export async function findAttachmentContent(
  db: Queryable,
  where: { requestId: string | null; threadId: string | null; remoteFileName: string },
): Promise<AttachmentContent | null> {
  const { rows } = await db.query<AttachmentRow & { content: Uint8Array | null }>(
    `SELECT f.remote_file_name, f.local_file_name, f.size, f.mime_type, c.content
       FROM member_request_attachments a
       JOIN uploaded_files f ON f.remote_file_name = a.remote_file_name
       JOIN uploaded_file_contents c ON c.remote_file_name = a.remote_file_name
      WHERE a.remote_file_name = $1
        AND (a.request_id = $2
             OR a.message_id IN (SELECT m.id FROM member_thread_messages m JOIN member_threads t ON t.id = m.thread_id
                                  WHERE t.id = $3 OR (t.request_id IS NOT NULL AND t.request_id = $2)))`,
    [where.remoteFileName, where.requestId, where.threadId],
  );
  const row = rows[0];
  if (row === undefined || row.content === null) return null;
  return { ...toInfo(row), content: row.content };
}
