import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { htmlPage } from '../http/html-page.ts';
import { getSession } from '../http/session.ts';

/** Where the back office is served (ui/admin/index.html, built into `<dist>/admin/`). */
export const ADMIN_PATH = '/admin/';

const NOT_BUILT = htmlPage({
  title: 'Back office - Portail adhérent',
  body: `<main>
<h1>Back office</h1>
<p>L'interface du back office n'est pas encore construite (<code>npm run build -w ui</code>).</p>
<p><a href="/">Retour à l'accueil</a></p>
</main>`,
});

/**
 * `GET /admin/`: the back office's page for a signed-in visitor (the application then asks `GET /api/admin/me`: a
 * member is told the back office is the staff's); a visitor without session goes to the login page, back here
 * after it. `GET /admin` adds the slash. The page carries no personal data (the application reads them through the
 * API); it gets the global security headers and CSP (its scripts and styles are files).
 */
export async function adminPageRoutes(app: FastifyInstance, dist: string | null): Promise<void> {
  const file = dist === null ? null : join(dist, 'admin', 'index.html');
  const page = file !== null && existsSync(file) ? readFile(file, 'utf8') : Promise.resolve(NOT_BUILT);
  app.get('/admin', async (_request, reply) => reply.redirect(ADMIN_PATH, 301));
  app.get(ADMIN_PATH, async (request, reply) => {
    if ((await getSession(request)) === null)
      return reply.redirect(`/api/identity/login?callbackUrl=${encodeURIComponent(ADMIN_PATH)}`, 302);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await page);
  });
}
