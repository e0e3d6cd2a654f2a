import { type ChangeArea, changeVersionsOf } from '../db/change-versions.ts';
import type { Database } from '../db/database.ts';

/** Entries kept per cache by default; keys come from query strings or members, so the map is bounded. */
const MAX_ENTRIES = 256;

/**
 * Read-through cache of a content area (`cms`, `faq`) that is always current: each read first gets the area's
 * version (bumped by triggers on every write, migrations 054 and 101: told at commit on PGlite, one shared token
 * query per batch of reads on PostgreSQL — db/change-versions.ts) and reloads when it changed.
 */
export class VersionedCache<T> {
  readonly #db: Database;
  readonly #area: ChangeArea;
  #token: string | null = null;
  readonly #entries = new Map<string, Promise<T>>();
  readonly #maxEntries: number;

  constructor(db: Database, area: ChangeArea, maxEntries: number = MAX_ENTRIES) {
    this.#db = db;
    this.#area = area;
    this.#maxEntries = maxEntries;
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const token = (await changeVersionsOf(this.#db).current()).token(this.#area);
    if (token !== this.#token) {
      this.#entries.clear();
      this.#token = token;
    }
    const cached = this.#entries.get(key);
    if (cached !== undefined) return cached;
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    const loading = load();
    this.#entries.set(key, loading);
    loading.catch(() => this.#entries.delete(key));
    return loading;
  }
}
