import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../server-deps.ts';
import { contentAudienceRoutes } from './content-audience.routes.ts';
import { contentEditRoutes } from './content-edit.routes.ts';
import { contentImagesRoutes } from './content-images.routes.ts';
import { contentsRoutes } from './contents.routes.ts';

/** `/api/admin/contents…`, the back office's « Contenus » (issue 24 §3), in one Fastify context. */
export async function adminContentsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await contentsRoutes(app, deps);
  await contentEditRoutes(app, deps);
  await contentImagesRoutes(app, deps);
  await contentAudienceRoutes(app, deps);
}
