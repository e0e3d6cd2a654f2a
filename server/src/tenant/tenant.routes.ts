import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps.ts';

/** Public tenant configuration: `GET /api/client/current` and `GET /api/config/portal`. */
export async function tenantRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/api/client/current', async () => deps.tenant.client);
  app.get('/api/config/portal', async () => deps.tenant.portal);
}
