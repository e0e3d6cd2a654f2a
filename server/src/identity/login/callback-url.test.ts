import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './callback-url.ts';

describe('post-login redirect allow-list', () => {
  it.each([
    ['/', '/'],
    ['/espace-adherent', '/espace-adherent'],
    ['/#/register', '/#/register'],
    ['/page?x=1&y=2#frag', '/page?x=1&y=2#frag'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/a/../espace-adherent', '/espace-adherent'],
    ['/./page', '/page'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/.\\evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/\u0000x',
    '/%E0%A4%A',
    '',
    '/' + 'a'.repeat(3000),
  ])('falls back to / for %j', (input) => {
    expect(safeCallbackUrl(input)).toBe('/');
  });

  // S0: the checks ran on the raw value only, then URL parsing removed the dot segments and left `//evil.example`.
  it.each([
    '/.//evil.example',
    '/a/..//evil.example',
    '/api/identity/login/../../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/a/%2e%2e/%2e%2e//evil.example',
    '/..//evil.example/path?x=1#y',
    '/./\\evil.example',
    '/%2e%2e%2f%2fevil.example',
    '/.%2F/evil.example',
  ])('falls back to / when removing the dot segments of %j would leave a protocol-relative URL', (input) => {
    expect(safeCallbackUrl(input)).toBe('/');
  });

  it('only keeps a resolved target that passes the rule itself (found by the property below)', () => {
    // '/evil.example/%2f/../%2E%2e/%2f' resolves to '/%2f', whose decoded form '//' is refused.
    expect(safeCallbackUrl('/evil.example/%2f/../%2E%2e/%2f')).toBe('/');
  });

  it('never yields a target that a browser would resolve off the origin, whatever the input', () => {
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
        const target = safeCallbackUrl(`/${segments.join('/')}${end}`);
        expect(target.startsWith('/')).toBe(true);
        expect(new URL(target, `${origin}/somewhere/page`).origin).toBe(origin);
        expect(safeCallbackUrl(target)).toBe(target);
      }),
      { numRuns: 2000 },
    );
  });

  it('falls back to / for a non-string value', () => {
    expect(safeCallbackUrl(['/a', '/b'])).toBe('/');
    expect(safeCallbackUrl(undefined)).toBe('/');
  });
});
