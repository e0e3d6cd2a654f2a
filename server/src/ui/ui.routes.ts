import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_CSS, htmlPage } from '../http/html-page.ts';
import { PORTAL_FRAME_CSS } from '../http/portal-frame.ts';
import type { ServerDeps } from '../server-deps.ts';
import { collectPreloadedResponses, withPreloadedResponses } from './preloaded-responses.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const PLACEHOLDER = htmlPage({
  title: 'Portail adhérent',
  body: `<main>
<h1>Portail adhérent</h1>
<p>L'interface n'est pas encore construite : l'API est disponible sous <code>/api/</code>.</p>
<p><a href="/api/identity/login">Se connecter</a></p>
</main>`,
});

/** Vite's content-hashed output folders: a file there never changes under the same name. */
const HASHED_ASSET_DIRS = ['assets', join('galerie', 'assets')].map((dir) => dir + sep);

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html, favicon…: cached, but revalidated (ETag / Last-Modified) before each use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Cache policy of a file of the built UI, from its path relative to the dist directory. */
export function uiCacheControl(relativePath: string): string {
  return HASHED_ASSET_DIRS.some((dir) => relativePath.startsWith(dir))
    ? IMMUTABLE_CACHE_CONTROL
    : REVALIDATE_CACHE_CONTROL;
}

/** Brotli, else gzip, else nothing, from the request's Accept-Encoding. */
function htmlEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]?.trim().toLowerCase());
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
}

/**
 * index.html with the start-up answers inlined (preloaded-responses.ts): the first page renders without
 * waiting for its API round trips. Built per request (the CMS footer may change at any time), compressed
 * on the fly, revalidated like the file it comes from.
 */
async function sendIndexHtml(
  app: FastifyInstance,
  dist: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const [template, responses] = await Promise.all([
    readFile(join(dist, 'index.html'), 'utf8'),
    collectPreloadedResponses(app),
  ]);
  const html = Buffer.from(withPreloadedResponses(template, responses));
  const encoding = htmlEncoding(request);
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', REVALIDATE_CACHE_CONTROL)
    .header('Vary', 'Accept-Encoding');
  if (encoding === null) return reply.send(html);
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(html);
  return reply.header('Content-Encoding', encoding).send(body);
}

/**
 * The built UI (`ui/dist`) on `/` when present, else a French placeholder page; the stylesheet of
 * the server-rendered pages on `/server-assets/server.css`. The build writes brotli and gzip copies of its
 * text files (ui/vite-plugins/precompress.plugin.ts): they are sent as they are to browsers accepting them.
 * Hashed assets are cached for a year; index.html is revalidated on each visit, and served with the
 * start-up API answers inlined (sendIndexHtml).
 */
export async function uiRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/server-assets/server.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(SERVER_CSS + PORTAL_FRAME_CSS),
  );
  const dist = deps.config.uiDistDir;
  if (dist && existsSync(join(dist, 'index.html'))) {
    app.get('/', (request, reply) => sendIndexHtml(app, dist, request, reply));
    app.get('/index.html', (request, reply) => sendIndexHtml(app, dist, request, reply));
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', uiCacheControl(relative(dist, path)));
      },
    });
    return;
  }
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PLACEHOLDER));
}
