import type { Queryable } from '../../db/database.ts';
import { staffName } from './requests-queue.repository.ts';

/**
 * The messages and documents a manager reads, of a request (its form's documents and its thread) or of a thread a
 * member started on a topic: the same queries, scoped by the request or by the thread.
 */
export type ThreadScope = { readonly requestId: string } | { readonly threadId: string };

const scopeId = (scope: ThreadScope): string => ('threadId' in scope ? scope.threadId : scope.requestId);

export interface StaffAttachment {
  readonly id: string;
  readonly name: string;
  readonly mimeType: string;
  readonly size: number;
  readonly addedAt: Date;
  readonly byStaff: boolean;
  readonly messageId: string | null;
}

export interface StaffMessage {
  readonly id: string;
  readonly at: Date;
  readonly byStaff: boolean;
  readonly authorName: string;
  readonly text: string;
}

/** The documents of the request's form and of its thread's messages (or of a topic thread's), in order. */
export async function findStaffAttachments(db: Queryable, scope: ThreadScope): Promise<StaffAttachment[]> {
  const { rows } = await db.query<{
    remote_file_name: string;
    local_file_name: string;
    mime_type: string;
    size: number | string;
    created_at: Date;
    by_staff: boolean;
    message_id: string | null;
  }>(
    `SELECT f.remote_file_name, f.local_file_name, f.mime_type, f.size, f.created_at, att.message_id,
            (msg.author_kind = 'staff' OR (att.message_id IS NULL AND att.field = 'prise-en-charge')) AS by_staff
       FROM member_request_attachments att
       JOIN uploaded_files f ON f.remote_file_name = att.remote_file_name
       LEFT JOIN member_thread_messages msg ON msg.id = att.message_id
       LEFT JOIN member_threads th ON th.id = msg.thread_id
      WHERE ${'threadId' in scope ? 'th.id = $1' : 'att.request_id = $1 OR th.request_id = $1'}
      ORDER BY f.created_at, att.position, f.remote_file_name`,
    [scopeId(scope)],
  );
  return rows.map((row) => ({
    id: row.remote_file_name,
    name: row.local_file_name,
    mimeType: row.mime_type,
    size: Number(row.size),
    addedAt: row.created_at,
    byStaff: row.by_staff === true,
    messageId: row.message_id,
  }));
}

/** The thread of the request (or a topic thread), oldest first (authors: the member, or the staff member's name). */
export async function findStaffMessages(db: Queryable, scope: ThreadScope): Promise<StaffMessage[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    author_kind: 'member' | 'staff';
    texte: string;
    login: string | null;
    nom: string | null;
    prenom: string | null;
  }>(
    `SELECT msg.id, msg.created_at, msg.author_kind, msg.texte, a.user_name AS login, sp.nom, sp.prenom
       FROM member_threads th
       JOIN member_thread_messages msg ON msg.thread_id = th.id
       LEFT JOIN accounts a ON a.id = msg.author_account_id
       LEFT JOIN staff_profiles sp ON sp.account_id = msg.author_account_id
      WHERE ${'threadId' in scope ? 'th.id' : 'th.request_id'} = $1
      ORDER BY msg.created_at, msg.id`,
    [scopeId(scope)],
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    byStaff: row.author_kind === 'staff',
    authorName:
      row.author_kind === 'staff' ? staffName(row.login ?? 'Gestionnaire', row.prenom, row.nom) : 'Adhérent',
    text: row.texte,
  }));
}

/** One attachment's file (checked type, name, bytes) when it belongs to the request (or topic thread), else null. */
export async function findStaffFile(
  db: Queryable,
  scope: ThreadScope,
  fileId: string,
): Promise<{ name: string; mimeType: string; content: Buffer } | null> {
  const { rows } = await db.query<{ local_file_name: string; mime_type: string; content: Uint8Array | null }>(
    `SELECT f.local_file_name, f.mime_type, c.content
       FROM member_request_attachments att
       JOIN uploaded_files f ON f.remote_file_name = att.remote_file_name
       JOIN uploaded_file_contents c ON c.remote_file_name = att.remote_file_name
       LEFT JOIN member_thread_messages msg ON msg.id = att.message_id
       LEFT JOIN member_threads th ON th.id = msg.thread_id
      WHERE att.remote_file_name = $2
        AND ${'threadId' in scope ? 'th.id = $1' : '(att.request_id = $1 OR th.request_id = $1)'}`,
    [scopeId(scope), fileId],
  );
  const row = rows[0];
  if (row === undefined || row.content === null) return null;
  return { name: row.local_file_name, mimeType: row.mime_type, content: Buffer.from(row.content) };
}
