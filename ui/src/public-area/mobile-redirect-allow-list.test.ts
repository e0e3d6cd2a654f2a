import { describe, expect, it } from 'vitest';
import { decideMobileRedirect, decodeRedirectTarget } from './mobile-redirect-allow-list.ts';

const LINKS = [
  'https://play.google.com/store/apps/details?id=fr.mutuelle.demo',
  'https://apps.apple.com/fr/app/mutuelle-demo/id000000000',
  'mutuelledemo://accueil',
];

describe('mobile redirect allow-list', () => {
  it('allows exactly a configured store link', () => {
    expect(decideMobileRedirect(LINKS[0] ?? '', LINKS)).toEqual({ kind: 'allowed', url: LINKS[0] });
    expect(
      decideMobileRedirect(' https://apps.apple.com/fr/app/mutuelle-demo/id000000000 ', LINKS).kind,
    ).toBe('allowed');
  });

  it('refuses another page of the same store, another app or another host', () => {
    const refused = { kind: 'refused', reason: 'not-allow-listed' };
    expect(decideMobileRedirect('https://play.google.com/store/apps/details?id=com.evil', LINKS)).toEqual(
      refused,
    );
    expect(decideMobileRedirect('https://play.google.com.evil.example/store', LINKS)).toEqual(refused);
    expect(
      decideMobileRedirect('http://play.google.com/store/apps/details?id=fr.mutuelle.demo', LINKS),
    ).toEqual(refused);
  });

  it("allows a deep link of the tenant's own app scheme and refuses other schemes", () => {
    expect(decideMobileRedirect('mutuelledemo://remboursements/42', LINKS).kind).toBe('allowed');
    expect(decideMobileRedirect('autreapp://x', LINKS)).toEqual({
      kind: 'refused',
      reason: 'not-allow-listed',
    });
  });

  it('never follows script, data or file URLs, even if configured', () => {
    const configured = ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd'];
    for (const target of configured) {
      expect(decideMobileRedirect(target, configured)).toEqual({ kind: 'refused', reason: 'malformed' });
    }
  });

  it('refuses everything when the tenant configures no link', () => {
    expect(decideMobileRedirect(LINKS[0] ?? '', ['', '  ']).kind).toBe('refused');
  });

  it('refuses text that is not a URL', () => {
    expect(decideMobileRedirect('pas une adresse', LINKS)).toEqual({ kind: 'refused', reason: 'malformed' });
  });

  it('decodes the route segment and reports a malformed encoding', () => {
    expect(decodeRedirectTarget(encodeURIComponent(LINKS[0] ?? ''))).toBe(LINKS[0]);
    expect(decodeRedirectTarget('%E0%A4%A')).toBeNull();
    expect(decodeRedirectTarget('')).toBeNull();
    expect(decodeRedirectTarget(undefined)).toBeNull();
  });
});
