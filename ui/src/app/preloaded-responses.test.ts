import { describe, expect, it } from 'vitest';
import {
  PRELOADED_RESPONSES_ELEMENT_ID,
  fetchWithPreloadedResponses,
  preloadedResponseKey,
  readPreloadedResponses,
} from './preloaded-responses.ts';

const ORIGIN = 'https://portail.example';

function pageWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === PRELOADED_RESPONSES_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

function network() {
  const sent: string[] = [];
  const fetch = (request: Request) => {
    sent.push(`${request.method} ${request.url}`);
    return Promise.resolve(new Response('{"from":"network"}', { status: 200 }));
  };
  return { sent, fetch };
}

describe('start-up answers inlined by the server', () => {
  it('keys a GET by its path and its query parameters sorted by name', () => {
    expect(preloadedResponseKey(new URL(`${ORIGIN}/api/cms/blocklists?name=Footer&itemName=footer`))).toBe(
      '/api/cms/blocklists?itemName=footer&name=Footer',
    );
    expect(preloadedResponseKey(new URL(`${ORIGIN}/api/client/current`))).toBe('/api/client/current');
  });

  it('reads the JSON object of the page, and nothing from a missing, broken or non-object block', () => {
    expect([
      ...readPreloadedResponses(pageWith('{"/api/config/portal":{"status":200,"body":{"a":1}}}')),
    ]).toEqual([['/api/config/portal', { status: 200, body: { a: 1 } }]]);
    // An entry without a status (or with one that is not an HTTP status) is left out.
    expect([
      ...readPreloadedResponses(
        pageWith(
          '{"/a":{"a":1},"/b":{"status":"200","body":1},"/c":{"status":99,"body":1},"/d":{"status":401,"body":null}}',
        ),
      ),
    ]).toEqual([['/d', { status: 401, body: null }]]);
    expect(readPreloadedResponses(pageWith(null)).size).toBe(0);
    expect(readPreloadedResponses(pageWith('{"/a":')).size).toBe(0);
    expect(readPreloadedResponses(pageWith('[1,2]')).size).toBe(0);
    expect(readPreloadedResponses(pageWith('"text"')).size).toBe(0);
  });

  it('answers the first GET of a key from the page, the next ones from the network', async () => {
    const { sent, fetch } = network();
    const responses = new Map([
      ['/api/cms/blocklists?itemName=footer&name=Footer', { status: 200, body: [1] }],
    ]);
    const send = fetchWithPreloadedResponses(responses, fetch, ORIGIN);
    const url = `${ORIGIN}/api/cms/blocklists?name=Footer&itemName=footer`;
    const first = await send(new Request(url));
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(await first.json()).toEqual([1]);
    expect(sent).toEqual([]);
    expect(await (await send(new Request(url))).json()).toEqual({ from: 'network' });
    expect(sent).toEqual([`GET ${url}`]);
  });

  it('sends on what is not a same-origin GET of a listed key', async () => {
    const { sent, fetch } = network();
    const responses = new Map([['/api/config/portal', { status: 200, body: { a: 1 } }]]);
    const send = fetchWithPreloadedResponses(responses, fetch, ORIGIN);
    await send(new Request(`${ORIGIN}/api/config/portal`, { method: 'POST', body: '{}' }));
    await send(new Request('https://elsewhere.example/api/config/portal'));
    await send(new Request(`${ORIGIN}/api/client/current`));
    expect(sent).toEqual([
      `POST ${ORIGIN}/api/config/portal`,
      'GET https://elsewhere.example/api/config/portal',
      `GET ${ORIGIN}/api/client/current`,
    ]);
    expect(responses.size).toBe(1);
  });

  it('answers with the inlined status: the 401 of nobody signed in, as the API would', async () => {
    const { sent, fetch } = network();
    const body = { code: 'HTTP.401', message: 'Accès non autorisé' };
    const responses = new Map([['/api/identity/current-user', { status: 401, body }]]);
    const send = fetchWithPreloadedResponses(responses, fetch, ORIGIN);
    const answer = await send(new Request(`${ORIGIN}/api/identity/current-user`));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual(body);
    expect(sent).toEqual([]);
  });

  it('sends everything to the API once the answers are emptied (after the first page)', async () => {
    const { sent, fetch } = network();
    const responses = new Map([['/api/config/portal', { status: 200, body: { a: 1 } }]]);
    const send = fetchWithPreloadedResponses(responses, fetch, ORIGIN);
    responses.clear();
    expect(await (await send(new Request(`${ORIGIN}/api/config/portal`))).json()).toEqual({
      from: 'network',
    });
    expect(sent).toEqual([`GET ${ORIGIN}/api/config/portal`]);
  });
});
