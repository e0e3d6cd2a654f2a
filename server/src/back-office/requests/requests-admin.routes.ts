import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../server-deps.ts';
import { requestDelaysRoutes } from './request-delays.routes.ts';

/**
 * « Demandes » in the back office (issue 25 §2), every route under `/api/admin/…`: the target delays of the
 * request types (« Référentiels »).
 */
export async function adminRequestsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await requestDelaysRoutes(app, deps);
}
