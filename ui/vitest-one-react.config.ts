import Module, { createRequire } from 'node:module';

/**
 * Blueprint's react-popper hoists a React 18 to the root node_modules, where the packages it shares with us
 * (@tiptap/react, use-sync-external-store) would find it. The build forces this workspace's React 19 on every
 * importer (vite.config.ts `dedupe`); the tests that render widgets do the same: `import`s through the aliases
 * of vitest.config.ts, CommonJS `require`s (use-sync-external-store's shim) through this resolver.
 */
const uiRequire = createRequire(import.meta.url);
const ONE_REACT = /^(react|react-dom)(\/.*)?$/u;

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = loader._resolveFilename;

let redirecting = false;

loader._resolveFilename = function oneReact(this: unknown, request: string, ...rest: unknown[]): string {
  if (redirecting || !ONE_REACT.test(request)) return resolveFilename.call(this, request, ...rest);
  redirecting = true;
  try {
    return uiRequire.resolve(request);
  } finally {
    redirecting = false;
  }
};
