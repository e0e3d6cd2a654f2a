import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import type { CmsItem } from '@portail/domain';
import { sendCachedJson } from '../http/cached-json.ts';
import { VersionedCache } from '../http/versioned-cache.ts';
import { isMemberInAudience } from '../back-office/public.ts';
import { getSession } from '../http/session.ts';
import type { TargetedCmsItem } from './cms.repository.ts';
import { findCmsImage, findTargetedCmsItems } from './cms.repository.ts';

/**
 * Images may be SVG: opened directly they must not run anything, so each image answer carries its own
 * locked-down policy on top of the global headers.
 */
const IMAGE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** A block as cached: its items with their audiences, and the items themselves when none is kept for an audience. */
interface CachedBlock {
  readonly targeted: readonly TargetedCmsItem[];
  readonly everyone: readonly CmsItem[] | null;
}

const cachedBlock = (targeted: readonly TargetedCmsItem[]): CachedBlock => ({
  targeted,
  everyone: targeted.every((t) => t.audienceId === null) ? targeted.map((t) => t.item) : null,
});

export async function cmsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const cache = new VersionedCache<CachedBlock>(deps.db, 'cms');

  /** The items the request's member may see: an item kept for an audience only to a member of it. */
  async function visibleTo(request: FastifyRequest, block: CachedBlock): Promise<readonly CmsItem[]> {
    const memberId = (await getSession(request))?.memberId ?? null;
    const visible: CmsItem[] = [];
    for (const { item, audienceId } of block.targeted) {
      if (
        audienceId === null ||
        (memberId !== null && (await isMemberInAudience(deps, memberId, audienceId)))
      )
        visible.push(item);
    }
    return visible;
  }

  app.get('/api/cms/blocklists', async (request, reply) => {
    const query = new RequestFields(request.query, 'query.');
    const name = query.string('name', 200);
    const itemName = query.optionalString('itemName', 200);
    if (name.trim() === '') throw new HttpError(400);
    const block = await cache.get(`${name}\u0000${itemName ?? '\u0001'}`, async () =>
      cachedBlock(await findTargetedCmsItems(deps.db, name, itemName)),
    );
    if (block.everyone !== null) {
      if (block.everyone.length === 0) throw new HttpError(404);
      return sendCachedJson(reply, block.everyone);
    }
    // Some item is kept for an audience: the answer depends on the member, never shared nor cached.
    const items = await visibleTo(request, block);
    if (items.length === 0) throw new HttpError(404);
    return reply.header('Cache-Control', 'private, no-store').send(items);
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
