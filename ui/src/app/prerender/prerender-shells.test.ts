import { describe, expect, it } from 'vitest';
import { cleanShellHtml, shellTitle } from './prerender-shells.tsx';
import { SNAPSHOT_ORIGIN } from './snapshot-host.ts';

describe('pre-rendered markup', () => {
  it('drops style attributes (refused by the page CSP) and makes API links same-origin paths', () => {
    const html = `<div class="a" style="padding-right:10px"><a href="${SNAPSHOT_ORIGIN}/api/identity/login?callbackUrl=%2F">Se connecter</a></div>`;
    expect(cleanShellHtml(html)).toBe(
      '<div class="a"><a href="/api/identity/login?callbackUrl=%2F">Se connecter</a></div>',
    );
  });

  it('keeps text that merely mentions a style attribute', () => {
    expect(cleanShellHtml('<p>style=&quot;x&quot;</p>')).toBe('<p>style=&quot;x&quot;</p>');
  });
});

describe('the document title of a pre-rendered screen', () => {
  it('is the page title bar heading followed by the client name, as the portal sets it', () => {
    const html =
      '<div><h1 tabindex="-1" class="portal-title-bar-title">Ce lien n&#x27;est plus valide</h1></div>';
    expect(shellTitle(html, 'Mutuelle Démo')).toBe("Ce lien n'est plus valide - Mutuelle Démo");
    expect(shellTitle('<p>sans titre</p>', 'Mutuelle Démo')).toBeNull();
  });
});
