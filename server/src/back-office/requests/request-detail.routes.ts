import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { findStaffRequest, findStaffRequestFile } from './request-detail.repository.ts';
import { staffRequestDetail } from './request-detail.wire.ts';

/** The types a browser may show inline; anything else is downloaded as bytes (never rendered, never HTML). */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * The request page (`demandes` / `read`): `GET /api/admin/demandes/:id` (version also as `ETag`) and each document
 * through the resource layer's viewer route, `GET /api/admin/demandes/:id/pieces/:pieceId/visionneuse`.
 */
export async function requestDetailRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/admin/demandes/:id',
    { onRequest: requireHabilitation('demandes', 'read') },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const found = await findStaffRequest(deps.db, request.params.id);
      if (found === null) throw new HttpError(404);
      const body = await staffRequestDetail(deps.db, found, {
        id: staff.session.accountId,
        habilitations: staff.habilitations,
        now: deps.clock.now(),
      });
      return reply.header('ETag', `"${String(found.version)}"`).send(body);
    },
  );

  app.get<{ Params: { id: string; pieceId: string } }>(
    '/api/admin/demandes/:id/pieces/:pieceId/visionneuse',
    { onRequest: requireHabilitation('demandes', 'read') },
    async (request, reply) => {
      const file = await findStaffRequestFile(deps.db, request.params.id, request.params.pieceId);
      if (file === null) throw new HttpError(404);
      const inline = INLINE_TYPES.has(file.mimeType);
      return reply
        .header('Content-Type', inline ? file.mimeType : 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );
}
