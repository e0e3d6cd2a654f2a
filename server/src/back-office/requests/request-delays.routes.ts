import { isRequestKind, requestKindLabel, requestsAdminCatalogue } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import type { RequestTargetDelay, RequestTargetDelays } from './request-delays.repository.ts';
import { findTargetDelays, updateTargetDelays } from './request-delays.repository.ts';
import { requestFieldError, targetDelaysStale } from './requests-admin-errors.ts';

interface DelaysBody {
  version: number;
  delais: { type: string; heures: number }[];
}

function delaysWire(delays: RequestTargetDelays): unknown {
  return {
    version: delays.version,
    delais: delays.delays.flatMap((delay) =>
      isRequestKind(delay.type)
        ? [{ type: delay.type, libelle: requestKindLabel(delay.type), heures: delay.hours }]
        : [],
    ),
  };
}

const hoursOf = (delays: readonly RequestTargetDelay[]): Record<string, number> =>
  Object.fromEntries(delays.map((delay) => [delay.type, delay.hours]));

/**
 * « Référentiels », the target delay of each request type: read (`referentiels`/read, version also as `ETag`) and
 * changed (`referentiels`/update) when still at the version read — 409 `FLOW.DEMANDE_DELAIS_PERIMES` otherwise.
 * Each change is appended to the history with the delays before and after.
 */
export async function requestDelaysRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const path = '/api/admin/referentiels/delais-demandes';
  app.get(path, { onRequest: requireHabilitation('referentiels', 'read') }, async (_request, reply) => {
    const delays = await findTargetDelays(deps.db);
    return reply.header('ETag', `"${String(delays.version)}"`).send(delaysWire(delays));
  });

  app.put<{ Body: DelaysBody }>(
    path,
    { onRequest: requireHabilitation('referentiels', 'update') },
    async (request, reply) => {
      const { session } = await requireStaff(request);
      const wanted = request.body.delais.map((d) => ({ type: d.type, hours: d.heures }));
      const types = new Set(wanted.map((d) => d.type));
      if (types.size !== wanted.length)
        throw requestFieldError('delais', requestsAdminCatalogue.delayTypeTwice);
      const at = deps.clock.now();
      const saved = await deps.db.transaction(async (tx) => {
        const before = await findTargetDelays(tx);
        const version = await updateTargetDelays(tx, request.body.version, wanted, {
          at,
          login: session.userName,
        });
        if (version === null) throw targetDelaysStale();
        const after = await findTargetDelays(tx);
        await appendHistory(tx, {
          at,
          staffAccountId: session.accountId,
          staffLogin: session.userName,
          area: 'referentiels',
          item: 'delais-demandes',
          action: 'delais-demandes-update',
          summary: { avant: hoursOf(before.delays), apres: hoursOf(after.delays) },
        });
        return after;
      });
      return reply.header('ETag', `"${String(saved.version)}"`).send(delaysWire(saved));
    },
  );
}
