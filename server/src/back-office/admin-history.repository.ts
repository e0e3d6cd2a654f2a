import type { HistoryArea } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** One staff action to append (table `admin_history`, append-only). */
export interface NewHistoryEntry {
  readonly at: Date;
  readonly staffAccountId: string;
  /** The staff member's login when they acted. */
  readonly staffLogin: string;
  readonly area: HistoryArea;
  /** What the action was on (a CMS item name, a FAQ question id…), null when none. */
  readonly item: string | null;
  /** What was done: `sign-in`, `create`, `update`, `publish`… */
  readonly action: string;
  /** Before/after summary (never a secret nor a password). */
  readonly summary: Readonly<Record<string, unknown>>;
}

/** A recorded staff action. */
export interface HistoryEntry extends NewHistoryEntry {
  readonly id: number;
}

/** The position after which a page starts (the last entry of the previous page). */
export interface HistoryCursor {
  readonly at: Date;
  readonly id: number;
}

export interface HistoryFilter {
  readonly staffAccountId?: string;
  /** The staff member's login when they acted (exact, case-insensitive). */
  readonly staffLogin?: string;
  /** The item acted on (exact). */
  readonly item?: string;
  readonly area?: HistoryArea;
  /** Inclusive lower bound of `at`. */
  readonly from?: Date;
  /** Exclusive upper bound of `at`. */
  readonly to?: Date;
}

interface HistoryRow extends Record<string, unknown> {
  id: number;
  at: Date;
  staff_account_id: string;
  staff_login: string;
  area: HistoryArea;
  item: string | null;
  action: string;
  summary: Record<string, unknown>;
}

/** Appends one entry; the table refuses any later UPDATE or DELETE (trigger of migration 103). */
export async function appendHistory(db: Queryable, entry: NewHistoryEntry): Promise<void> {
  await db.query(
    `INSERT INTO admin_history (at, staff_account_id, staff_login, area, item, action, summary)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      entry.at,
      entry.staffAccountId,
      entry.staffLogin,
      entry.area,
      entry.item,
      entry.action,
      JSON.stringify(entry.summary),
    ],
  );
}

/**
 * One page of the history, newest first (`at` then `id` descending), strictly after `cursor` when given: a keyset
 * read on the `(at DESC, id DESC)` indexes, whatever the page's depth. Reads `limit + 1` rows to tell whether more
 * follow.
 */
export async function findHistoryPage(
  db: Queryable,
  filter: HistoryFilter,
  cursor: HistoryCursor | null,
  limit: number,
): Promise<{ entries: HistoryEntry[]; more: boolean }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  /** Adds a parameter and returns its placeholder. */
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.staffAccountId !== undefined)
    conditions.push(`h.staff_account_id = ${bind(filter.staffAccountId)}`);
  if (filter.staffLogin !== undefined)
    conditions.push(`h.staff_login = ${bind(filter.staffLogin.toLowerCase())}`);
  if (filter.area !== undefined) conditions.push(`h.area = ${bind(filter.area)}`);
  if (filter.item !== undefined) conditions.push(`h.item = ${bind(filter.item)}`);
  if (filter.from !== undefined) conditions.push(`h.at >= ${bind(filter.from)}`);
  if (filter.to !== undefined) conditions.push(`h.at < ${bind(filter.to)}`);
  if (cursor !== null)
    conditions.push(`(h.at, h.id) < (${bind(cursor.at)}::timestamptz, ${bind(cursor.id)}::bigint)`);
  const { rows } = await db.query<HistoryRow>(
    `SELECT h.id, h.at, h.staff_account_id, h.staff_login, h.area, h.item, h.action, h.summary
       FROM admin_history h
      ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY h.at DESC, h.id DESC
      LIMIT ${bind(limit + 1)}`,
    params,
  );
  return {
    entries: rows.slice(0, limit).map((row) => ({
      id: row.id,
      at: new Date(row.at),
      staffAccountId: row.staff_account_id,
      staffLogin: row.staff_login,
      area: row.area,
      item: row.item,
      action: row.action,
      summary: row.summary,
    })),
    more: rows.length > limit,
  };
}
