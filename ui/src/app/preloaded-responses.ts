/** The id of index.html's JSON data block (server/src/ui/preloaded-responses.ts writes it). */
export const PRELOADED_RESPONSES_ELEMENT_ID = 'portal-preloaded-responses';

/** An answer the server put in the page: the API's status and JSON body. */
export interface PreloadedAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Answers of GET requests the server put in the page, by request key (see preloadedResponseKey). */
export type PreloadedResponses = Map<string, PreloadedAnswer>;

/** The key of a GET: its path, then its query parameters sorted by name (the server keys them alike). */
export function preloadedResponseKey(url: URL): string {
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

function isPreloadedAnswer(value: unknown): value is PreloadedAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof value.status === 'number' &&
    Number.isInteger(value.status) &&
    value.status >= 200 &&
    value.status <= 599 &&
    'body' in value
  );
}

/**
 * The answers inlined in the page (`{ [key]: { status, body } }`), empty when there are none or the block is
 * not a JSON object (the portal then asks the API as usual); an entry of another shape is left out. The
 * bodies are the API's JSON: they go through the adapters' usual mapping, as a network answer would.
 */
export function readPreloadedResponses(document: Pick<Document, 'getElementById'>): PreloadedResponses {
  const text = document.getElementById(PRELOADED_RESPONSES_ELEMENT_ID)?.textContent ?? '';
  if (text.trim() === '') return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error: unknown) {
    if (error instanceof SyntaxError) return new Map();
    throw error;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
  return new Map(
    Object.entries(parsed).filter((entry): entry is [string, PreloadedAnswer] => isPreloadedAnswer(entry[1])),
  );
}

/**
 * `fetch` that answers a same-origin GET from `responses` once (the first request of each key: later ones,
 * after the GET cache's delay, reach the API), with the answer's status (a 401 saying nobody is signed in
 * is an answer too), and sends every other request on. Emptying `responses` (once the first page is
 * shown) sends every later request to the API.
 */
export function fetchWithPreloadedResponses(
  responses: PreloadedResponses,
  fetch: (request: Request) => Promise<Response>,
  origin: string,
): (request: Request) => Promise<Response> {
  return (request) => {
    if (request.method === 'GET' && responses.size > 0) {
      const url = new URL(request.url, origin);
      const key = preloadedResponseKey(url);
      const answer = url.origin === origin ? responses.get(key) : undefined;
      if (answer !== undefined) {
        responses.delete(key);
        return Promise.resolve(
          new Response(JSON.stringify(answer.body), {
            status: answer.status,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }
    }
    return fetch(request);
  };
}
