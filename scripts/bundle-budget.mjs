#!/usr/bin/env node
// Bundle budget of the portal's home route (issue 5 quality bar): builds the UI with Vite, then sums what
// a first visit of '#/' downloads — the entry chunk of index.html with its static imports, plus the home
// route's lazy chunk with its static imports (the router loads it before the first render; when a
// code-splitting group holds it, index.html preloads that chunk) — gzipped with zlib — and anything else
// index.html itself requests (modulepreload / stylesheet links). Fails when the
// JavaScript exceeds 148 KiB or the CSS 26 KiB (what the build reaches, 145.4 and 24.7, plus a little margin:
// a regression fails `npm test`); prints every file, the totals and the 120 KiB goal.
// The build goes to a private directory (a concurrent `vite build` of ui/dist cannot change it).
// Usage: node scripts/bundle-budget.mjs [--no-build] [--json] [--dist=<built ui directory>]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
export const BUDGET = Object.freeze({ js: 148 * KIB, css: 26 * KIB });
export const GOAL = Object.freeze({ js: 120 * KIB });
/** The manifest keys of the first load of '#/': the HTML entry and the home route module. */
export const FIRST_LOAD_KEYS = Object.freeze(['index.html', 'src/screens/home/home.screen.tsx']);

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
  if (failures.length > 0) {
    console.error(`✖ bundle budget: ${failures.join('; ')}`);
    process.exit(1);
  }
  if (result.js > GOAL.js)
    console.log(`  note: JS is ${kib(result.js - GOAL.js)} above the ${kib(GOAL.js)} goal`);
  else console.log(`  JS meets the ${kib(GOAL.js)} goal (${kib(GOAL.js - result.js)} to spare)`);
  console.log('✔ bundle budget respected');
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
