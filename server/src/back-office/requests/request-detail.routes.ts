import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { findStaffRequest } from './request-detail.repository.ts';
import { staffRequestDetail } from './request-detail.wire.ts';
import { findStaffFile } from './staff-thread.repository.ts';
import { sendViewerFile } from './viewer-file.ts';

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
      const file = await findStaffFile(deps.db, { requestId: request.params.id }, request.params.pieceId);
      if (file === null) throw new HttpError(404);
      return sendViewerFile(reply, file);
    },
  );
}
