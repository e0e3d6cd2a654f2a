import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../server-deps.ts';
import { staffAccountsRoutes } from './staff-accounts.routes.ts';
import { staffHabilitationsRoutes } from './staff-habilitations.routes.ts';

/** The « Habilitations » area of the back office: staff accounts and their habilitations (`/api/admin/staff…`). */
export async function habilitationsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await staffAccountsRoutes(app, deps);
  await staffHabilitationsRoutes(app, deps);
}
