import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteShellSet } from './route-shells.ts';
import { PRERENDER_WORKER, RouteShellCache, renderRouteShells, shellInputKey } from './route-shells.ts';

/** A stand-in for the UI's pre-rendering entry: asks one API GET, renders its answer. */
const WORKER = `let input;
process.on('message', (message) => {
  if (message.type === 'start') {
    input = message.input;
    process.send({ type: 'get', id: 1, path: '/api/tenant' });
  } else {
    process.send({
      type: 'done',
      shells: [{ path: '/', query: {}, html: '<p>' + message.body.name + ' ' + input.body + '</p>' }],
      criticalCss: 'p{}',
      inlineScript: '1;',
    });
  }
});
`;

const SET: RouteShellSet = { shells: [], criticalCss: '', inlineScript: '' };

describe('rendering the route shells in a child process', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portail-shells-'));
    await mkdir(join(dist, 'server'));
    await writeFile(join(dist, PRERENDER_WORKER), WORKER);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('answers the API GETs of the pre-rendering with the application itself', async () => {
    const app = Fastify();
    app.get('/api/tenant', () => ({ name: 'Mutuelle Démo' }));
    expect(RouteShellCache.available(dist)).toBe(true);
    const set = await renderRouteShells(app, { distDir: dist, stylesheets: [], body: 'corps' });
    expect(set.shells).toEqual([{ path: '/', query: {}, html: '<p>Mutuelle Démo corps</p>' }]);
    await app.close();
  });

  it('gives the rendering up, without crashing the process, when the application closed meanwhile', async () => {
    const app = Fastify();
    app.get('/api/tenant', () => ({ name: 'Mutuelle Démo' }));
    await app.ready();
    await app.close();
    await expect(renderRouteShells(app, { distDir: dist, stylesheets: [], body: 'corps' })).rejects.toThrow(
      /closed/,
    );
  });
});

describe('the cache of the route shells', () => {
  const log = { warn: () => undefined };

  it('serves nothing until the shells of the current content are rendered, then those', async () => {
    let renders = 0;
    const cache = new RouteShellCache(async () => {
      renders += 1;
      return SET;
    }, log);
    expect(cache.current('v1')).toBeNull();
    expect(await cache.warm('v1')).toBe(SET);
    expect(cache.current('v1')).toBe(SET);
    expect(renders).toBe(1);
  });

  it('never serves shells of an older content: a new key renders again', async () => {
    const sets = [SET, { ...SET, criticalCss: 'v2' }];
    const cache = new RouteShellCache(async () => sets.shift() ?? SET, log);
    await cache.warm('v1');
    expect(cache.current('v2')).toBeNull();
    expect((await cache.warm('v2'))?.criticalCss).toBe('v2');
  });

  it('logs a failed rendering and does not try the same content again', async () => {
    const warnings: unknown[] = [];
    let renders = 0;
    const cache = new RouteShellCache(
      async () => {
        renders += 1;
        throw new Error('boom');
      },
      { warn: (...args: unknown[]) => warnings.push(args) },
    );
    expect(await cache.warm('v1')).toBeNull();
    expect(cache.current('v1')).toBeNull();
    expect(renders).toBe(1);
    expect(warnings).toHaveLength(1);
  });

  it('keys the content by its parts', () => {
    expect(shellInputKey(['a', { b: 1 }])).toBe(shellInputKey(['a', { b: 1 }]));
    expect(shellInputKey(['a', { b: 1 }])).not.toBe(shellInputKey(['a', { b: 2 }]));
  });
});
