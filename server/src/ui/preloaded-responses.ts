import type { FastifyInstance } from 'fastify';

/**
 * The public GETs every first page of the portal makes at start (tenant settings, portal configuration, CMS
 * footer), keyed as the UI looks them up (ui/src/app/preloaded-responses.ts): path, then the query
 * parameters sorted by name. The same for every visitor (the pre-rendered route shells are made from them).
 */
export const PRELOADED_RESPONSE_URLS: readonly string[] = Object.freeze([
  '/api/client/current',
  '/api/config/portal',
  '/api/cms/blocklists?itemName=footer&name=Footer',
]);

/**
 * The GETs whose answer depends on the visitor (asked with their cookies): the signed-in user, or the 401
 * that says nobody is (kept too: the page then never asks, and the browser logs no failed request).
 */
export const VISITOR_RESPONSE_URLS: readonly string[] = Object.freeze(['/api/identity/current-user']);
/** The statuses of a visitor's answer worth inlining: the user, or nobody signed in. */
const VISITOR_STATUSES: readonly number[] = Object.freeze([200, 401]);

/** The id of the `<script type="application/json">` element that carries them in index.html. */
export const PRELOADED_RESPONSES_ELEMENT_ID = 'portal-preloaded-responses';

/** An API answer inlined in the page: its status and JSON body. */
export interface PreloadedAnswer {
  readonly status: number;
  readonly body: unknown;
}

export type PreloadedAnswers = Readonly<Record<string, PreloadedAnswer>>;

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` escaped (no `</script>` or `<!--` can end
 * or change the element), and the two line separators JavaScript once refused in strings.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the responses as a data block (`type="application/json"`: never executed, so the CSP
 * keeps refusing inline scripts), put before `</head>` — before the portal's scripts, which read it.
 */
export function withPreloadedResponses(html: string, responses: PreloadedAnswers): string {
  if (Object.keys(responses).length === 0) return html;
  const block = `<script type="application/json" id="${PRELOADED_RESPONSES_ELEMENT_ID}">${jsonForScriptElement(responses)}</script>`;
  const at = html.indexOf('</head>');
  const before = at === -1 ? html.indexOf('<script') : at;
  return before === -1 ? html + block : html.slice(0, before) + block + html.slice(before);
}

/**
 * The current answers of `urls`, asked to the application itself (same handlers, caches and checks as a
 * browser's request): only the JSON ones with a status in `statuses` (200 by default) are kept, the UI asks
 * again for any other. `cookie` is sent along (the visitor's own answers: VISITOR_RESPONSE_URLS).
 */
export async function collectPreloadedResponses(
  app: Pick<FastifyInstance, 'inject'>,
  urls: readonly string[] = PRELOADED_RESPONSE_URLS,
  options: { readonly cookie?: string | undefined; readonly statuses?: readonly number[] } = {},
): Promise<Record<string, PreloadedAnswer>> {
  const statuses = options.statuses ?? [200];
  const answers = await Promise.all(
    urls.map(async (url) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.cookie !== undefined) headers['cookie'] = options.cookie;
      const response = await app.inject({ method: 'GET', url, headers });
      const json =
        statuses.includes(response.statusCode) &&
        String(response.headers['content-type'] ?? '').startsWith('application/json');
      return json
        ? ([url, { status: response.statusCode, body: JSON.parse(response.body) as unknown }] as const)
        : null;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}

/** The visitor's own start-up answers (the signed-in user or the 401 of nobody), asked with their cookies. */
export function collectVisitorResponses(
  app: Pick<FastifyInstance, 'inject'>,
  cookie: string | undefined,
): Promise<Record<string, PreloadedAnswer>> {
  return collectPreloadedResponses(app, VISITOR_RESPONSE_URLS, { cookie, statuses: VISITOR_STATUSES });
}

/** True when the answers carry a signed-in user (the page is then that member's own). */
export function carriesSignedInUser(responses: PreloadedAnswers): boolean {
  return VISITOR_RESPONSE_URLS.some((url) => responses[url]?.status === 200);
}
