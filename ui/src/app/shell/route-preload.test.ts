import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_ELEMENT_ID, routeChunkUrls, routeSegment } from './route-preload.ts';

function pageWith(text: string) {
  return {
    getElementById: (id: string) =>
      id === ROUTE_CHUNKS_ELEMENT_ID ? ({ textContent: text } as HTMLElement) : null,
  };
}

const LIST = JSON.stringify({
  register: { js: ['/assets/register.js'], css: ['/assets/register.css'] },
  page: { js: ['/assets/static-page.js'], css: [] },
  broken: { js: [1], css: [] },
});

describe('preloading the code of the route a visit opens on', () => {
  it('takes the first segment of the hash path', () => {
    expect(routeSegment('#/register')).toBe('register');
    expect(routeSegment('#/register?callbackUrl=%2Fx')).toBe('register');
    expect(routeSegment('#/page/mentions-legales')).toBe('page');
    expect(routeSegment('#/')).toBe('');
    expect(routeSegment('')).toBe('');
  });

  it("gives the route's scripts and stylesheets listed by index.html", () => {
    expect(routeChunkUrls(pageWith(LIST), 'register')).toEqual({
      js: ['/assets/register.js'],
      css: ['/assets/register.css'],
    });
    expect(routeChunkUrls(pageWith(LIST), 'page')).toEqual({ js: ['/assets/static-page.js'], css: [] });
  });

  it('gives nothing for an unlisted route, a malformed entry or a broken list', () => {
    expect(routeChunkUrls(pageWith(LIST), '')).toBeNull();
    expect(routeChunkUrls(pageWith(LIST), 'toString')).toBeNull();
    expect(routeChunkUrls(pageWith(LIST), 'broken')).toBeNull();
    expect(routeChunkUrls(pageWith('{"register":'), 'register')).toBeNull();
    expect(routeChunkUrls(pageWith(''), 'register')).toBeNull();
  });
});
