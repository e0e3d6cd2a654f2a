import type { FastifyInstance } from 'fastify';
import { requireSession } from '../http/session.ts';
import { findPendingConsents } from '../member/public.ts';
import type { ServerDeps } from '../server-deps.ts';
import { memberNames } from './member-names.repository.ts';
import { oidcLogoutUrl } from './oidc/oidc.routes.ts';
import { endSession } from './session-store.ts';

/** Names shown for an account without member record (administrators). */
const STAFF_NAMES = { civilite: '', nom: 'Administrateur', prenom: 'Portail' } as const;

/** `POST /api/identity/logout` and `GET /api/identity/current-user`. */
export async function sessionRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.post('/api/identity/logout', async (request, reply) => {
    const providerLogout = await oidcLogoutUrl(request);
    await endSession(request, reply);
    return reply.send({ logoutUrl: providerLogout ?? deps.tenant.server.logoutUrl });
  });

  app.get('/api/identity/current-user', async (request, reply) => {
    const session = await requireSession(request);
    const names = session.memberId ? await memberNames(deps.db, session.memberId) : STAFF_NAMES;
    // A consultation (issue 27 §1) never asks the member's pending consents: nobody may answer them for the member.
    const consentements =
      session.memberId && session.consultation === undefined
        ? await findPendingConsents(deps.db, session.memberId)
        : [];
    const { consultation } = session;
    return reply.header('Cache-Control', 'no-store').send({
      roles: session.roles,
      userName: session.userName,
      email: session.email,
      codeCivilite: names.civilite,
      nom: names.nom,
      prenom: names.prenom,
      ...(consentements.length > 0 ? { consentements } : {}),
      ...(consultation === undefined
        ? {}
        : {
            consultation: {
              agentPrenom: consultation.agentPrenom,
              agentRole: consultation.agentRole,
              debut: consultation.startedAt.toISOString(),
              fin: consultation.endsAt.toISOString(),
            },
          }),
    });
  });
}
