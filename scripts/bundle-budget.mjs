#!/usr/bin/env node
// Bundle budget of the portal's home route (issue 5 quality bar): builds the UI with Vite, then sums what
// a first visit of '#/' downloads — the entry chunk of index.html with its static imports, plus the home
// route's lazy chunk with its static imports (the router loads it before the first render; when a
// code-splitting group holds it, index.html preloads that chunk) — gzipped with zlib — and anything else
// index.html itself requests (modulepreload / stylesheet links). Fails when the
// JavaScript exceeds 133 KiB or the CSS 26 KiB (what the build reaches, 130.3 and 24.7, plus a little margin:
// a regression fails `npm test`); prints every file, the totals and the 120 KiB goal.
// The build goes to a private directory (a concurrent `vite build` of ui/dist cannot change it).
// Then, for every public route (issue 15), the same sum for a first visit that opens on it: what index.html
// asks for plus the route's own chunks and stylesheets (the JSON block `portal-route-chunks` of index.html,
// which the entry preloads for the route shown; see ui/vite-plugins/preload-chunks.plugin.ts); each route
// has a ratchet budget (ROUTE_BUDGET: what the build reaches plus a little margin) and the 120 KiB JS /
// 40 KiB CSS goal is printed next to it. The figures also go to .data/reports/bundle.json (quality report).
// Usage: node scripts/bundle-budget.mjs [--no-build] [--json] [--dist=<built ui directory>]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
export const BUDGET = Object.freeze({ js: 133 * KIB, css: 26 * KIB });
export const GOAL = Object.freeze({ js: 120 * KIB, css: 40 * KIB });
/**
 * Ratchet budgets (KiB gzip) of the first load of each public route ('' is the home, 'page' the static
 * pages): the figures of the build when the gate was written, rounded up, plus about 2 KiB. Lower them
 * when a change makes a route lighter; a route missing here gets DEFAULT_ROUTE_BUDGET.
 */
export const ROUTE_BUDGET = Object.freeze({
  '': { js: 133, css: 26 },
  'activate-user': { js: 149, css: 28 },
  'activate-user-confirmation': { js: 136, css: 28 },
  'confirm-email': { js: 140, css: 28 },
  'delete-user-confirmation': { js: 134, css: 27 },
  'display-email': { js: 147, css: 27 },
  'forgot-password': { js: 146, css: 29 },
  'forgot-password-confirmation': { js: 136, css: 28 },
  'forgot-username': { js: 158, css: 29 },
  page: { js: 148, css: 27 },
  'redirect-to-mobile': { js: 137, css: 27 },
  register: { js: 171, css: 29 },
  'reset-password': { js: 145, css: 28 },
  'reset-password-confirmation': { js: 136, css: 28 },
  'reset-password-error': { js: 136, css: 28 },
  'service-unavailable': { js: 148, css: 27 },
});
export const DEFAULT_ROUTE_BUDGET = Object.freeze({ js: 150, css: 28 });
/** The id of index.html's JSON block of route chunks (written by ui/vite-plugins/preload-chunks.plugin.ts). */
export const ROUTE_CHUNKS_ELEMENT_ID = 'portal-route-chunks';
/** The manifest keys of the first load of '#/': the HTML entry and the home route module. */
export const FIRST_LOAD_KEYS = Object.freeze(['index.html', 'src/public-area/home/home.screen.tsx']);

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const uiRoot = join(repoRoot, 'ui');
const defaultDistDir = join(repoRoot, 'node_modules', '.cache', 'portail-bundle-budget', 'dist');

/**
 * Every chunk statically reachable from `keys` (static `imports` only; dynamic imports load later). A key
 * listed in `optional` may be missing (a module that a code-splitting group put inside another chunk).
 */
export function staticClosure(manifest, keys, optional = []) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined && optional.includes(key)) return;
    if (chunk === undefined) throw new Error(`bundle budget: "${key}" is not in the Vite manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The files the built index.html asks for itself (entry script, modulepreload links, stylesheets). */
export function htmlRequestedFiles(html) {
  const files = [];
  for (const [, tag] of html.matchAll(/<(?:script|link)\b([^>]*)>/g)) {
    const rel = /\brel="([^"]*)"/.exec(tag)?.[1];
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (url === undefined || !/\.(?:js|css)$/.test(url)) continue;
    if (tag.includes('type="module"') || rel === 'modulepreload' || rel === 'stylesheet') files.push(url);
  }
  return files;
}

/**
 * The JS and CSS files of the first load, deduplicated (plus whatever index.html itself requests). The home
 * route module may have no chunk of its own only when index.html requests something (its group's chunk).
 */
export function firstLoadFiles(manifest, keys = FIRST_LOAD_KEYS, htmlFiles = []) {
  const js = new Set(htmlFiles.filter((file) => file.endsWith('.js')));
  const css = new Set(htmlFiles.filter((file) => file.endsWith('.css')));
  const optional = htmlFiles.length > 1 ? keys.filter((key) => key !== 'index.html') : [];
  for (const key of staticClosure(manifest, keys, optional)) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** The route chunks block of the built index.html: { [route]: { js: ['/assets/…'], css: [...] } }. */
export function routeChunksOf(html) {
  const block = new RegExp(
    `<script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (block === null) throw new Error(`bundle budget: index.html has no #${ROUTE_CHUNKS_ELEMENT_ID} block`);
  return JSON.parse(block[1]);
}

