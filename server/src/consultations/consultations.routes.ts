import type { FastifyInstance } from 'fastify';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { findMemberConsultations } from './member-consultations.repository.ts';

/**
 * `GET /api/adherent/consultations` (issue 27 §1): the member reads who looked at their space from the back office
 * (« Voir l'espace de l'adhérent ») — GDPR transparency. Keyed by the session only; an account without member
 * record reads an empty list.
 */
export async function consultationsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/api/adherent/consultations', async (request, reply) => {
    const session = await requireSession(request);
    const consultations =
      session.memberId === null
        ? []
        : await findMemberConsultations(deps.db, session.memberId, deps.clock.now());
    return reply.header('Cache-Control', 'no-store').send({ consultations });
  });
}
