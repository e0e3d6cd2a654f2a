import type { ContentSearch } from '@portail/domain';
import { isContentKind } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { RequestFields } from '../../http/request-fields.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation } from '../require-habilitation.ts';
import { previewOf } from './content-display.ts';
import {
  contentToWire,
  previewToWire,
  summaryToWire,
  versionSummaryToWire,
  versionToWire,
} from './content-wire.ts';
import { findContent, findContents, findVersion, findVersions } from './contents.repository.ts';

type ItemParams = { Params: { id: string } };
type VersionParams = { Params: { id: string; number: string } };

function searchOf(query: RequestFields): ContentSearch {
  const kind = query.optionalString('kind', 20);
  if (kind !== undefined && !isContentKind(kind)) throw new HttpError(400);
  const name = query.optionalString('name', 200);
  const itemName = query.optionalString('itemName', 200);
  const text = query.optionalString('text', 200);
  return {
    ...(name === undefined ? {} : { name }),
    ...(itemName === undefined ? {} : { itemName }),
    ...(kind === undefined ? {} : { kind }),
    ...(text === undefined ? {} : { text }),
  };
}

/**
 * « Contenus », the reads (habilitation `contenus` / `read`): the list with its search, one item (draft,
 * published version, version as ETag), the preview of its draft, its published versions and one of them.
 */
export async function contentsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const read = { onRequest: requireHabilitation('contenus', 'read') };

  app.get('/api/admin/contents', read, async (request) => {
    const items = await findContents(deps.db, searchOf(new RequestFields(request.query, 'query.')));
    return items.map(summaryToWire);
  });

  app.get<ItemParams>('/api/admin/contents/:id', read, async (request, reply) => {
    const item = await findContent(deps.db, request.params.id);
    if (item === null) throw new HttpError(404);
    return reply.header('ETag', `"${item.version}"`).send(contentToWire(item));
  });

  app.get<ItemParams>('/api/admin/contents/:id/preview', read, async (request) => {
    const item = await findContent(deps.db, request.params.id);
    if (item === null) throw new HttpError(404);
    return previewToWire(previewOf(item));
  });

  app.get<ItemParams>('/api/admin/contents/:id/versions', read, async (request) => {
    const item = await findContent(deps.db, request.params.id);
    if (item === null) throw new HttpError(404);
    return (await findVersions(deps.db, item.id)).map(versionSummaryToWire);
  });

  app.get<VersionParams>('/api/admin/contents/:id/versions/:number', read, async (request) => {
    const version = await findVersion(deps.db, request.params.id, Number(request.params.number));
    if (version === null) throw new HttpError(404);
    return versionToWire(version);
  });
}
