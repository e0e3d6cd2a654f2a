import { describe, expect, it } from 'vitest';
import { cleanShellHtml } from './prerender-shells.tsx';
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
