import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkOfModule, preloadTags, routeChunks, staticClosure } from './preload-chunks.plugin.ts';

interface FakeChunk {
  readonly file: string;
  readonly module: string | null;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly entry?: boolean;
  /** Modules a code-splitting group put in the chunk besides its facade. */
  readonly inner?: readonly string[];
}

/** A bundle holding only what the plugin reads of Rolldown's output chunks. */
function bundleOf(chunks: readonly FakeChunk[]): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const chunk of chunks)
    bundle[chunk.file] = {
      type: 'chunk',
      fileName: chunk.file,
      facadeModuleId: chunk.module,
      moduleIds: [...(chunk.module === null ? [] : [chunk.module]), ...(chunk.inner ?? [])],
      imports: chunk.imports ?? [],
      isEntry: chunk.entry ?? false,
      viteMetadata: { importedCss: new Set(chunk.css ?? []), importedAssets: new Set() },
    };
  bundle['assets/index.css'] = { type: 'asset', fileName: 'assets/index.css' };
  return bundle as Rolldown.OutputBundle;
}

const bundle = bundleOf([
  {
    file: 'assets/index.js',
    module: '/repo/ui/index.html',
    imports: ['assets/framework.js'],
    css: ['assets/index.css'],
    entry: true,
  },
  { file: 'assets/framework.js', module: null, inner: ['/repo/ui/src/shell/start-portal.tsx'] },
  {
    file: 'assets/home.screen.js',
    module: '/repo/ui/src/screens/home/home.screen.tsx',
    imports: ['assets/index.js', 'assets/buttons.js'],
    css: ['assets/home.css'],
  },
  { file: 'assets/buttons.js', module: null, imports: ['assets/framework.js'] },
  {
    file: 'assets/register.screen.js',
    module: '/repo/ui/src/screens/register/register.screen.tsx',
    imports: ['assets/buttons.js', 'assets/form.js'],
    css: ['assets/register.css'],
  },
  { file: 'assets/form.js', module: null },
  {
    file: 'assets/register.assembly.js',
    module: '/repo/ui/src/screens/register/register.assembly.ts',
    imports: ['assets/form.js'],
  },
]);

describe('preloading chunks imported on demand with the page', () => {
  it('finds the chunk built from a module and what it imports statically', () => {
    const home = chunkOfModule(bundle, 'src/screens/home/home.screen.tsx');
    expect(staticClosure(bundle, home).map((chunk) => chunk.fileName)).toEqual([
      'assets/home.screen.js',
      'assets/index.js',
      'assets/framework.js',
      'assets/buttons.js',
    ]);
    expect(() => chunkOfModule(bundle, 'src/screens/nowhere.tsx')).toThrow(/no chunk is built from/);
    // A module that a code-splitting group put in a chunk of its own making.
    expect(chunkOfModule(bundle, 'src/shell/start-portal.tsx').fileName).toBe('assets/framework.js');
  });

  it("adds a module's chunks and stylesheet that the entry does not already load", () => {
    const tags = preloadTags(bundle, ['src/screens/home/home.screen.tsx'], '/');
    expect(tags.map((tag) => [tag.attrs?.['rel'], tag.attrs?.['href']])).toEqual([
      ['modulepreload', '/assets/home.screen.js'],
      ['modulepreload', '/assets/buttons.js'],
      ['stylesheet', '/assets/home.css'],
    ]);
    expect(tags.every((tag) => tag.injectTo === 'head' && tag.attrs?.['crossorigin'] === true)).toBe(true);
  });

  it('lists a chunk shared by several modules once', () => {
    const tags = preloadTags(
      bundle,
      ['src/screens/home/home.screen.tsx', 'src/screens/register/register.screen.tsx'],
      '/portail/',
    );
    expect(tags.map((tag) => tag.attrs?.['href'])).toEqual([
      '/portail/assets/home.screen.js',
      '/portail/assets/buttons.js',
      '/portail/assets/register.screen.js',
      '/portail/assets/form.js',
      '/portail/assets/home.css',
      '/portail/assets/register.css',
    ]);
  });

  it('lists by route the chunks and stylesheets beyond the entry and the preloaded modules', () => {
    const routes = routeChunks(
      bundle,
      {
        '': ['src/screens/home/home.screen.tsx'],
        register: ['src/screens/register/register.screen.tsx', 'src/screens/register/register.assembly.ts'],
      },
      ['src/screens/home/home.screen.tsx'],
      '/',
    );
    // The home needs nothing index.html does not already ask for.
    expect(routes).toEqual({
      register: {
        js: ['/assets/register.screen.js', '/assets/form.js', '/assets/register.assembly.js'],
        css: ['/assets/register.css'],
      },
    });
  });

  it('fails the build on a route module that no chunk is built from', () => {
    expect(() => routeChunks(bundle, { gone: ['src/screens/gone/gone.screen.tsx'] }, [], '/')).toThrow(
      /no chunk is built from src\/screens\/gone/,
    );
  });
});