/**
 * The JS and CSS files of a first visit opening on each route: the home's first load (`homeFiles`, what
 * index.html brings) plus the route's own chunks. Keys are route segments; '' is the home.
 */
export function routeFirstLoadFiles(homeFiles, routeChunks) {
  const routes = { '': homeFiles };
  for (const [route, chunks] of Object.entries(routeChunks)) {
    const strip = (url) => url.replace(/^\//, '');
    routes[route] = {
      js: [...new Set([...homeFiles.js, ...chunks.js.map(strip)])].sort(),
      css: [...new Set([...homeFiles.css, ...chunks.css.map(strip)])].sort(),
    };
  }
  return routes;
}

function measure(distDir, files) {
  return files.map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

async function main() {
  const argv = process.argv.slice(2);
  const args = new Set(argv);
  const distDir = argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ?? defaultDistDir;
  if (!args.has('--no-build')) {
    const { build } = await import('vite');
    await build({ configFile: join(uiRoot, 'vite.config.ts'), logLevel: 'warn', build: { outDir: distDir } });
    await build({
      configFile: join(uiRoot, 'vite.config.ts'),
      mode: 'back-office',
      logLevel: 'warn',
      build: { outDir: distDir },
    });
  }
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`bundle budget: no Vite manifest at ${manifestPath}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = firstLoadFiles(
    manifest,
    FIRST_LOAD_KEYS,
    htmlRequestedFiles(readFileSync(join(distDir, 'index.html'), 'utf8')),
  );
  const js = measure(distDir, files.js);
  const css = measure(distDir, files.css);
  const total = (list) => list.reduce((sum, entry) => sum + entry.gzip, 0);
  const result = { js: total(js), css: total(css), files: { js, css } };

  if (args.has('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log("First load of the home route '#/' (gzip):");
    for (const entry of [...js, ...css]) {
      console.log(`  ${kib(entry.gzip).padStart(10)}  ${entry.file}  (${kib(entry.raw)} raw)`);
    }
    console.log(`  JS  ${kib(result.js)} / budget ${kib(BUDGET.js)} (goal ${kib(GOAL.js)})`);
    console.log(`  CSS ${kib(result.css)} / budget ${kib(BUDGET.css)}`);
  }

  const failures = [];
  if (result.js > BUDGET.js) failures.push(`JS ${kib(result.js)} exceeds ${kib(BUDGET.js)}`);
  if (result.css > BUDGET.css) failures.push(`CSS ${kib(result.css)} exceeds ${kib(BUDGET.css)}`);

  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const gzipOf = new Map([...js, ...css].map((entry) => [entry.file, entry.gzip]));
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return gzipOf.get(file);
  };
  const routes = Object.entries(routeFirstLoadFiles(files, routeChunksOf(html))).map(
    ([route, routeFiles]) => ({
      route,
      files: routeFiles,
      requests: routeFiles.js.length + routeFiles.css.length,
      js: routeFiles.js.reduce((sum, file) => sum + sizeOf(file), 0),
      css: routeFiles.css.reduce((sum, file) => sum + sizeOf(file), 0),
      budget: ROUTE_BUDGET[route] ?? DEFAULT_ROUTE_BUDGET,
    }),
  );
  if (!args.has('--json')) {
    console.log('\nFirst load of each public route (gzip; budget; goal JS ≤ 120 KiB, CSS ≤ 40 KiB):');
    for (const r of routes) {
      const goal = r.js <= GOAL.js && r.css <= GOAL.css ? 'goal met' : 'above the goal';
      console.log(
        `  ${`#/${r.route}`.padEnd(31)} JS ${kib(r.js).padStart(10)} / ${String(r.budget.js)} KiB  CSS ${kib(r.css).padStart(9)} / ${String(r.budget.css)} KiB  ${String(r.requests).padStart(2)} files  ${goal}`,
      );
    }
  } else console.log(JSON.stringify({ routes: routes.map(({ files: _files, ...r }) => r) }, null, 2));
  for (const r of routes) {
    if (r.js > r.budget.js * KIB)
      failures.push(`#/${r.route}: JS ${kib(r.js)} exceeds ${String(r.budget.js)} KiB`);
    if (r.css > r.budget.css * KIB)
      failures.push(`#/${r.route}: CSS ${kib(r.css)} exceeds ${String(r.budget.css)} KiB`);
  }
  const backOffice = backOfficeCheck(distDir, manifest, html, routes);
  failures.push(...backOffice.failures);
  if (!args.has('--json')) {
    console.log(
      `\nBack office (/admin/, a build of its own): first load JS ${kib(backOffice.js)}, CSS ${kib(backOffice.css)}; ` +
        `${String(backOffice.files)} files, none in the portal's manifest nor in any public route's first load`,
    );
  }
  await writeFigures(routes);
  if (failures.length > 0) {
    console.error(`✖ bundle budget: ${failures.join('; ')}`);
    process.exit(1);
  }
  if (result.js > GOAL.js)
    console.log(`  note: JS is ${kib(result.js - GOAL.js)} above the ${kib(GOAL.js)} goal`);
  else console.log(`  JS meets the ${kib(GOAL.js)} goal (${kib(GOAL.js - result.js)} to spare)`);
  console.log('✔ bundle budget respected');
}

/** The back office's Vite manifest, beside the portal's (ui/vite.config.ts BACK_OFFICE_MANIFEST). */
export const BACK_OFFICE_MANIFEST = join('.vite', 'admin-manifest.json');
export const BACK_OFFICE_HTML = join('admin', 'index.html');

/**
 * Every file of the back office's build (its manifest's chunks, stylesheets and assets).
 */
export function backOfficeFiles(adminManifest) {
  const files = new Set();
  for (const chunk of Object.values(adminManifest)) {
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return files;
}

/**
 * The proof that the back office adds not one byte to the portal (issue 24): none of its files, and none of its
 * modules (`src/back-office/…`), in the portal's manifest; none of its files in any public route's first load; the
 * portal's index.html names nothing under /admin/. Returns the failures and the back office's own first load.
 */
export function checkBackOfficeApart({ portalManifest, adminManifest, portalHtml, routeFiles }) {
  const failures = [];
  const admin = backOfficeFiles(adminManifest);
  for (const [key, chunk] of Object.entries(portalManifest)) {
    if (key.startsWith('src/back-office/') || (chunk.src ?? '').startsWith('src/back-office/'))
      failures.push(`the portal's build holds the back-office module ${key}`);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? [])])
      if (admin.has(file) || String(file).startsWith('admin/'))
        failures.push(`the portal's chunk ${key} uses the back-office file ${file}`);
  }
  for (const [route, files] of Object.entries(routeFiles))
    for (const file of [...files.js, ...files.css])
      if (admin.has(file) || file.startsWith('admin/'))
        failures.push(`#/${route}: its first load holds the back-office file ${file}`);
  if (portalHtml.includes('/admin/')) failures.push("the portal's index.html names a file under /admin/");
  return { failures, files: admin.size };
}

