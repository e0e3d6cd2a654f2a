import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './callback-url.ts';

describe('post-login redirect allow-list', () => {
  it.each([
    ['/', '/'],
    ['/espace-adherent', '/espace-adherent'],
    ['/#/register', '/#/register'],
    ['/page?x=1&y=2#frag', '/page?x=1&y=2#frag'],
    ['/caf%C3%A9', '/caf%C3%A9'],
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

  it('falls back to / for a non-string value', () => {
    expect(safeCallbackUrl(['/a', '/b'])).toBe('/');
    expect(safeCallbackUrl(undefined)).toBe('/');
  });
});
