import type { ReferenceDataKind } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** One value of a reference-data kind (tables of migration 142). */
export interface ReferenceValue {
  readonly code: string;
  readonly label: string;
  readonly rank: number;
  readonly enabled: boolean;
}

/** Where a page of values starts: after this rank and code. */
export interface ReferenceCursor {
  readonly rank: number;
  readonly code: string;
}

export interface ReferencePage {
  readonly version: number;
  readonly values: readonly ReferenceValue[];
  /** The last value of this page when more follow, else null. */
  readonly next: ReferenceCursor | null;
}

export interface ReferencePageQuery {
  /** Code prefix or part of the label, case-insensitive; empty: every value. */
  readonly search: string;
  readonly after: ReferenceCursor | null;
  readonly limit: number;
}

interface ValueRow extends Record<string, unknown> {
  code: string;
  label: string;
  rank: number;
  enabled: boolean;
}

const COLUMNS = 'code, label, rank, enabled';
const toValue = (row: ValueRow): ReferenceValue => ({
  code: row.code,
  label: row.label,
  rank: row.rank,
  enabled: row.enabled,
});

/** The enabled values of a kind in their order: what a form offers for new input. */
export async function listEnabledValues(db: Queryable, kind: ReferenceDataKind): Promise<ReferenceValue[]> {
  const rows = await db.query<ValueRow>(
    `SELECT ${COLUMNS} FROM reference_data_values WHERE kind = $1 AND enabled ORDER BY rank, code`,
    [kind],
  );
  return rows.rows.map(toValue);
}

/** Every value of a kind (disabled ones too) in its order: what values already used are displayed with. */
export async function listAllValues(db: Queryable, kind: ReferenceDataKind): Promise<ReferenceValue[]> {
  const rows = await db.query<ValueRow>(
    `SELECT ${COLUMNS} FROM reference_data_values WHERE kind = $1 ORDER BY rank, code`,
    [kind],
  );
  return rows.rows.map(toValue);
}

/** Every value of a kind (disabled ones too) by code: what a value already used is displayed with. */
export async function findValues(
  db: Queryable,
  kind: ReferenceDataKind,
  codes: readonly string[],
): Promise<ReadonlyMap<string, ReferenceValue>> {
  const rows = await db.query<ValueRow>(
    `SELECT ${COLUMNS} FROM reference_data_values WHERE kind = $1 AND code = ANY($2::text[])`,
    [kind, codes],
  );
  return new Map(rows.rows.map((row) => [row.code, toValue(row)]));
}

/** A kind's version (0 before any change). */
export async function findKindVersion(db: Queryable, kind: ReferenceDataKind): Promise<number> {
  const rows = await db.query<{ version: number }>(
    'SELECT version FROM reference_data_kinds WHERE kind = $1',
    [kind],
  );
  return rows.rows[0]?.version ?? 0;
}

/** One page of a kind's values (disabled ones too) in their order, searched, after a cursor. */
export async function pageValues(
  db: Queryable,
  kind: ReferenceDataKind,
  query: ReferencePageQuery,
): Promise<ReferencePage> {
  const [rows, version] = await Promise.all([
    db.query<ValueRow>(
      `SELECT ${COLUMNS} FROM reference_data_values
        WHERE kind = $1
          AND ($2 = '' OR upper(code) LIKE upper($2) || '%' OR lower(label) LIKE '%' || lower($2) || '%')
          AND ($3::int IS NULL OR (rank, code) > ($3::int, $4::text))
        ORDER BY rank, code LIMIT $5`,
      [kind, query.search, query.after?.rank ?? null, query.after?.code ?? '', query.limit + 1],
    ),
    findKindVersion(db, kind),
  ]);
  const values = rows.rows.slice(0, query.limit).map(toValue);
  const last = values.at(-1);
  const next =
    rows.rows.length > query.limit && last !== undefined ? { rank: last.rank, code: last.code } : null;
  return { version, values, next };
}

/**
 * Moves a kind to its next version when it is still at `version` (in the caller's transaction, which then writes
 * the change): the new version, or null when someone changed the kind meanwhile.
 */
export async function bumpKindVersion(
  tx: Queryable,
  kind: ReferenceDataKind,
  version: number,
): Promise<number | null> {
  const rows = await tx.query<{ version: number }>(
    `UPDATE reference_data_kinds SET version = version + 1 WHERE kind = $1 AND version = $2 RETURNING version`,
    [kind, version],
  );
  return rows.rows[0]?.version ?? null;
}

interface Stamp {
  readonly at: Date;
  readonly login: string;
}

/** Adds a value at the end of its kind: false when the code is already taken (nothing written). */
export async function insertValue(
  tx: Queryable,
  kind: ReferenceDataKind,
  value: { readonly code: string; readonly label: string },
  by: Stamp,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO reference_data_values (kind, code, label, rank, enabled, updated_at, updated_by)
     SELECT $1, $2, $3, COALESCE(max(rank), 0) + 1, true, $4, $5 FROM reference_data_values WHERE kind = $1
     ON CONFLICT (kind, code) DO NOTHING RETURNING code`,
    [kind, value.code, value.label, by.at, by.login],
  );
  return rows.rows.length === 1;
}

/** Sets a value's label and/or state: false when no such value. */
export async function updateValue(
  tx: Queryable,
  kind: ReferenceDataKind,
  code: string,
  change: { readonly label: string | undefined; readonly enabled: boolean | undefined },
  by: Stamp,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE reference_data_values SET label = COALESCE($3, label), enabled = COALESCE($4, enabled),
       updated_at = $5, updated_by = $6
     WHERE kind = $1 AND code = $2 RETURNING code`,
    [kind, code, change.label ?? null, change.enabled ?? null, by.at, by.login],
  );
  return rows.rows.length === 1;
}

/**
 * The value next to `code` (disabled ones count) one place up (`haut`) or down (`bas`) in its kind's order: its code,
 * or null when `code` is first (up), last (down) or unknown.
 */
export async function findNeighbour(
  tx: Queryable,
  kind: ReferenceDataKind,
  code: string,
  direction: 'haut' | 'bas',
): Promise<string | null> {
  const [comparison, order] = direction === 'haut' ? ['<', 'DESC'] : ['>', 'ASC'];
  const rows = await tx.query<{ code: string }>(
    `SELECT n.code FROM reference_data_values v JOIN reference_data_values n ON n.kind = v.kind
      WHERE v.kind = $1 AND v.code = $2 AND (n.rank, n.code) ${comparison} (v.rank, v.code)
      ORDER BY n.rank ${order}, n.code ${order} LIMIT 1`,
    [kind, code],
  );
  return rows.rows[0]?.code ?? null;
}

/** Ranks two values with each other's rank (a move by one place). */
export async function swapRanks(
  tx: Queryable,
  kind: ReferenceDataKind,
  codes: readonly [string, string],
  by: Stamp,
): Promise<void> {
  await tx.query(
    `UPDATE reference_data_values v SET rank = o.rank, updated_at = $4, updated_by = $5
       FROM reference_data_values o
      WHERE v.kind = $1 AND o.kind = $1
        AND ((v.code = $2 AND o.code = $3) OR (v.code = $3 AND o.code = $2))`,
    [kind, codes[0], codes[1], by.at, by.login],
  );
}
