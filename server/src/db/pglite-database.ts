import { PGlite } from '@electric-sql/pglite';
import type { Database, QueryResult, Queryable, Row } from './database.ts';
import { PG_TYPE } from './database.ts';

/** OID of PostgreSQL's `bytea`. */
const BYTEA = 17;

const parsers = {
  [PG_TYPE.int8]: (value: string): number => Number(value),
  [PG_TYPE.date]: (value: string): string => value,
  [PG_TYPE.numeric]: (value: string): number => Number(value),
  // PGlite's own parser rebuilds the bytes one `parseInt` at a time; the text form is `\x<hex>`. A Buffer, as
  // node-postgres returns it.
  [BYTEA]: (value: string): Buffer => Buffer.from(value.slice(2), 'hex'),
};

/**
 * PGlite's own `bytea` serializer turns the bytes into a `\x…` hex string through one JavaScript string per
 * byte, then measures that string's UTF-8 length char by char: a 20 MiB upload cost 4–7 s of CPU and as much
 * garbage (bench:upload, issue 15). Handing the bytes back unchanged makes PGlite bind the parameter in binary
 * format (its `bind` sends any ArrayBuffer view as format 1, read by PostgreSQL's `bytearecv`): 20 MiB in
 * ≈ 0.15–0.3 s. (PGlite types a serializer as returning a string; the binary path is what its `bind` does
 * with a byte view.)
 */
const serializers = {
  [BYTEA]: ((value: unknown): Uint8Array => {
    if (!(value instanceof Uint8Array)) throw new TypeError('bytea parameter must be a Uint8Array');
    return value;
  }) as unknown as (value: unknown) => string,
};

/** Shared buffers of the embedded PostgreSQL. */
const PGLITE_SHARED_BUFFERS = '16MB';

function wrap(pg: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await pg.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await pg.exec(sql);
    },
  };
}

/** A PGlite database that can also be dumped (test templates). */
export interface PgliteDatabase extends Database {
  /** Uncompressed tarball of the data directory (load it back with `loadDataDir`). */
  dump(): Promise<Blob>;
}

export interface PgliteOptions {
  /** Data directory; undefined → in memory (tests). */
  readonly dataDir?: string | undefined;
  /** Start from a dump made by {@link PgliteDatabase.dump} (in memory). */
  readonly loadDataDir?: Blob | undefined;
}

/**
 * Opens an embedded PostgreSQL. With a directory, PGlite writes through the Node file system on every
 * statement and `relaxedDurability: false` makes each query wait for that write: an acknowledged write
 * survives `kill -9`.
 */
export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const pg = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    relaxedDurability: false,
    // PostgreSQL's default 128 MB of shared buffers cost ~130 MiB of RSS in the WebAssembly memory; the
    // portal's working set is far smaller (bench:memory: ~300 → ~170 MiB after start).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    parsers,
    serializers,
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) => fn(wrap(tx)));
    },
    async runForJobQueue(sql: string, params: readonly unknown[] = []): Promise<{ rows: Row[] }> {
      if (params.length > 0) return { rows: (await pg.query<Row>(sql, [...params])).rows };
      // A block of statements (its own BEGIN … COMMIT, or DDL) runs whole under PGlite's transaction lock, so
      // that no query of the application lands in it; a failure part-way is rolled back by `transaction`.
      return pg.transaction(async (tx) => ({ rows: (await tx.exec(sql)).flatMap((result) => result.rows) }));
    },
    async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
      return pg.listen(channel, onNotify);
    },
    async close(): Promise<void> {
      await pg.close();
    },
    async dump(): Promise<Blob> {
      const file = await pg.dumpDataDir('none');
      return file;
    },
  };
}
