import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { findAdherent } from './adherent-page.repository.ts';
import { adherentDetail } from './adherent-page.wire.ts';

/** `GET /api/admin/adherents/:id` (`adherents` / `read`): the member's page. */
export async function adherentPageRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/admin/adherents/:id',
    { onRequest: requireHabilitation('adherents', 'read') },
    async (request) => {
      const staff = await requireStaff(request);
      const record = await findAdherent(deps.db, request.params.id, deps.clock.now());
      if (record === null) throw new HttpError(404);
      return adherentDetail(deps.db, record, staff.habilitations);
    },
  );
}
