import type { CompositionHost } from '../composition/composition-root.tsx';

/** An API GET answered by the server the page comes from: status and JSON body (null when none). */
export interface SnapshotAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Asks the server for a GET of its API (path and query, e.g. `/api/config/portal`). */
export type SnapshotGet = (pathAndQuery: string) => Promise<SnapshotAnswer>;

/** Made-up answers to POSTs of the API, by path (a pre-rendered variant of a screen: a link found valid…). */
export type SnapshotPosts = Readonly<Record<string, SnapshotAnswer>>;

/** The origin the pre-rendering pretends to run on (links and API calls are same-origin paths). */
export const SNAPSHOT_ORIGIN = 'http://portail.invalid';

class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, value);
  }
}

/**
 * The composition host of the pre-rendering: the portal's real adapters on a window whose `fetch` answers
 * GETs of the API through `get` (the server's own handlers), POSTs with the made-up `posts` answers, and
 * refuses anything else (a pre-rendered page never writes), with empty storages and no user agent (no mobile banner), like a first visit.
 */
export function snapshotHost(
  get: SnapshotGet,
  reportError: (error: unknown) => void,
  posts: SnapshotPosts = {},
): CompositionHost {
  const fetchFromServer = async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), SNAPSHOT_ORIGIN));
    const url = new URL(request.url);
    const posted = request.method === 'POST' ? posts[url.pathname] : undefined;
    if (
      posted === undefined &&
      (request.method !== 'GET' || url.origin !== SNAPSHOT_ORIGIN || !url.pathname.startsWith('/api/'))
    ) {
      return new Response(null, { status: 503 });
    }
    const answer = posted ?? (await get(`${url.pathname}${url.search}`));
    return answer.body === null
      ? new Response(null, { status: answer.status })
      : new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        });
  };
  const location = { origin: SNAPSHOT_ORIGIN, hash: '', assign: () => undefined };
  // The adapters read only these members of the browser window (storage, location, fetch, XHR factory).
  const window = {
    sessionStorage: new MemoryStorage(),
    localStorage: new MemoryStorage(),
    location,
    fetch: fetchFromServer,
    XMLHttpRequest: () => {
      throw new Error('A pre-rendering sends nothing (no XMLHttpRequest)');
    },
  } as unknown as Window & typeof globalThis;
  return {
    localStorage: () => window.localStorage,
    userAgent: '',
    reportError,
    http: { window, apiBaseUrl: SNAPSHOT_ORIGIN },
  };
}
