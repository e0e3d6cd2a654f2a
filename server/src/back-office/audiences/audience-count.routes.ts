import type { AudienceCriterionDraft } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation } from '../require-habilitation.ts';
import { checkedCriteria, rulesContextOf } from './audience-wire.ts';
import { countAudienceMembers, listContractOffers } from './audience-members.queries.ts';

/**
 * The editor's helpers (habilitation `contenus` / `read`, nothing written): the live count of the members criteria
 * select now, and the values it proposes (the contracts' offers, the tenant's features).
 */
export async function audienceCountRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const read = { onRequest: requireHabilitation('contenus', 'read') };

  app.post<{ Body: { criteres: AudienceCriterionDraft[] } }>(
    '/api/admin/audiences/decompte',
    read,
    async (request) => {
      const criteria = checkedCriteria(request.body.criteres, deps.tenant);
      return {
        nombre: await countAudienceMembers(deps.db, criteria, { tenant: deps.tenant, now: deps.clock.now() }),
      };
    },
  );

  app.get('/api/admin/audiences/criteres-disponibles', read, async () => ({
    offres: await listContractOffers(deps.db),
    fonctionnalites: [...rulesContextOf(deps.tenant).fonctionnalites].sort(),
  }));
}
