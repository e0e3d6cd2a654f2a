import type { Database } from './database.ts';

/** The areas whose writes change a token in `content_versions` (migrations 054 and 101). */
export type ChangeArea = 'cms' | 'faq' | 'sessions' | 'contracts';

/** The token of each area at one moment; a cached value is still exact while its area's token is the same. */
export interface VersionSnapshot {
  token(area: ChangeArea): string;
}

/**
 * The versions of the cached areas, for read caches that are never stale: `current()` resolves to tokens that
 * reflect every write committed before the call (a value read from the database after that call, under that
 * token, may be served as long as the token does not change).
 */
export interface ChangeVersions {
  current(): Promise<VersionSnapshot>;
}

const CHANNEL = 'content_versions';

interface TokenRow extends Record<string, unknown> {
  name: string;
  token: string;
}

function snapshotOf(tokens: ReadonlyMap<string, string>): VersionSnapshot {
  return { token: (area) => tokens.get(area) ?? '' };
}

async function readTokens(db: Database): Promise<Map<string, string>> {
  const { rows } = await db.query<TokenRow>('SELECT name, token FROM content_versions');
  return new Map(rows.map((row) => [row.name, row.token]));
}

/**
 * PGlite: the database lives in this process and tells each NOTIFY at commit, before the write resolves, so
 * a counter per area bumped by the notifications is exact without a query per read.
 */
function listenedVersions(listen: NonNullable<Database['listen']>): ChangeVersions {
  const bumps = new Map<string, number>();
  let snapshot: VersionSnapshot = snapshotOf(new Map());
  const ready = listen(CHANNEL, (area) => {
    const next = (bumps.get(area) ?? 0) + 1;
    bumps.set(area, next);
    snapshot = snapshotOf(new Map([...bumps].map(([name, count]) => [name, String(count)])));
  });
  return {
    async current() {
      await ready;
      return snapshot;
    },
  };
}

/**
 * PostgreSQL (several instances): the tokens are read before each cached read, but one query serves every
 * read that arrived while the previous one ran (group reading): a read always waits for a query sent after it
 * arrived, so it sees every write committed before it; under load most reads share a query.
 */
export function batchedVersions(read: () => Promise<ReadonlyMap<string, string>>): ChangeVersions {
  let inFlight: Promise<unknown> = Promise.resolve();
  let next: Promise<VersionSnapshot> | null = null;

  async function sendAfterCurrent(): Promise<VersionSnapshot> {
    await inFlight.catch(() => undefined);
    // Reads parsed in this turn of the event loop join the same query.
    await new Promise<void>((resolve) => setImmediate(resolve));
    next = null;
    const query = read();
    inFlight = query;
    return snapshotOf(await query);
  }

  return {
    current() {
      next ??= sendAfterCurrent();
      return next;
    },
  };
}

const byDatabase = new WeakMap<Database, ChangeVersions>();

/** The change versions of `db` (one per database object, shared by every cache of the process). */
export function changeVersionsOf(db: Database): ChangeVersions {
  let versions = byDatabase.get(db);
  if (versions === undefined) {
    versions =
      db.listen === undefined ? batchedVersions(() => readTokens(db)) : listenedVersions(db.listen.bind(db));
    byDatabase.set(db, versions);
  }
  return versions;
}
