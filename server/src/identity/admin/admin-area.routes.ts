import type { FastifyInstance } from 'fastify';
import { currentCsrfToken } from '../../http/csrf.ts';
import { getSession } from '../../http/session.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { renderAdminAreaPage } from './admin-area-page.ts';
import { endSession } from '../session-store.ts';

export const ADMIN_AREA_PATH = '/admin/';

/**
 * `GET /admin/`: the landing page of a signed-in account (else the sign-in page, back here after it);
 * `POST /admin/logout` (form, `_csrf` field checked like the login form's): ends the session and goes to
 * the tenant's logoutUrl.
 */
export async function adminAreaRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get(ADMIN_AREA_PATH, async (request, reply) => {
    const session = await getSession(request);
    if (!session) {
      return reply.redirect(`/api/identity/login?callbackUrl=${encodeURIComponent(ADMIN_AREA_PATH)}`, 302);
    }
    const html = renderAdminAreaPage({
      tenant: deps.tenant,
      userName: session.userName,
      csrfToken: currentCsrfToken(request, reply),
    });
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.post('/admin/logout', async (request, reply) => {
    await endSession(request, reply);
    return reply.header('Cache-Control', 'no-store').redirect(deps.tenant.server.logoutUrl, 303);
  });
}
