import { REQUEST_STATUSES, isRequestKind, isRequestLate, isRequestStatus } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { RequestFields } from '../../http/request-fields.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { badQueryField, decodeKeysetCursor, encodeKeysetCursor, pageLimit } from './queue-query.ts';
import type { QueueFilter, QueueRow, QueueSort } from './requests-queue.repository.ts';
import { countRequestsByStatus, findQueuePage } from './requests-queue.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
const SORTS: readonly QueueSort[] = ['recentes', 'anciennes', 'echeance'];

const badField = badQueryField;

function days(query: RequestFields, field: string): number | undefined {
  const value = query.optionalString(field, 4);
  if (value === undefined) return undefined;
  if (!/^[0-9]{1,4}$/.test(value) || Number(value) > 3650) throw badField(field);
  return Number(value);
}

function queueFilter(query: RequestFields, now: Date, me: string): QueueFilter {
  const kind = query.optionalString('type', 40);
  if (kind !== undefined && !isRequestKind(kind)) throw badField('type');
  const status = query.optionalString('statut', 40);
  if (status !== undefined && !isRequestStatus(status)) throw badField('statut');
  const late = query.optionalString('retard', 3);
  if (late !== undefined && late !== 'oui' && late !== 'non') throw badField('retard');
  const assigned = query.optionalString('attribueeA', 100);
  const minDays = days(query, 'ageMinJours');
  const maxDays = days(query, 'ageMaxJours');
  const offer = query.optionalString('offre', 60)?.trim();
  const memberNumber = query.optionalString('numeroAdherent', 20)?.trim();
  return {
    ...(kind === undefined ? {} : { kind }),
    ...(status === undefined ? {} : { status }),
    ...(minDays === undefined ? {} : { submittedUntil: new Date(now.getTime() - minDays * DAY_MS) }),
    ...(maxDays === undefined ? {} : { submittedFrom: new Date(now.getTime() - maxDays * DAY_MS) }),
    ...(late === undefined ? {} : { late: late === 'oui' }),
    ...(assigned === undefined || assigned === ''
      ? {}
      : { assignedTo: assigned === 'personne' ? null : assigned === 'moi' ? me : assigned }),
    ...(offer === undefined || offer === '' ? {} : { offer }),
    ...(memberNumber === undefined || memberNumber === '' ? {} : { memberNumber }),
  };
}

function queueItemWire(row: QueueRow, now: Date) {
  return {
    id: row.id,
    reference: row.reference,
    type: row.kind,
    statut: row.status,
    soumiseLe: row.submittedAt.toISOString(),
    echeance: row.dueAt.toISOString(),
    enRetard: isRequestLate(row.status, row.dueAt, now),
    adherent: { numero: row.memberNumber, nom: row.memberLastName, prenom: row.memberFirstName },
    contrat: { numero: row.contractNumber, offre: row.offer },
    attribueeA:
      row.assignedTo === null
        ? null
        : { id: row.assignedTo.id, identifiant: row.assignedTo.login, nom: row.assignedTo.name },
    version: row.version,
  };
}

/**
 * `GET /api/admin/demandes` (habilitation `demandes` / `read`): the managers' queue in keyset pages, filtered and
 * sorted, with every request's count per status.
 */
export async function requestsQueueRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/api/admin/demandes', { onRequest: requireHabilitation('demandes', 'read') }, async (request) => {
    const { session } = await requireStaff(request);
    const query = new RequestFields(request.query, 'query.');
    const now = deps.clock.now();
    const sortValue = query.optionalString('tri', 20) ?? 'recentes';
    const sort = SORTS.find((candidate) => candidate === sortValue);
    if (sort === undefined) throw badField('tri');
    const filter = queueFilter(query, now, session.accountId);
    const cursor = decodeKeysetCursor(sort, query.optionalString('apres', 200));
    const limit = pageLimit(query.optionalString('limit', 3));
    const [page, counts] = await Promise.all([
      findQueuePage(deps.db, { filter, sort, cursor, limit, now }),
      countRequestsByStatus(deps.db),
    ]);
    const last = page.rows.at(-1);
    return {
      demandes: page.rows.map((row) => queueItemWire(row, now)),
      suivant:
        page.more && last !== undefined
          ? encodeKeysetCursor(sort, sort === 'echeance' ? last.dueAt : last.submittedAt, last.id)
          : null,
      compteurs: REQUEST_STATUSES.map((statut) => ({ statut, nombre: counts.get(statut) ?? 0 })),
    };
  });
}
