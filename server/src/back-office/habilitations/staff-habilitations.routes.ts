import {
  habilitationChanges,
  habilitationKey,
  keepsHabilitationsManagement,
  normalizeHabilitations,
  validateHabilitationMatrix,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { assertValid } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { findHabilitations } from '../staff-habilitations.repository.ts';
import { findStaffAccount, replaceHabilitations } from './staff-accounts.repository.ts';
import { habilitationsStale, staffNotFound, staffSelfLockout } from './staff-errors.ts';
import { habilitationsFromWire, habilitationsWire, staffAccountWire } from './staff-wire.ts';

interface MatrixBody {
  version: number;
  habilitations: unknown[];
}

const validateMatrix = (body: unknown): void => {
  const list =
    typeof body === 'object' && body !== null ? (body as { habilitations?: unknown }).habilitations : [];
  assertValid([['habilitations', validateHabilitationMatrix(habilitationsFromWire(list))]]);
};

/**
 * « Habilitations », one staff member's matrix (area × create/read/update/delete): read (`habilitations`/read,
 * with its version, also as the `ETag`) and replaced (`habilitations`/update) when still at the version the editor
 * read — a stale save answers 409 `FLOW.STAFF_HABILITATIONS_STALE` and writes nothing. The domain refuses a write
 * without « Visualisation »; an administrator cannot withdraw their own right to change habilitations. Each change is
 * appended to the history with what was added and withdrawn.
 */
export async function staffHabilitationsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/api/admin/staff/:id/habilitations',
    { onRequest: requireHabilitation('habilitations', 'read') },
    async (request, reply) => {
      const account = await findStaffAccount(deps.db, request.params.id);
      if (account === null) throw staffNotFound();
      const habilitations = normalizeHabilitations(await findHabilitations(deps.db, account.id));
      return reply.header('ETag', `"${String(account.habilitationsVersion)}"`).send({
        compte: staffAccountWire(account),
        version: account.habilitationsVersion,
        habilitations: habilitationsWire(habilitations),
      });
    },
  );

  app.put<{ Params: { id: string }; Body: MatrixBody }>(
    '/api/admin/staff/:id/habilitations',
    {
      onRequest: requireHabilitation('habilitations', 'update'),
      config: { domainValidation: validateMatrix },
    },
    async (request, reply) => {
      const { session } = await requireStaff(request);
      validateMatrix(request.body);
      const wanted = normalizeHabilitations(habilitationsFromWire(request.body.habilitations));
      const id = request.params.id;
      if (id === session.accountId && !keepsHabilitationsManagement(wanted)) throw staffSelfLockout();
      const saved = await deps.db.transaction(async (tx) => {
        const account = await findStaffAccount(tx, id);
        if (account === null) throw staffNotFound();
        const before = await findHabilitations(tx, id);
        const version = await replaceHabilitations(tx, id, request.body.version, wanted);
        if (version === null) throw habilitationsStale();
        const { added, removed } = habilitationChanges(before, wanted);
        await appendHistory(tx, {
          at: deps.clock.now(),
          staffAccountId: session.accountId,
          staffLogin: session.userName,
          area: 'habilitations',
          item: account.login,
          action: 'habilitations-update',
          summary: {
            avant: normalizeHabilitations(before).map(habilitationKey),
            apres: wanted.map(habilitationKey),
            ajoutees: added,
            retirees: removed,
          },
        });
        return { account, version };
      });
      return reply.header('ETag', `"${String(saved.version)}"`).send({
        compte: staffAccountWire(saved.account),
        version: saved.version,
        habilitations: habilitationsWire(wanted),
      });
    },
  );
}
