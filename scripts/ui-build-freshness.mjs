// Whether a UI build (a directory holding index.html) is older than the sources it was built from: the ui
// workspace and the packages Vite bundles into it. Used by `npm start` and the security suites' runner.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Paths, relative to the repository root, whose files end up in the UI build. */
export const UI_BUILD_SOURCES = Object.freeze([
  'ui/src',
  'ui/public',
  'ui/index.html',
  'ui/admin',
  'ui/vite.config.ts',
  'ui/vite-plugins',
  'ui/prerender',
  'ui/package.json',
  'domain/src',
  'application/src',
  'adapters/src',
]);

/** Newest modification time of the files under `path` (node_modules and dist skipped), 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules' && entry !== 'dist')
      latest = Math.max(latest, newestMtime(join(path, entry)));
  }
  return latest;
}

/** 'missing' (no index.html), 'stale' (a source is newer) or 'fresh'. */
export function uiBuildState(repoRoot, distDir) {
  const builtIndex = join(distDir, 'index.html');
  if (!existsSync(builtIndex)) return 'missing';
  const newestSource = Math.max(...UI_BUILD_SOURCES.map((source) => newestMtime(join(repoRoot, source))));
  return newestSource > statSync(builtIndex).mtimeMs ? 'stale' : 'fresh';
}
