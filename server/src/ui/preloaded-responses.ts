import type { FastifyInstance } from 'fastify';

/**
 * The public GETs every first page of the portal makes at start (tenant settings, portal configuration, CMS
 * footer), keyed as the UI looks them up (ui/src/app/preloaded-responses.ts): path, then the query
 * parameters sorted by name.
 */
export const PRELOADED_RESPONSE_URLS: readonly string[] = Object.freeze([
  '/api/client/current',
  '/api/config/portal',
  '/api/cms/blocklists?itemName=footer&name=Footer',
]);

/** The id of the `<script type="application/json">` element that carries them in index.html. */
export const PRELOADED_RESPONSES_ELEMENT_ID = 'portal-preloaded-responses';

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
export function withPreloadedResponses(html: string, responses: Readonly<Record<string, unknown>>): string {
  if (Object.keys(responses).length === 0) return html;
  const block = `<script type="application/json" id="${PRELOADED_RESPONSES_ELEMENT_ID}">${jsonForScriptElement(responses)}</script>`;
  const at = html.indexOf('</head>');
  const before = at === -1 ? html.indexOf('<script') : at;
  return before === -1 ? html + block : html.slice(0, before) + block + html.slice(before);
}

/**
 * The current answers of `urls`, asked to the application itself (same handlers, caches and checks as a
 * browser's request): only the 200 JSON ones are kept, the UI asks again for any other.
 */
export async function collectPreloadedResponses(
  app: Pick<FastifyInstance, 'inject'>,
  urls: readonly string[] = PRELOADED_RESPONSE_URLS,
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      const json =
        response.statusCode === 200 &&
        String(response.headers['content-type'] ?? '').startsWith('application/json');
      return json ? ([url, JSON.parse(response.body) as unknown] as const) : null;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}
