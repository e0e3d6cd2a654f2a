import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_CSS, htmlPage } from '../http/html-page.ts';
import type { ServerDeps } from '../server-deps.ts';

const PLACEHOLDER = htmlPage({
  title: 'Portail adhérent',
  body: `<main>
<h1>Portail adhérent</h1>
<p>L'interface n'est pas encore construite : l'API est disponible sous <code>/api/</code>.</p>
<p><a href="/api/identity/login">Se connecter</a></p>
</main>`,
});

/**
 * The built UI (`ui/dist`) on `/` when present, else a French placeholder page; the stylesheet of
 * the server-rendered pages on `/server-assets/server.css`.
 */
export async function uiRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/server-assets/server.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(SERVER_CSS),
  );
  const dist = deps.config.uiDistDir;
  if (dist && existsSync(join(dist, 'index.html'))) {
    await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: true, index: ['index.html'] });
    return;
  }
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PLACEHOLDER));
}
