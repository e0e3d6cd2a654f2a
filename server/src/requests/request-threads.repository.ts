import { MESSAGE_TOPICS, type MessageTopic } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import {
  type AttachmentInfo,
  attachFiles,
  findMessageAttachments,
} from './request-attachments.repository.ts';

/** A thread: a request's (requestId) or one a member started on a topic. */
export interface ThreadRecord {
  readonly id: string;
  readonly memberId: string;
  readonly contract: string;
  readonly requestId: string | null;
  readonly topic: MessageTopic | null;
  readonly createdAt: Date;
  readonly lastMessageAt: Date;
  readonly messageCount: number;
}

export interface ThreadMessage {
  readonly id: string;
  readonly authorKind: 'member' | 'staff';
  readonly authorAccountId: string | null;
  readonly texte: string;
  readonly at: Date;
  readonly pieces: readonly AttachmentInfo[];
}

export interface NewThreadMessage {
  readonly id: string;
  readonly threadId: string;
  /** The member the thread is about (attachments are filed under them, whoever wrote). */
  readonly memberId: string;
  readonly authorKind: 'member' | 'staff';
  readonly authorAccountId: string | null;
  readonly texte: string;
  readonly pieces: readonly string[];
  readonly at: Date;
}

interface ThreadRow extends Record<string, unknown> {
  id: string;
  member_id: string;
  numero_contrat_individuel: string;
  request_id: string | null;
  topic: string | null;
  created_at: Date;
  last_message_at: Date;
  message_count: number;
}

const THREAD_COLUMNS = `t.id, t.member_id, t.numero_contrat_individuel, t.request_id, t.topic, t.created_at, t.last_message_at,
  (SELECT count(*)::integer FROM member_thread_messages m WHERE m.thread_id = t.id) AS message_count`;

function toThread(row: ThreadRow): ThreadRecord {
  const topic = MESSAGE_TOPICS.find((candidate) => candidate === row.topic) ?? null;
  return {
    id: row.id,
    memberId: row.member_id,
    contract: row.numero_contrat_individuel,
    requestId: row.request_id,
    topic,
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    messageCount: row.message_count,
  };
}

export async function insertThread(
  db: Queryable,
  thread: Omit<ThreadRecord, 'lastMessageAt' | 'messageCount'>,
): Promise<void> {
  await db.query(
    `INSERT INTO member_threads (id, member_id, numero_contrat_individuel, request_id, topic, created_at, last_message_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [thread.id, thread.memberId, thread.contract, thread.requestId, thread.topic, thread.createdAt],
  );
}

/** The thread of a request; null when none. */
export async function findRequestThread(db: Queryable, requestId: string): Promise<ThreadRecord | null> {
  const { rows } = await db.query<ThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM member_threads t WHERE t.request_id = $1`,
    [requestId],
  );
  const row = rows[0];
  return row === undefined ? null : toThread(row);
}

/** A topic thread of this member; null when none or another member's. */
export async function findMemberTopicThread(
  db: Queryable,
  memberId: string,
  id: string,
): Promise<ThreadRecord | null> {
  const { rows } = await db.query<ThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM member_threads t WHERE t.id = $1 AND t.member_id = $2 AND t.topic IS NOT NULL`,
    [id, memberId],
  );
  const row = rows[0];
  return row === undefined ? null : toThread(row);
}

/** The topic threads of a contract, latest message first. */
export async function listContractTopicThreads(db: Queryable, contract: string): Promise<ThreadRecord[]> {
  const { rows } = await db.query<ThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM member_threads t
      WHERE t.numero_contrat_individuel = $1 AND t.topic IS NOT NULL
      ORDER BY t.last_message_at DESC, t.id DESC LIMIT 200`,
    [contract],
  );
  return rows.map(toThread);
}

/** Adds a message (and its documents) to a thread; run it in a transaction. */
export async function insertThreadMessage(db: Queryable, message: NewThreadMessage): Promise<void> {
  await db.query(
    `INSERT INTO member_thread_messages (id, thread_id, author_kind, author_account_id, texte, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [message.id, message.threadId, message.authorKind, message.authorAccountId, message.texte, message.at],
  );
  // A new version (a manager's answer or closing read before it is stale); a member's message reopens a closed thread.
  await db.query(
    `UPDATE member_threads
        SET last_message_at = $2, last_author_kind = $3, version = version + 1,
            closed_at = CASE WHEN $3 = 'member' THEN NULL ELSE closed_at END,
            closed_by = CASE WHEN $3 = 'member' THEN NULL ELSE closed_by END
      WHERE id = $1`,
    [message.threadId, message.at, message.authorKind],
  );
  await attachFiles(db, {
    memberId: message.memberId,
    requestId: null,
    messageId: message.id,
    files: message.pieces.map((name) => ({ name, field: 'message' })),
  });
}

interface MessageRow extends Record<string, unknown> {
  id: string;
  author_kind: 'member' | 'staff';
  author_account_id: string | null;
  texte: string;
  created_at: Date;
}

/** The messages of a thread with their documents, oldest first. */
export async function findThreadMessages(db: Queryable, threadId: string): Promise<ThreadMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT id, author_kind, author_account_id, texte, created_at FROM member_thread_messages
      WHERE thread_id = $1 ORDER BY created_at, id`,
    [threadId],
  );
  const pieces = await findMessageAttachments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    authorKind: row.author_kind,
    authorAccountId: row.author_account_id,
    texte: row.texte,
    at: row.created_at,
    pieces: pieces.get(row.id) ?? [],
  }));
}
