import type { RequestCachePort, Result } from '@portail/application';

/** Default cache duration of GET responses (spec §9). */
export const DEFAULT_REQUEST_CACHE_TTL_MS = 300_000;

export interface RequestCacheOptions {
  /** Milliseconds since the epoch (injected clock). */
  readonly now: () => number;
  readonly defaultTtlMs?: number;
  /** The current contract: when it changes, everything cached is forgotten. */
  readonly scope?: () => string | undefined;
}

interface Entry {
  readonly expiresAt: number;
  readonly value: Result<unknown, unknown>;
}

/** Cache key of a GET: the path and its query parameters in a stable order (undefined ones left out). */
export function requestCacheKey(
  path: string,
  query: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  const params = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}

/**
 * Cache of GET outcomes keyed by URL + params. Successful outcomes are kept for the resource's duration
 * (default 300000 ms, 0 = not kept); failures are never kept. Identical GETs in flight at the same time
 * share one request. clear() — or a change of the current contract — forgets everything, including the
 * outcome of requests still in flight.
 */
export class RequestCache implements RequestCachePort {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Result<unknown, unknown>>>();
  private generation = 0;
  private lastScope: string | undefined;
  private readonly defaultTtlMs: number;

  constructor(private readonly options: RequestCacheOptions) {
    this.defaultTtlMs = options.defaultTtlMs ?? DEFAULT_REQUEST_CACHE_TTL_MS;
    this.lastScope = options.scope?.();
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }

  async getOrLoad<T, E>(
    key: string,
    load: () => Promise<Result<T, E>>,
    ttlMs: number = this.defaultTtlMs,
  ): Promise<Result<T, E>> {
    this.clearOnScopeChange();
    const now = this.options.now();
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      if (cached.expiresAt > now) return cached.value as Result<T, E>;
      this.entries.delete(key);
    }
    const pending = this.inFlight.get(key);
    if (pending !== undefined) return (await pending) as Result<T, E>;

    const generation = this.generation;
    const request = load();
    this.inFlight.set(key, request);
    try {
      const value = await request;
      if (value.ok && ttlMs > 0 && generation === this.generation) {
        this.entries.set(key, { expiresAt: this.options.now() + ttlMs, value });
      }
      return value;
    } finally {
      if (this.inFlight.get(key) === request) this.inFlight.delete(key);
    }
  }

  private clearOnScopeChange(): void {
    if (this.options.scope === undefined) return;
    const scope = this.options.scope();
    if (scope !== this.lastScope) {
      this.lastScope = scope;
      this.clear();
    }
  }
}
