import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_PRECOMPRESS_BYTES, isPrecompressible, precompressFiles } from './precompress.plugin.ts';

describe('precompressing the built UI', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portail-precompress-'));
    await mkdir(join(dir, 'assets'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip siblings that decompress to the original bytes', async () => {
    const js = 'export const greeting = "Bonjour";\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'app-1a2b.js'), js);
    const done = await precompressFiles(dir, ['assets/app-1a2b.js']);
    const br = await readFile(join(dir, 'assets', 'app-1a2b.js.br'));
    const gz = await readFile(join(dir, 'assets', 'app-1a2b.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(done).toEqual([
      { file: 'assets/app-1a2b.js', raw: js.length, brotli: br.length, gzip: gz.length },
    ]);
    expect(br.length).toBeLessThan(js.length / 10);
  });

  it('leaves source maps, binary files and files under 1 KiB alone', async () => {
    const big = 'x'.repeat(MIN_PRECOMPRESS_BYTES * 4);
    await writeFile(join(dir, 'assets', 'app.js.map'), big);
    await writeFile(join(dir, 'assets', 'logo.png'), big);
    await writeFile(join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    await writeFile(join(dir, 'index.html'), `<!doctype html><p>${big}</p>`);
    const done = await precompressFiles(dir, [
      'assets/app.js.map',
      'assets/logo.png',
      'assets/tiny.css',
      'index.html',
    ]);
    expect(done.map((entry) => entry.file)).toEqual(['index.html']);
    expect((await readdir(join(dir, 'assets'))).sort()).toEqual(['app.js.map', 'logo.png', 'tiny.css']);
    expect((await readdir(dir)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
  });

  it('tells which files qualify', () => {
    expect(isPrecompressible('assets/index-abc.css', 2048)).toBe(true);
    expect(isPrecompressible('favicon.svg', 2048)).toBe(true);
    expect(isPrecompressible('assets/index-abc.css', 100)).toBe(false);
    expect(isPrecompressible('assets/index-abc.js.map', 50_000)).toBe(false);
  });
});
