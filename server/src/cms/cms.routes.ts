import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import type { CmsItem } from '@portail/domain';
import { sendCachedJson } from '../http/cached-json.ts';
import { VersionedCache } from '../http/versioned-cache.ts';
import { findCmsImage, findCmsItems } from './cms.repository.ts';

/**
 * Images may be SVG: opened directly they must not run anything, so each image answer carries its own
 * locked-down policy on top of the global headers.
 */
const IMAGE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

export async function cmsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const cache = new VersionedCache<readonly CmsItem[]>(deps.db, 'cms');

  app.get('/api/cms/blocklists', async (request, reply) => {
    const query = new RequestFields(request.query, 'query.');
    const name = query.string('name', 200);
    const itemName = query.optionalString('itemName', 200);
    if (name.trim() === '') throw new HttpError(400);
    const items = await cache.get(`${name}\u0000${itemName ?? '\u0001'}`, () =>
      findCmsItems(deps.db, name, itemName),
    );
    if (items.length === 0) throw new HttpError(404);
    return sendCachedJson(reply, items);
  });

  app.get<{ Params: { id: string } }>('/api/cms/documents/images/:id', async (request, reply) => {
    const image = await findCmsImage(deps.db, request.params.id);
    if (image === null) throw new HttpError(404);
    return reply
      .header('Content-Type', image.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', IMAGE_CSP)
      .header('Cache-Control', 'public, max-age=3600')
      .send(image.bytes);
  });
}
