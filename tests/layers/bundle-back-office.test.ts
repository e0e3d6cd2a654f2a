import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of scripts/ (the bundle gate), without type declarations.
import { checkBackOfficeApart } from '../../scripts/bundle-back-office.mjs';

type Check = (input: unknown) => { failures: string[]; files: number };
const check = checkBackOfficeApart as Check;

const ADMIN_MANIFEST = {
  'admin/index.html': { file: 'admin/assets/index-1.js', css: ['admin/assets/index-1.css'] },
  'src/back-office/app/composition/historique.assembly.tsx': { file: 'admin/assets/historique-2.js' },
};
const PORTAL_MANIFEST = {
  'index.html': { file: 'assets/index-3.js', imports: ['_framework-4.js'] },
  '_framework-4.js': { file: 'assets/framework-4.js' },
};
const ROUTES = { '': { js: ['assets/index-3.js', 'assets/framework-4.js'], css: ['assets/index-3.css'] } };

describe('the bundle gate keeps the back office out of the portal (scripts/bundle-back-office.mjs)', () => {
  it('passes two builds that share nothing', () => {
    const result = check({
      portalManifest: PORTAL_MANIFEST,
      adminManifest: ADMIN_MANIFEST,
      portalHtml: '<script type="module" src="/assets/index-3.js"></script>',
      routeFiles: ROUTES,
    });
    expect(result).toEqual({ failures: [], files: 3 });
  });

  it('fails a back-office module in the portal build, a back-office file in a route, /admin/ in index.html', () => {
    const { failures } = check({
      portalManifest: {
        ...PORTAL_MANIFEST,
        'src/back-office/historique/history.screen.tsx': { file: 'assets/history-5.js' },
      },
      adminManifest: ADMIN_MANIFEST,
      portalHtml: '<link rel="modulepreload" href="/admin/assets/index-1.js">',
      routeFiles: { register: { js: ['admin/assets/historique-2.js'], css: [] } },
    });
    expect(failures).toEqual([
      "the portal's build holds the back-office module src/back-office/historique/history.screen.tsx",
      '#/register: its first load holds the back-office file admin/assets/historique-2.js',
      "the portal's index.html names a file under /admin/",
    ]);
  });
});
