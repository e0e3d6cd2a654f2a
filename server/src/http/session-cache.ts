import type { VersionSnapshot } from '../db/change-versions.ts';
import type { Database } from '../db/database.ts';

/** What a session lookup found, kept in memory between requests. */
export interface CachedSession<S> {
  readonly session: S;
  readonly expiresAt: number;
  /** The latest activity known here (the database's when loaded, then this process's touches). */
  lastSeenAt: number;
  /** The session's own idle timeout (a staff session's), else null: the instance's. */
  readonly idleMs: number | null;
  /** The `sessions` token under which it was read: a session ended or an account changed since voids it. */
  readonly token: string;
}

/** Sessions kept per process (the oldest is dropped first); a miss is one query, as without the cache. */
const MAX_SESSIONS = 10_000;

/**
 * Session lookups remembered by cookie hash, valid while the `sessions` token is unchanged (db/change-versions.ts:
 * any logout, session deletion or change of an account's identity anywhere changes it) and while the session is
 * within its lifetime and idle timeout, checked here on every request. A session idle here may have been used on
 * another instance: such an entry is not trusted, the database is asked again.
 */
export class SessionCache<S> {
  readonly #entries = new Map<string, CachedSession<S>>();

  /** The entry for `idHash` if it is still exact at `versions` and alive at `now` (ms), else undefined. */
  get(idHash: string, versions: VersionSnapshot, now: number, idleMs: number): CachedSession<S> | undefined {
    const entry = this.#entries.get(idHash);
    if (entry === undefined) return undefined;
    if (
      entry.token !== versions.token('sessions') ||
      now >= entry.expiresAt ||
      now - entry.lastSeenAt >= (entry.idleMs ?? idleMs)
    ) {
      this.#entries.delete(idHash);
      return undefined;
    }
    return entry;
  }

  set(idHash: string, entry: CachedSession<S>): void {
    this.#entries.delete(idHash);
    if (this.#entries.size >= MAX_SESSIONS) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(idHash, entry);
  }

  /** Forgets a session this process ended or replaced (the token change would void it anyway). */
  delete(idHash: string): void {
    this.#entries.delete(idHash);
  }
}

const byDatabase = new WeakMap<Database, SessionCache<unknown>>();

/** The session cache of the process for `db`. */
export function sessionCacheOf<S>(db: Database): SessionCache<S> {
  let cache = byDatabase.get(db);
  if (cache === undefined) {
    cache = new SessionCache<unknown>();
    byDatabase.set(db, cache);
  }
  return cache as SessionCache<S>;
}
