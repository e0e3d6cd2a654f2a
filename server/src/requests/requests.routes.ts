import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps.ts';
import { memberRequestRoutes } from './member-requests.routes.ts';
import { requestReplyRoutes } from './request-replies.routes.ts';
import { topicThreadRoutes } from './topic-threads.routes.ts';

/** « Mes demandes » and « Messages » of the member area (issue 25): the feature's one route plugin. */
export async function requestRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await memberRequestRoutes(app, deps);
  await requestReplyRoutes(app, deps);
  await topicThreadRoutes(app, deps);
}
