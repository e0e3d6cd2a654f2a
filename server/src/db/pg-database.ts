import pg from 'pg';
import type { Database, QueryResult, Queryable, Row } from './database.ts';
import { PG_TYPE } from './database.ts';

function typeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === PG_TYPE.int8 || oid === PG_TYPE.numeric) return (value) => Number(value);
  if (oid === PG_TYPE.date) return (value) => value;
  return pg.types.getTypeParser(oid, format === 'binary' ? 'binary' : 'text');
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query<T>({
        text: sql,
        values: [...params],
        types: { getTypeParser: typeParser },
      });
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/**
 * Opens a PostgreSQL pool on `connectionString` (DATABASE_URL). Same SQL as the PGlite database.
 * An idle connection that the server ends (restart, failover, `pg_terminate_backend`) is dropped from the
 * pool and reported to `onIdleError` — without a listener, node-postgres re-throws it and the process dies.
 */
export async function openPgDatabase(
  connectionString: string,
  options: {
    readonly max?: number | undefined;
    readonly onIdleError?: ((error: Error) => void) | undefined;
  } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  pool.on('error', (error) => options.onIdleError?.(error));
  // pool.end() resolves once its clients are told to end, not once their connections are closed:
  // close() waits for every 'remove' so that nothing is left talking to the server (a DROP DATABASE … FORCE
  // right after would otherwise terminate live connections).
  let open = 0;
  let allClosed: (() => void) | undefined;
  pool.on('connect', () => void open++);
  pool.on('remove', () => {
    open--;
    if (open === 0) allClosed?.();
  });
  const probe = await pool.connect();
  probe.release();
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async runForJobQueue(sql: string, params: readonly unknown[] = []): Promise<{ rows: Row[] }> {
      // node-postgres answers a block of statements (simple protocol, no parameters) with one result each.
      const result: pg.QueryResult<Row> | pg.QueryResult<Row>[] = await pool.query<Row>(sql, [...params]);
      return { rows: Array.isArray(result) ? result.flatMap((each) => each.rows) : result.rows };
    },
    async close(): Promise<void> {
      const closed = open === 0 ? Promise.resolve() : new Promise<void>((done) => (allClosed = done));
      await pool.end();
      await closed;
    },
  };
}
