import type { MessageTopic } from '@portail/domain';
import { MESSAGE_TOPICS } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

/** The filters of the staff's list of topic threads (each optional; all given ones apply). */
export interface StaffThreadFilter {
  readonly topic?: MessageTopic;
  /** true: closed ones only; false: open ones only. */
  readonly closed?: boolean;
  /** true: open and the member wrote last (waiting for an answer); false: the others. */
  readonly awaitingAnswer?: boolean;
  readonly memberNumber?: string;
}

/** Latest message first, or oldest first (the longest waiting first). */
export type StaffThreadSort = 'recentes' | 'anciennes';

/** The last row of the previous page. */
export interface StaffThreadCursor {
  readonly at: Date;
  readonly id: string;
}

/** A thread a member started on a topic, as a manager reads it. */
export interface StaffThread {
  readonly id: string;
  readonly topic: MessageTopic;
  readonly memberId: string;
  readonly member: { readonly numero: string; readonly nom: string; readonly prenom: string };
  readonly contract: { readonly numero: string; readonly offre: string };
  readonly createdAt: Date;
  readonly lastMessageAt: Date;
  readonly lastAuthor: 'member' | 'staff';
  readonly messageCount: number;
  readonly closedAt: Date | null;
  readonly version: number;
}

interface Row extends Record<string, unknown> {
  id: string;
  topic: string;
  member_id: string;
  numero_contrat: string;
  nom: string;
  prenom: string;
  numero_contrat_individuel: string;
  nom_offre: string;
  created_at: Date;
  last_message_at: Date;
  last_author_kind: 'member' | 'staff';
  message_count: number;
  closed_at: Date | null;
  version: number;
}

const SELECT = `SELECT t.id, t.topic, t.member_id, m.numero_contrat, m.nom, m.prenom, t.numero_contrat_individuel,
         c.nom_offre, t.created_at, t.last_message_at, t.last_author_kind, t.closed_at, t.version,
         (SELECT count(*)::integer FROM member_thread_messages msg WHERE msg.thread_id = t.id) AS message_count
    FROM member_threads t
    JOIN members m ON m.id = t.member_id
    JOIN contracts c ON c.numero_contrat_individuel = t.numero_contrat_individuel`;

function toThread(row: Row): StaffThread {
  return {
    id: row.id,
    topic: MESSAGE_TOPICS.find((topic) => topic === row.topic) ?? 'autre',
    memberId: row.member_id,
    member: { numero: row.numero_contrat, nom: row.nom, prenom: row.prenom },
    contract: { numero: row.numero_contrat_individuel, offre: row.nom_offre },
    createdAt: row.created_at,
    lastMessageAt: row.last_message_at,
    lastAuthor: row.last_author_kind,
    messageCount: row.message_count,
    closedAt: row.closed_at,
    version: row.version,
  };
}

/** One keyset page of the topic threads (`limit` + 1 read: `more` when another page follows). */
export async function findStaffThreadPage(
  db: Queryable,
  query: {
    readonly filter: StaffThreadFilter;
    readonly sort: StaffThreadSort;
    readonly cursor: StaffThreadCursor | null;
    readonly limit: number;
  },
): Promise<{ rows: StaffThread[]; more: boolean }> {
  const { filter, sort, cursor, limit } = query;
  const where = ['t.topic IS NOT NULL'];
  const values: unknown[] = [];
  const value = (item: unknown): string => `$${String(values.push(item))}`;
  if (filter.topic !== undefined) where.push(`t.topic = ${value(filter.topic)}`);
  if (filter.closed !== undefined)
    where.push(filter.closed ? 't.closed_at IS NOT NULL' : 't.closed_at IS NULL');
  if (filter.awaitingAnswer !== undefined)
    where.push(
      filter.awaitingAnswer
        ? `(t.closed_at IS NULL AND t.last_author_kind = 'member')`
        : `(t.closed_at IS NOT NULL OR t.last_author_kind = 'staff')`,
    );
  if (filter.memberNumber !== undefined) where.push(`m.numero_contrat = ${value(filter.memberNumber)}`);
  const direction = sort === 'recentes' ? 'DESC' : 'ASC';
  if (cursor !== null)
    where.push(
      `(t.last_message_at, t.id) ${sort === 'recentes' ? '<' : '>'} (${value(cursor.at)}, ${value(cursor.id)})`,
    );
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE ${where.join(' AND ')}
      ORDER BY t.last_message_at ${direction}, t.id ${direction} LIMIT ${value(limit + 1)}`,
    values,
  );
  return { rows: rows.slice(0, limit).map(toThread), more: rows.length > limit };
}

/** A topic thread (not a request's), or null; `lock` locks its row alone first, in the caller's transaction. */
export async function findStaffThread(
  db: Queryable,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<StaffThread | null> {
  if (opts.lock === true) await db.query('SELECT 1 FROM member_threads WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<Row>(`${SELECT} WHERE t.id = $1 AND t.topic IS NOT NULL`, [id]);
  const row = rows[0];
  return row === undefined ? null : toThread(row);
}

/** Closes the thread read at `version` (locked by the caller): its new version. */
export async function closeStaffThread(
  tx: Queryable,
  thread: { readonly id: string; readonly version: number },
  actor: { readonly accountId: string; readonly at: Date },
): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    `UPDATE member_threads SET closed_at = $3, closed_by = $4, version = version + 1
      WHERE id = $1 AND version = $2 AND closed_at IS NULL RETURNING version`,
    [thread.id, thread.version, actor.at, actor.accountId],
  );
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('thread changed under its row lock');
  return version;
}
