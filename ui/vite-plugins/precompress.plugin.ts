import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (source maps are left out: only a developer's tools fetch them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Below this size the compressed copy saves less than a network packet. */
export const MIN_PRECOMPRESS_BYTES = 1024;

/** One file compressed: its size raw, brotli and gzip (bytes). */
export interface PrecompressedFile {
  readonly file: string;
  readonly raw: number;
  readonly brotli: number;
  readonly gzip: number;
}

/** Whether a built file gets `.br` and `.gz` siblings. */
export function isPrecompressible(file: string, bytes: number): boolean {
  return COMPRESSIBLE.test(file) && bytes >= MIN_PRECOMPRESS_BYTES;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to each compressible file of
 * `files` (paths relative to `dir`), so that the reference server sends them as they are
 * (`@fastify/static` `preCompressed`): no compression work per request, best ratio.
 */
export async function precompressFiles(dir: string, files: readonly string[]): Promise<PrecompressedFile[]> {
  const done: PrecompressedFile[] = [];
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const path = join(dir, file);
        const bytes = await readFile(path);
        if (!isPrecompressible(file, bytes.length)) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        done.push({ file, raw: bytes.length, brotli: br.length, gzip: gz.length });
      }),
  );
  return done.sort((a, b) => a.file.localeCompare(b.file));
}

/** Build plugin: precompresses every file the build wrote (chunks, CSS, index.html). */
export function precompress(): Plugin {
  return {
    name: 'portail:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (options.dir === undefined) throw new Error('precompress: the build has no output directory');
      await precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
