import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bodyOf, cspHash, linkedStylesheets, withRouteShells } from './shell-page.ts';

const BUILT = `<!doctype html><html lang="fr"><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<link rel="modulepreload" crossorigin href="/assets/runtime.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
<script type="module" crossorigin src="/assets/index.js"></script>
<script type="application/json" id="portal-route-chunks">{}</script>
</head><body><div id="root"><p>Chargement en cours…</p></div>
<!-- portal-shells: here -->
</body></html>`;

const SET = {
  shells: [{ path: '/register', query: {}, html: '<h1>Créer mon espace</h1><p>a </script> b</p>' }],
  criticalCss: 'h1{color:red}',
  inlineScript: '(function(){})();',
};

describe('index.html with the pre-rendered route shells', () => {
  it('lists the stylesheets and gives the body of the built page', () => {
    expect(linkedStylesheets(BUILT)).toEqual(['/assets/index.css']);
    expect(bodyOf(BUILT)).toContain('<div id="root">');
  });

  it('moves every request of the head to the list loaded after the first paint', () => {
    const page = withRouteShells(BUILT, SET);
    expect(page).not.toBeNull();
    const html = page?.html ?? '';
    expect(html).not.toMatch(/<link[^>]*rel="(stylesheet|modulepreload)"/);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="icon"');
    expect(html).toContain('<script type="application/json" id="portal-route-chunks">{}</script>');
    const assets = /id="portal-deferred-assets">([^<]*)</.exec(html)?.[1] ?? '';
    expect(JSON.parse(assets)).toEqual({
      css: ['/assets/index.css'],
      preload: ['/assets/runtime.js'],
      js: ['/assets/index.js'],
    });
  });

  it('inlines the critical CSS, the shells (no element can end their block) and the script after #root', () => {
    const html = withRouteShells(BUILT, SET)?.html ?? '';
    expect(html).toContain('<style id="portal-critical-css">h1{color:red}</style>');
    const shells = /id="portal-route-shells">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(shells)).toEqual(SET.shells);
    expect(html).toMatch(/<\/div>\n<script>\(function\(\)\{\}\)\(\);<\/script>\n<\/body>/);
    expect(html).not.toContain('portal-shells:');
  });

  it('names the exact inline script and style for the CSP', () => {
    const page = withRouteShells(BUILT, SET);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(page?.scriptHash).toBe(sha(SET.inlineScript));
    expect(page?.styleHash).toBe(sha(SET.criticalCss));
    expect(cspHash('a')).toBe(sha('a'));
  });

  it('leaves a page without the marker alone', () => {
    expect(withRouteShells('<html><body></body></html>', SET)).toBeNull();
  });
});
