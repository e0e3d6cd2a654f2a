import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkOfModule, preloadTags, staticClosure } from './preload-chunks.plugin.ts';

interface FakeChunk {
  readonly file: string;
  readonly module: string | null;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly entry?: boolean;
}

/** A bundle holding only what the plugin reads of Rolldown's output chunks. */
function bundleOf(chunks: readonly FakeChunk[]): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const chunk of chunks)
    bundle[chunk.file] = {
      type: 'chunk',
      fileName: chunk.file,
      facadeModuleId: chunk.module,
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
  { file: 'assets/framework.js', module: null },
  {
    file: 'assets/home.screen.js',
    module: '/repo/ui/src/screens/home/home.screen.tsx',
    imports: ['assets/index.js', 'assets/buttons.js'],
    css: ['assets/home.css'],
  },
  { file: 'assets/buttons.js', module: null, imports: ['assets/framework.js'] },
  { file: 'assets/register.screen.js', module: '/repo/ui/src/screens/register/register.screen.tsx' },
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
      '/portail/assets/home.css',
    ]);
  });
});
