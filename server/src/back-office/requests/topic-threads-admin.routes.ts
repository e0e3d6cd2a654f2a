import type { Habilitation } from '@portail/domain';
import {
  MESSAGE_TOPIC_LABELS,
  MESSAGE_TOPICS,
  REQUEST_MESSAGE_MAX_CHARS,
  isAllowed,
  requestsAdminCatalogue,
} from '@portail/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { RequestFields } from '../../http/request-fields.ts';
import { insertThreadMessage } from '../../requests/public.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { versionRead } from './action-version.ts';
import { badQueryField, decodeKeysetCursor, encodeKeysetCursor, pageLimit } from './queue-query.ts';
import { sendViewerFile } from './viewer-file.ts';
import type { StaffActor } from './request-actions.repository.ts';
import { notifyThreadChange } from './request-notifications.ts';
import { requestFieldError } from './requests-admin-errors.ts';
import { findStaffAttachments, findStaffFile, findStaffMessages } from './staff-thread.repository.ts';
import type { StaffThread, StaffThreadFilter } from './topic-threads-admin.repository.ts';
import { closeStaffThread, findStaffThread, findStaffThreadPage } from './topic-threads-admin.repository.ts';

const conflict = (entry: { code: string; template: string }) =>
  new HttpError(409, { code: entry.code, message: entry.template });

/** `DemandeAdminDiscussion`. */
function threadWire(thread: StaffThread) {
  return {
    id: thread.id,
    sujet: thread.topic,
    libelleSujet: MESSAGE_TOPIC_LABELS[thread.topic],
    adherent: thread.member,
    contrat: thread.contract,
    creeeLe: thread.createdAt.toISOString(),
    dernierMessageLe: thread.lastMessageAt.toISOString(),
    enAttenteDeReponse: thread.closedAt === null && thread.lastAuthor === 'member',
    nombreMessages: thread.messageCount,
    clotureeLe: thread.closedAt?.toISOString() ?? null,
    version: thread.version,
  };
}

/** `DemandeAdminDiscussionDetail`: the thread, its messages with their documents, what the viewer may do. */
async function threadDetail(deps: ServerDeps, thread: StaffThread, habilitations: readonly Habilitation[]) {
  const scope = { threadId: thread.id };
  const [messages, pieces] = await Promise.all([
    findStaffMessages(deps.db, scope),
    findStaffAttachments(deps.db, scope),
  ]);
  const canUpdate = isAllowed(habilitations, 'demandes', 'update') && thread.closedAt === null;
  const base = `/api/admin/discussions/${encodeURIComponent(thread.id)}/pieces/`;
  return {
    ...threadWire(thread),
    messages: messages.map((message) => ({
      id: message.id,
      date: message.at.toISOString(),
      auteur: message.byStaff ? 'gestionnaire' : 'adherent',
      nomAuteur: message.authorName,
      texte: message.text,
      pieces: pieces
        .filter((piece) => piece.messageId === message.id)
        .map((piece) => ({
          id: piece.id,
          nom: piece.name,
          typeMime: piece.mimeType,
          taille: piece.size,
          ajouteeLe: piece.addedAt.toISOString(),
          origine: piece.byStaff ? 'gestionnaire' : 'adherent',
          url: `${base}${encodeURIComponent(piece.id)}/visionneuse`,
        })),
    })),
    actions: canUpdate ? ['repondre', 'cloturer'] : [],
  };
}

function threadFilter(query: RequestFields): StaffThreadFilter {
  const topic = query.optionalString('sujet', 20);
  const found = MESSAGE_TOPICS.find((candidate) => candidate === topic);
  if (topic !== undefined && found === undefined) throw badQueryField('sujet');
  const status = query.optionalString('statut', 10);
  if (status !== undefined && status !== 'ouverte' && status !== 'cloturee') throw badQueryField('statut');
  const waiting = query.optionalString('enAttente', 3);
  if (waiting !== undefined && waiting !== 'oui' && waiting !== 'non') throw badQueryField('enAttente');
  const memberNumber = query.optionalString('numeroAdherent', 20)?.trim();
  return {
    ...(found === undefined ? {} : { topic: found }),
    ...(status === undefined ? {} : { closed: status === 'cloturee' }),
    ...(waiting === undefined ? {} : { awaitingAnswer: waiting === 'oui' }),
    ...(memberNumber === undefined || memberNumber === '' ? {} : { memberNumber }),
  };
}

/**
 * « Demandes » › « Messages »: the threads members start on a topic, read (`demandes` / `read`), answered and closed
 * (`demandes` / `update`) by the managers under `/api/admin/discussions…`. Each action in one transaction on the
 * thread's locked row, optimistic on its version (a member's new message makes a read version stale), appended to the
 * history and notified to the member (`notifyMember`: idempotent, a mail only with « Zéro papier »).
 */
