import type { Queryable } from '../../db/database.ts';

/** Entries kept per cache; keys come from query strings, so the map is bounded. */
const MAX_ENTRIES = 256;

/**
 * Read-through cache of a content area (`cms`, `faq`) that is always current: each read first asks the
 * database for the area's version token (bumped by triggers on every write, migration 054) and reloads
 * when it changed. One tiny query instead of the full reads and their assembly.
 */
export class VersionedCache<T> {
  readonly #db: Queryable;
  readonly #area: string;
  #token: string | null = null;
  readonly #entries = new Map<string, Promise<T>>();

  constructor(db: Queryable, area: string) {
    this.#db = db;
    this.#area = area;
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const { rows } = await this.#db.query<{ token: string }>(
      'SELECT token FROM content_versions WHERE name = $1',
      [this.#area],
    );
    const token = rows[0]?.token ?? '';
    if (token !== this.#token) {
      this.#entries.clear();
      this.#token = token;
    }
    const cached = this.#entries.get(key);
    if (cached !== undefined) return cached;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    const loading = load();
    this.#entries.set(key, loading);
    loading.catch(() => this.#entries.delete(key));
    return loading;
  }
}
