import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../server-deps.ts';
import { requestActionsRoutes } from './request-actions.routes.ts';
import { requestDelaysRoutes } from './request-delays.routes.ts';
import { requestDetailRoutes } from './request-detail.routes.ts';
import { requestsQueueRoutes } from './requests-queue.routes.ts';
import { topicThreadsAdminRoutes } from './topic-threads-admin.routes.ts';

/**
 * « Demandes » in the back office (issue 25 §2), every route under `/api/admin/…`: the queue, the request page and its
 * documents, the managers' actions, the target delays of the request types (« Référentiels »), and the threads members start
 * on a topic (« Messages », `/api/admin/discussions…`).
 */
export async function adminRequestsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await requestsQueueRoutes(app, deps);
  await requestDetailRoutes(app, deps);
  await requestActionsRoutes(app, deps);
  await requestDelaysRoutes(app, deps);
  await topicThreadsAdminRoutes(app, deps);
}
