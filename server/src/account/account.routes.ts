import type { FastifyInstance } from 'fastify';
import { RequestFields } from '../http/request-fields.ts';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { accountDeletionRoutes } from './account-deletion.routes.ts';
import { accountExport } from './account-export.repository.ts';
import { findAccountConsents } from './account-consents.repository.ts';
import { findAccountProfile } from './account-profile.repository.ts';
import { setDematerialization } from './account-settings.repository.ts';

const NO_PROFILE = { code: 'PROFIL_INCONNU', message: "Ce compte n'est rattaché à aucun adhérent." } as const;

/**
 * « Mon compte » (issue 13): the signed-in account's own data only — nothing here takes an account or
 * member id from the request; every query is keyed by the session.
 */
export async function accountRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db } = deps;

  app.get('/api/account/profile', async (request) => {
    const session = await requireSession(request);
    const profile = await findAccountProfile(db, session.accountId);
    if (profile === null) throw new HttpError(404, NO_PROFILE);
    return profile;
  });

  app.get('/api/account/consents', async (request) => {
    const session = await requireSession(request);
    return session.memberId === null ? [] : findAccountConsents(db, session.memberId);
  });

  // « Zéro papier »: the account's own dematerialization preference (spec §3 `dematerialization`).
  app.post('/api/account/dematerialization', async (request) => {
    const session = await requireSession(request);
    const dematerialization = new RequestFields(request.body).boolean('dematerialization');
    await setDematerialization(db, session.accountId, dematerialization);
    return { ok: true };
  });

  // « Télécharger mes données »: the spec's export path of a resource (`GET api{route}/export`, a file download).
  app.get('/api/account/export', async (request, reply) => {
    const session = await requireSession(request);
    const data = await accountExport(db, session.accountId, deps.clock.now());
    const day = deps.clock.now().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="mes-donnees-${day}.json"`)
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  await accountDeletionRoutes(app, deps);
}
