import type { FastifyInstance } from 'fastify';
import { escapeHtml, htmlPage } from '../http/html-page.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { findCareNetworkLabelByOmc, findCareNetworks } from './care-networks.repository.ts';
import type { CareNetwork } from '@portail/domain';
import { issuePartnerToken, redeemPartnerToken } from './partner-tokens.repository.ts';

function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = Object.entries(body).find(([key]) => key === name)?.[1];
  return typeof value === 'string' ? value : '';
}

/**
 * External care networks (spec §2 dialog, §7): the list, the `sctoken` a network receives as `API_KEY`
 * (networks with a `numOmc` are opened by a form POST with `API_KEY` and `NUM_OMC`), and the partner SSO
 * token. Dev only: `POST /dev/reseaux-soins/accueil` plays the partner site and checks the token.
 */
export async function careNetworkRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, random } = deps;

  app.get('/api/adherent/reseaux-soins', async (request): Promise<CareNetwork[]> => {
    await requireSession(request);
    return findCareNetworks(db);
  });

  app.get('/api/identity/sctoken/create', async (request) => {
    const session = await requireSession(request);
    return {
      scTokenId: await issuePartnerToken(db, clock, random, 'sctoken', session.accountId, session.memberId),
    };
  });

  app.get('/api/identity/sso-token', async (request) => {
    const session = await requireSession(request);
    return { token: await issuePartnerToken(db, clock, random, 'sso', session.accountId, session.memberId) };
  });

  if (deps.config.production) return;

  app.post('/dev/reseaux-soins/accueil', async (request, reply) => {
    const numOmc = formField(request.body, 'NUM_OMC');
    const libelle = await findCareNetworkLabelByOmc(db, numOmc);
    const redeemed =
      libelle !== null
        ? await redeemPartnerToken(db, clock, 'sctoken', formField(request.body, 'API_KEY'))
        : null;
    if (libelle === null || !redeemed) {
      return reply
        .status(401)
        .type('text/html; charset=utf-8')
        .send(
          htmlPage({
            title: 'Accès refusé — réseau de soins',
            body: '<main><h1>Accès refusé</h1><p class="error">Le jeton d\'accès au réseau de soins est invalide ou a expiré.</p></main>',
          }),
        );
    }
    return reply.type('text/html; charset=utf-8').send(
      htmlPage({
        title: `${libelle} — espace partenaire`,
        body: `<main><h1>Bienvenue sur ${escapeHtml(libelle)}</h1><p>Votre identité d'adhérent a été vérifiée (contrat OMC ${escapeHtml(numOmc)}).</p><p class="hint">Page de démonstration du serveur de référence : elle simule le site du réseau partenaire.</p></main>`,
      }),
    );
  });
}
