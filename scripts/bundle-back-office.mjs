// The back office (/admin/, issue 24) in the bundle gate: it is a build of its own (ui/vite.config.ts, mode
// back-office), and this proves it adds not one byte to the portal (see checkBackOfficeApart).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Builds the portal, then the back office (ui/vite.config.ts BACK_OFFICE_MODE), into `outDir`. */
export async function buildPortalAndBackOffice(configFile, outDir) {
  const { build } = await import('vite');
  await build({ configFile, logLevel: 'warn', build: { outDir } });
  await build({ configFile, mode: 'back-office', logLevel: 'warn', build: { outDir } });
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

/**
 * The back office's part of the bundle gate, for `scripts/bundle-budget.mjs`: its build present, apart from the
 * portal's (checkBackOfficeApart), and its own first load (what admin/index.html asks for, gzip).
 */
export function backOfficeCheck(
  distDir,
  { manifest: portalManifest, html: portalHtml, perRoute, htmlRequestedFiles, failures: all },
) {
  const routeFiles = perRoute;
  const manifestPath = join(distDir, BACK_OFFICE_MANIFEST);
  const htmlPath = join(distDir, BACK_OFFICE_HTML);
  if (!existsSync(manifestPath) || !existsSync(htmlPath)) {
    all.push(`no back-office build (${manifestPath})`);
    return '';
  }
  const adminManifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const { failures, files } = checkBackOfficeApart({ portalManifest, adminManifest, portalHtml, routeFiles });
  const first = htmlRequestedFiles(readFileSync(htmlPath, 'utf8'));
  const size = (list) =>
    list.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  const js = size(first.filter((file) => file.endsWith('.js')));
  const css = size(first.filter((file) => file.endsWith('.css')));
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  all.push(...failures);
  return (
    `\nBack office (/admin/, a build of its own): first load JS ${kib(js)}, CSS ${kib(css)}; ${String(files)} ` +
    "files, none in the portal's manifest nor in any public route's first load"
  );
}