function backOfficeCheck(distDir, portalManifest, portalHtml, routes) {
  const manifestPath = join(distDir, BACK_OFFICE_MANIFEST);
  const htmlPath = join(distDir, BACK_OFFICE_HTML);
  if (!existsSync(manifestPath) || !existsSync(htmlPath))
    return { failures: [`no back-office build (${manifestPath})`], js: 0, css: 0, files: 0 };
  const adminManifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const routeFiles = Object.fromEntries(routes.map((r) => [r.route, r.files]));
  const { failures, files } = checkBackOfficeApart({ portalManifest, adminManifest, portalHtml, routeFiles });
  const first = htmlRequestedFiles(readFileSync(htmlPath, 'utf8'));
  const size = (list) =>
    list.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return {
    failures,
    js: size(first.filter((file) => file.endsWith('.js'))),
    css: size(first.filter((file) => file.endsWith('.css'))),
    files,
  };
}

/** .data/reports/bundle.json (or PORTAIL_REPORTS_DIR): one JS and one CSS figure per route, against the goal. */
async function writeFigures(routes) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const dir = process.env.PORTAIL_REPORTS_DIR ?? join(repoRoot, '.data', 'reports');
  mkdirSync(dir, { recursive: true });
  const round = (bytes) => Math.round((bytes / KIB) * 10) / 10;
  const figures = routes.flatMap((r) => [
    {
      label: `#/${r.route} — JS du premier chargement (gzip, ${String(r.requests)} fichiers JS + CSS)`,
      value: round(r.js),
      unit: 'Kio',
      goal: '≤ 120 Kio',
      ok: r.js <= GOAL.js,
    },
    {
      label: `#/${r.route} — CSS du premier chargement (gzip)`,
      value: round(r.css),
      unit: 'Kio',
      goal: '≤ 40 Kio',
      ok: r.css <= GOAL.css,
    },
  ]);
  const report = {
    suite: 'bundle',
    title: 'Poids du premier chargement de chaque page publique (JS et CSS, gzip)',
    figures,
    notes:
      "Mesuré sur la construction de l'interface par scripts/bundle-budget.mjs (npm test, étape bundle) : ce que index.html demande, plus les morceaux et feuilles de style propres à la route (bloc portal-route-chunks, préchargés par le point d'entrée). Le seuil bloquant de chaque route est un cliquet (ROUTE_BUDGET) ; l'objectif 120 / 40 Kio est celui de l'issue 15.",
    generatedAt: new Date().toISOString(),
  };
  writeFileSync(join(dir, 'bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
