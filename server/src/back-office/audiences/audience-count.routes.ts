import type { AudienceCriterionDraft } from '@portail/domain';
import { isAllowed } from '@portail/domain';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ServerDeps } from '../../server-deps.ts';
import { forbiddenHabilitation, requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { checkedCriteria, rulesContextOf } from './audience-wire.ts';
import { countAudienceMembers, listContractOffers } from './audience-members.queries.ts';

/** The guard of the live count: an editor of audiences (`contenus` / `create` or `update`); 401, 403 otherwise. */
const requireAudienceEditor: onRequestAsyncHookHandler = async (request) => {
  const { habilitations } = await requireStaff(request);
  if (!isAllowed(habilitations, 'contenus', 'create') && !isAllowed(habilitations, 'contenus', 'update'))
    throw forbiddenHabilitation();
};

/**
 * The editor's helpers, nothing written: the live count of the members criteria select now (an editor's: `contenus`
 * create or update), and the values the editor proposes (`contenus` / read: the contracts' offers, the tenant's
 * features).
 */
export async function audienceCountRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const read = { onRequest: requireHabilitation('contenus', 'read') };

  app.post<{ Body: { criteres: AudienceCriterionDraft[] } }>(
    '/api/admin/audiences/decompte',
    { onRequest: requireAudienceEditor },
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
