import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changeVersionsOf } from '../db/change-versions.ts';
import { htmlPage } from '../http/html-page.ts';
import { SERVER_PAGE_CSS } from '../http/server-page-css.ts';
import { contentSecurityPolicy } from '../http/security-headers.ts';
import type { ServerDeps } from '../server-deps.ts';
import {
  carriesSignedInUser,
  collectPreloadedResponses,
  collectVisitorResponses,
  withPreloadedResponses,
} from './preloaded-responses.ts';
import { adminPageRoutes } from './admin-page.ts';
import { RouteShellCache, renderRouteShells, shellInputKey } from './route-shells.ts';
import { bodyOf, linkedStylesheets, withRouteShells } from './shell-page.ts';

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
const HASHED_ASSET_DIRS = ['assets', join('galerie', 'assets'), join('admin', 'assets')].map(
  (dir) => dir + sep,
);

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** favicon…: cached, but revalidated (ETag / Last-Modified) before each use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/**
 * index.html: it carries the visitor's own answers (the signed-in user, or that nobody is), so it is
 * never stored, by a shared cache or by the browser, and never served to another visitor.
 */
export const VISITOR_PAGE_CACHE_CONTROL = 'private, no-store';

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

/** The version token of the CMS content (the change versions every read cache shares: db/change-versions.ts). */
async function cmsVersion(deps: ServerDeps): Promise<string> {
  return (await changeVersionsOf(deps.db).current()).token('cms');
}

/** The stylesheets of every route's chunks (index.html's `portal-route-chunks` block). */
function routeStylesheets(html: string): string[] {
  const block = /<script type="application\/json" id="portal-route-chunks">([^<]*)<\/script>/.exec(html);
  if (block?.[1] === undefined) return [];
  const routes = JSON.parse(block[1]) as Record<string, { css?: string[] }>;
  return Object.values(routes).flatMap((route) => route.css ?? []);
}

/** Serves index.html (see sendIndexHtml); the route shells are rendered once per content version. */
class IndexPage {
  readonly #app: FastifyInstance;
  readonly #deps: ServerDeps;
  readonly #shells: RouteShellCache | null;
  /** The built index.html, read once: the build does not change under a running server. */
  readonly #template: Promise<string>;

  constructor(app: FastifyInstance, deps: ServerDeps, dist: string) {
    this.#app = app;
    this.#deps = deps;
    this.#template = readFile(join(dist, 'index.html'), 'utf8');
    this.#shells = RouteShellCache.available(dist)
      ? new RouteShellCache(async () => {
          const template = await this.#template;
          const stylesheets = [...new Set([...linkedStylesheets(template), ...routeStylesheets(template)])];
          return renderRouteShells(app, { distDir: dist, stylesheets, body: bodyOf(template) });
        }, app.log)
      : null;
  }

  /**
   * The page's HTML for the visitor whose cookies are `cookie`, the CSP it needs (null: the global one) and
   * whether it carries a signed-in user's data.
   */
  async build(
    cookie: string | undefined,
  ): Promise<{ readonly html: string; readonly csp: string | null; readonly personal: boolean }> {
    const [template, responses, visitor, version] = await Promise.all([
      this.#template,
      collectPreloadedResponses(this.#app),
      collectVisitorResponses(this.#app, cookie),
      this.#shells === null ? Promise.resolve('') : cmsVersion(this.#deps),
    ]);
    const html = withPreloadedResponses(template, { ...responses, ...visitor });
    const personal = carriesSignedInUser(visitor);
    // The shells show what every visitor sees: they are made from the shared answers only.
    const set = this.#shells?.current(shellInputKey([version, responses])) ?? null;
    const page = set === null ? null : withRouteShells(html, set);
    if (page === null) return { html, csp: null, personal };
    return {
      html: page.html,
      csp: contentSecurityPolicy({ scripts: [page.scriptHash], styles: [page.styleHash] }),
      personal,
    };
  }

  /** Renders the shells of the current content now (server start), so that the first visit has them. */
  async warm(): Promise<void> {
    if (this.#shells === null) return;
    const [responses, version] = await Promise.all([
      collectPreloadedResponses(this.#app),
      cmsVersion(this.#deps),
    ]);
    await this.#shells.warm(shellInputKey([version, responses]));
  }
}

/**
 * Compressed copies of the last pages sent (the page changes only with the content it carries): brotli at its
 * best quality once, instead of a fast quality for every request. A signed-in member's page (their own data)
 * is compressed at a fast quality for them alone and never kept.
 */
class CompressedPages {
  readonly #copies = new Map<string, Promise<Buffer>>();

  get(html: Buffer, encoding: 'br' | 'gzip', personal: boolean): Promise<Buffer> {
    if (personal) {
      return encoding === 'br'
        ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipAsync(html, { level: 6 });
    }
    const key = `${encoding}:${createHash('sha256').update(html).digest('base64')}`;
    let copy = this.#copies.get(key);
    if (copy === undefined) {
      copy =
        encoding === 'br'
          ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipAsync(html, { level: 9 });
      if (this.#copies.size >= 8) this.#copies.clear();
      this.#copies.set(key, copy);
      copy.catch(() => this.#copies.delete(key));
    }
    return copy;
  }
}
const compressed = new CompressedPages();

/**
 * index.html with the start-up answers inlined (preloaded-responses.ts), the visitor's own among them (the
 * signed-in user, or the 401 saying nobody is): the first page renders without waiting for its API round
 * trips; and, once rendered for the current content, the pre-rendered route shells (shell-page.ts) with the
 * CSP hashes of their inline script and style. Built per request (the CMS may change at any time, the page is
 * the visitor's own: never stored), compressed on the fly.
 */
async function sendIndexHtml(
  page: IndexPage,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const built = await page.build(request.headers.cookie);
  const html = Buffer.from(built.html);
  const encoding = htmlEncoding(request);
  reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', VISITOR_PAGE_CACHE_CONTROL)
    .header('Vary', 'Accept-Encoding, Cookie');
  if (built.csp !== null) reply.header('Content-Security-Policy', built.csp);
  if (encoding === null) return reply.send(html);
  return reply
    .header('Content-Encoding', encoding)
    .send(await compressed.get(html, encoding, built.personal));
}

/**
 * The built UI (`ui/dist`) on `/` when present, else a French placeholder page; the stylesheet of
 * the server-rendered pages on `/server-assets/server.css`. The build writes brotli and gzip copies of its
 * text files (ui/vite-plugins/precompress.plugin.ts): they are sent as they are to browsers accepting them.
 * Hashed assets are cached for a year; index.html is the visitor's own (never stored), served with the
 * start-up API answers inlined (sendIndexHtml).
 */
export async function uiRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/server-assets/server.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(SERVER_PAGE_CSS),
  );
  const dist = deps.config.uiDistDir;
  await adminPageRoutes(app, dist || null);
  if (dist && existsSync(join(dist, 'index.html'))) {
    const page = new IndexPage(app, deps, dist);
    app.get('/', (request, reply) => sendIndexHtml(page, request, reply));
    app.get('/index.html', (request, reply) => sendIndexHtml(page, request, reply));
    // Once listening (the API answers the pre-rendering), the shells of the current content are made.
    app.addHook('onListen', async () => {
      void page.warm().catch((error: unknown) => app.log.warn({ err: error }, 'route shells warm-up failed'));
    });
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
