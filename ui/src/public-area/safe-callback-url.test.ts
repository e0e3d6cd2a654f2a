import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowListedCallbackUrl } from './safe-callback-url.ts';

describe('login callbackUrl allow-list', () => {
  it('keeps a same-origin relative path with its query and hash', () => {
    expect(allowListedCallbackUrl('/')).toBe('/');
    expect(allowListedCallbackUrl('/#/page/cgu')).toBe('/#/page/cgu');
    expect(allowListedCallbackUrl('/espace?onglet=contrats#haut')).toBe('/espace?onglet=contrats#haut');
  });

  it('keeps a local path written with dot segments, resolved as the browser resolves it', () => {
    expect(allowListedCallbackUrl('/a/../#/page/cgu')).toBe('/#/page/cgu');
    expect(allowListedCallbackUrl('/./espace')).toBe('/espace');
  });

  it('only keeps a resolved callback that passes the rule itself (found by the property below)', () => {
    // '/evil.example/%2f/../%2E%2e/%2f' resolves to '/%2f', whose decoded form '//' is refused.
    expect(allowListedCallbackUrl('/evil.example/%2f/../%2E%2e/%2f')).toBeUndefined();
  });

  // S0: the checks ran on the raw value only, then URL parsing removed the dot segments and left `//evil.example`.
  it.each([
    '/.//evil.example',
    '/a/..//evil.example',
    '/api/identity/login/../../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/..//evil.example/path?x=1#y',
    '/%2e%2e%2f%2fevil.example',
    '/.%2F/evil.example',
  ])('refuses %j, which the browser would resolve to a protocol-relative URL', (value) => {
    expect(allowListedCallbackUrl(value)).toBeUndefined();
  });

  it('never keeps a callback that a browser would resolve off the origin, whatever the input', () => {
    const origin = 'https://portail.example';
    const segment = fc.constantFrom(
      '',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '.%2e',
      'a',
      'evil.example',
      '\\',
      '%2f',
      '%5C',
      '@',
    );
    const tail = fc.constantFrom('', '?next=//evil.example', '#//evil.example', '/');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), tail, (segments, end) => {
        const kept = allowListedCallbackUrl(`/${segments.join('/')}${end}`);
        if (kept === undefined) return;
        expect(kept.startsWith('/')).toBe(true);
        expect(new URL(kept, `${origin}/somewhere/page`).origin).toBe(origin);
        expect(allowListedCallbackUrl(kept)).toBe(kept);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    'https://evil.example/',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    'relative/path',
    '/%E0%A4%A',
    '',
  ])('refuses %j', (value) => {
    expect(allowListedCallbackUrl(value)).toBeUndefined();
  });

  it('refuses nothing given and over-long values', () => {
    expect(allowListedCallbackUrl(null)).toBeUndefined();
    expect(allowListedCallbackUrl(undefined)).toBeUndefined();
    expect(allowListedCallbackUrl(`/${'a'.repeat(2048)}`)).toBeUndefined();
  });
});
