import type { Audience, AudienceCriterionDraft } from '@portail/domain';
import { describeAudience } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { audienceInUse, audienceNameTaken, audienceNotFound, audienceStale } from './audience-errors.ts';
import { audienceToWire, checkedAudience } from './audience-wire.ts';
import { audienceCountRoutes } from './audience-count.routes.ts';
import {
  audienceNameTaken as nameTaken,
  audienceUsedByContent,
  deleteAudience,
  findAudience,
  insertAudience,
  listAudiences,
  updateAudience,
} from './audiences.repository.ts';

interface AudienceBody {
  nom: string;
  criteres: AudienceCriterionDraft[];
}
type IdParams = { Params: { id: string } };

const PATH = '/api/admin/audiences';

/** A row elsewhere (a notification of « Notifications ») still names the audience: 409 FLOW.AUDIENCE_UTILISEE. */
function refusedWhenReferenced(error: unknown): never {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  throw code === '23503' ? audienceInUse() : error;
}

/** One « Audiences » line of the history: the rule before and after, in French. */
async function record(
  tx: Queryable,
  staff: { accountId: string; userName: string },
  at: Date,
  action: 'create' | 'update' | 'delete',
  change: { id: string; before: Audience | null; after: Audience | null },
): Promise<void> {
  const text = (audience: Audience | null) =>
    audience === null ? null : `${audience.nom} : ${describeAudience(audience.criteres)}`;
  await appendHistory(tx, {
    at,
    staffAccountId: staff.accountId,
    staffLogin: staff.userName,
    area: 'contenus',
    item: `audience/${change.id}`,
    action,
    summary: { before: text(change.before), after: text(change.after) },
  });
}

/**
 * « Audiences » (issue 27 §2, habilitation `contenus`): list, read, create, change (409 when stale), delete (409 when
 * stale or used by a popup), each change in the history; the live count and the editor's choices beside.
 */
export async function audiencesRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await audienceCountRoutes(app, deps);

  app.get(PATH, { onRequest: requireHabilitation('contenus', 'read') }, async () => ({
    audiences: (await listAudiences(deps.db)).map(audienceToWire),
  }));

  app.get<IdParams>(
    `${PATH}/:id`,
    { onRequest: requireHabilitation('contenus', 'read') },
    async (request) => {
      const audience = await findAudience(deps.db, request.params.id);
      if (audience === null) throw audienceNotFound();
      return audienceToWire(audience);
    },
  );

  app.post<{ Body: AudienceBody }>(
    PATH,
    { onRequest: requireHabilitation('contenus', 'create') },
    async (request, reply) => {
      const { session } = await requireStaff(request);
      const wanted = checkedAudience(request.body, deps.tenant);
      const at = deps.clock.now();
      const id = deps.random.uuid();
      const created = await deps.db.transaction(async (tx) => {
        const saved = await insertAudience(tx, id, { ...wanted, at, by: session.userName });
        if (saved === null) throw audienceNameTaken();
        await record(tx, session, at, 'create', { id, before: null, after: saved });
        return saved;
      });
      return reply.code(201).send(audienceToWire(created));
    },
  );

  app.put<IdParams & { Body: AudienceBody & { version: number } }>(
    `${PATH}/:id`,
    { onRequest: requireHabilitation('contenus', 'update') },
    async (request) => {
      const { session } = await requireStaff(request);
      const wanted = checkedAudience(request.body, deps.tenant);
      const at = deps.clock.now();
      const { id } = request.params;
      const saved = await deps.db.transaction(async (tx) => {
        const before = await findAudience(tx, id);
        if (before === null) throw audienceNotFound();
        if (before.version !== request.body.version) throw audienceStale();
        if (await nameTaken(tx, wanted.nom, id)) throw audienceNameTaken();
        const after = await updateAudience(tx, id, request.body.version, {
          ...wanted,
          at,
          by: session.userName,
        });
        if (after === null) throw audienceStale();
        await record(tx, session, at, 'update', { id, before, after });
        return after;
      });
      return audienceToWire(saved);
    },
  );

  app.delete<IdParams & { Querystring: { version: number } }>(
    `${PATH}/:id`,
    { onRequest: requireHabilitation('contenus', 'delete') },
    async (request, reply) => {
      const { session } = await requireStaff(request);
      const { id } = request.params;
      const version = Number(request.query.version);
      const at = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const before = await findAudience(tx, id);
        if (before === null) throw audienceNotFound();
        if (before.version !== version) throw audienceStale();
        if (await audienceUsedByContent(tx, id)) throw audienceInUse();
        if (!(await deleteAudience(tx, id, version).catch(refusedWhenReferenced))) throw audienceStale();
        await record(tx, session, at, 'delete', { id, before, after: null });
      });
      return reply.code(204).send();
    },
  );
}
