/** A row as returned by the driver: column name → value (dates parsed, `date` kept as YYYY-MM-DD text). */
export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  readonly rows: T[];
  readonly rowCount: number;
}

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1…$n` parameters. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, seeds, truncation). */
  exec(sql: string): Promise<void>;
}

/**
 * The storage used by the whole server. Same SQL on both implementations: PGlite (embedded, default)
 * and PostgreSQL (`DATABASE_URL`). A query's promise resolves only once the write is durable.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PGlite only (one process holds the database): `onNotify` runs for each NOTIFY on `channel` when the
   * writing statement or transaction commits, before that write's promise resolves. Resolves to the unsubscribe.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * SQL as the job queue (pg-boss) sends it, with the driver's own type parsing: with parameters one statement;
   * without, possibly several (a `BEGIN … COMMIT` block), answering every statement's rows. Not for features.
   */
  runForJobQueue(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

/** OIDs of the types we parse uniformly on both drivers. */
export const PG_TYPE = {
  int8: 20,
  date: 1082,
  numeric: 1700,
} as const;
