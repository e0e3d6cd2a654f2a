import { describe, expect, it } from 'vitest';
import {
  collectPreloadedResponses,
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
    const block = '<script type="application/json" id="portal-preloaded-responses">{"/a":1}</script>';
    expect(withPreloadedResponses('<head><title>t</title></head><body></body>', { '/a': 1 })).toBe(
      `<head><title>t</title>${block}</head><body></body>`,
    );
    expect(withPreloadedResponses('<p>x</p><script src="/m.js"></script>', { '/a': 1 })).toBe(
      `<p>x</p>${block}<script src="/m.js"></script>`,
    );
  });

  it('leaves the page alone when there is nothing to inline', () => {
    expect(withPreloadedResponses('<head></head>', {})).toBe('<head></head>');
  });

  it('keeps only the 200 JSON answers', async () => {
    const answers: Record<string, { statusCode: number; type: string; body: string }> = {
      '/ok': { statusCode: 200, type: 'application/json; charset=utf-8', body: '{"a":1}' },
      '/missing': { statusCode: 404, type: 'application/json; charset=utf-8', body: '{"message":"x"}' },
      '/html': { statusCode: 200, type: 'text/html', body: '<p></p>' },
    };
    const app = {
      inject: ({ url }: { url: string }) => {
        const answer = answers[url];
        if (answer === undefined) throw new Error(`unexpected ${url}`);
        return Promise.resolve({
          statusCode: answer.statusCode,
          headers: { 'content-type': answer.type },
          body: answer.body,
        });
      },
    };
    expect(await collectPreloadedResponses(app as never, ['/ok', '/missing', '/html'])).toEqual({
      '/ok': { a: 1 },
    });
  });
});
