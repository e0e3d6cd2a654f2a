import { describe, expect, it } from 'vitest';
import { allowListedCallbackUrl } from './safe-callback-url.ts';

describe('login callbackUrl allow-list', () => {
  it('keeps a same-origin relative path with its query and hash', () => {
    expect(allowListedCallbackUrl('/')).toBe('/');
    expect(allowListedCallbackUrl('/#/page/cgu')).toBe('/#/page/cgu');
    expect(allowListedCallbackUrl('/espace?onglet=contrats#haut')).toBe('/espace?onglet=contrats#haut');
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
