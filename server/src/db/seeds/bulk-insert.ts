import type { Queryable } from '../database.ts';

/** A column of a bulk insert: its name and SQL type (both constants of our code, never user input). */
export type BulkColumn = readonly [name: string, sqlType: string];

/**
 * Inserts many rows in one statement through `jsonb_to_recordset`, skipping rows that already exist
 * (seeds are idempotent). `rows` are keyed by column name.
 */
export async function bulkInsert(
  db: Queryable,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const definitions = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names})
     SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${definitions})
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
