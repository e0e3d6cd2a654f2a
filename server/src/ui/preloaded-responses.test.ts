import { describe, expect, it } from 'vitest';
import {
  carriesSignedInUser,
  collectPreloadedResponses,
  collectVisitorResponses,
  jsonForScriptElement,
  withPreloadedResponses,
} from './preloaded-responses.ts';

describe('start-up answers inlined in index.html', () => {
  it('escapes what could end the script element or open a comment, and stays the same JSON', () => {
    const value = { content: '</script><!-- <b>a & b</b> \u2028\u2029' };
    const text = jsonForScriptElement(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('puts the data block before </head>, or before the first script without a head', () => {
    const block =
      '<script type="application/json" id="portal-preloaded-responses">{"/a":{"status":200,"body":1}}</script>';
    const answers = { '/a': { status: 200, body: 1 } };
    expect(withPreloadedResponses('<head><title>t</title></head><body></body>', answers)).toBe(
      `<head><title>t</title>${block}</head><body></body>`,
    );
    expect(withPreloadedResponses('<p>x</p><script src="/m.js"></script>', answers)).toBe(
      `<p>x</p>${block}<script src="/m.js"></script>`,
    );
  });

  it('leaves the page alone when there is nothing to inline', () => {
    expect(withPreloadedResponses('<head></head>', {})).toBe('<head></head>');
  });

  const answers: Record<string, { statusCode: number; type: string; body: string }> = {
    '/ok': { statusCode: 200, type: 'application/json; charset=utf-8', body: '{"a":1}' },
    '/missing': { statusCode: 404, type: 'application/json; charset=utf-8', body: '{"message":"x"}' },
    '/html': { statusCode: 200, type: 'text/html', body: '<p></p>' },
    '/api/identity/current-user': {
      statusCode: 401,
      type: 'application/json; charset=utf-8',
      body: '{"message":"Accès non autorisé"}',
    },
  };
  const cookies: (string | undefined)[] = [];
  const app = {
    inject: ({ url, headers }: { url: string; headers: Record<string, string> }) => {
      const answer = answers[url];
      if (answer === undefined) throw new Error(`unexpected ${url}`);
      cookies.push(headers['cookie']);
      return Promise.resolve({
        statusCode: answer.statusCode,
        headers: { 'content-type': answer.type },
        body: answer.body,
      });
    },
  };

  it('keeps only the 200 JSON answers, with their status', async () => {
    expect(await collectPreloadedResponses(app as never, ['/ok', '/missing', '/html'])).toEqual({
      '/ok': { status: 200, body: { a: 1 } },
    });
  });

  it("asks the visitor's answers with their cookies and keeps the 401 of nobody signed in", async () => {
    cookies.length = 0;
    expect(await collectVisitorResponses(app as never, 'portail_session=s1')).toEqual({
      '/api/identity/current-user': { status: 401, body: { message: 'Accès non autorisé' } },
    });
    expect(cookies).toEqual(['portail_session=s1']);
    expect(
      carriesSignedInUser({ '/api/identity/current-user': { status: 401, body: { message: 'x' } } }),
    ).toBe(false);
    expect(
      carriesSignedInUser({ '/api/identity/current-user': { status: 200, body: { userName: 'a' } } }),
    ).toBe(true);
  });
});