export async function topicThreadsAdminRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const read = { onRequest: requireHabilitation('demandes', 'read') };
  const update = { onRequest: requireHabilitation('demandes', 'update') };

  app.get('/api/admin/discussions', read, async (request) => {
    await requireStaff(request);
    const query = new RequestFields(request.query, 'query.');
    const sortValue = query.optionalString('tri', 20) ?? 'recentes';
    if (sortValue !== 'recentes' && sortValue !== 'anciennes') throw badQueryField('tri');
    const filter = threadFilter(query);
    const cursor = decodeKeysetCursor(sortValue, query.optionalString('apres', 200));
    const limit = pageLimit(query.optionalString('limit', 3));
    const page = await findStaffThreadPage(deps.db, { filter, sort: sortValue, cursor, limit });
    const last = page.rows.at(-1);
    return {
      discussions: page.rows.map(threadWire),
      suivant:
        page.more && last !== undefined ? encodeKeysetCursor(sortValue, last.lastMessageAt, last.id) : null,
    };
  });

  app.get<{ Params: { id: string } }>('/api/admin/discussions/:id', read, async (request, reply) => {
    const staff = await requireStaff(request);
    const thread = await findStaffThread(deps.db, request.params.id);
    if (thread === null) throw new HttpError(404);
    const body = await threadDetail(deps, thread, staff.habilitations);
    return reply.header('ETag', `"${String(thread.version)}"`).send(body);
  });

  app.get<{ Params: { id: string; pieceId: string } }>(
    '/api/admin/discussions/:id/pieces/:pieceId/visionneuse',
    read,
    async (request, reply) => {
      const file = await findStaffFile(deps.db, { threadId: request.params.id }, request.params.pieceId);
      if (file === null) throw new HttpError(404);
      return sendViewerFile(reply, file);
    },
  );

  /**
   * Runs a staff action on the thread locked at the version read (404, then 409 when closed or stale), with its
   * history line; answers the thread as it now is (and its version as `ETag`).
   */
  async function act(
    request: FastifyRequest<{ Params: { id: string }; Body: { version?: number } }>,
    reply: FastifyReply,
    history: { readonly action: string; readonly summary: Readonly<Record<string, unknown>> },
    change: (tx: Queryable, thread: StaffThread, actor: StaffActor) => Promise<void>,
  ) {
    const staff = await requireStaff(request);
    const version = versionRead(request);
    const actor: StaffActor = { accountId: staff.session.accountId, at: deps.clock.now() };
    const check = (thread: StaffThread | null): StaffThread => {
      if (thread === null) throw new HttpError(404);
      if (thread.closedAt !== null) throw conflict(requestsAdminCatalogue.threadClosed);
      if (thread.version !== version) throw conflict(requestsAdminCatalogue.threadVersionConflict);
      return thread;
    };
    check(await findStaffThread(deps.db, request.params.id));
    await deps.db.transaction(async (tx) => {
      const thread = check(await findStaffThread(tx, request.params.id, { lock: true }));
      await change(tx, thread, actor);
      await appendHistory(tx, {
        at: actor.at,
        staffAccountId: actor.accountId,
        staffLogin: staff.session.userName,
        area: 'demandes',
        item: `discussion ${thread.id}`,
        action: history.action,
        summary: { sujet: thread.topic, adherent: thread.member.numero, ...history.summary },
      });
    });
    const after = await findStaffThread(deps.db, request.params.id);
    if (after === null) throw new HttpError(404);
    const body = await threadDetail(deps, after, staff.habilitations);
    return reply.header('ETag', `"${String(after.version)}"`).send(body);
  }

  app.post<{ Params: { id: string }; Body: { version?: number; texte?: string } }>(
    '/api/admin/discussions/:id/reponse',
    update,
    async (request, reply) => {
      const text = (request.body.texte ?? '').trim();
      if (text === '' || text.length > REQUEST_MESSAGE_MAX_CHARS)
        throw requestFieldError('texte', requestsAdminCatalogue.messageRequired);
      const messageId = deps.random.uuid();
      return act(
        request,
        reply,
        { action: 'discussion-reponse', summary: { caracteres: text.length } },
        async (tx, thread, actor) => {
          await insertThreadMessage(tx, {
            id: messageId,
            threadId: thread.id,
            memberId: thread.memberId,
            authorKind: 'staff',
            authorAccountId: actor.accountId,
            texte: text,
            pieces: [],
            at: actor.at,
          });
          await notifyThreadChange(deps, tx, thread, { kind: 'answer', messageId, text });
        },
      );
    },
  );

  app.post<{ Params: { id: string }; Body: { version?: number } }>(
    '/api/admin/discussions/:id/cloture',
    update,
    async (request, reply) =>
      act(request, reply, { action: 'discussion-cloture', summary: {} }, async (tx, thread, actor) => {
        const version = await closeStaffThread(tx, thread, actor);
        await notifyThreadChange(deps, tx, thread, { kind: 'closing', version });
      }),
  );
}
