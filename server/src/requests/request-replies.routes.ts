import { requestsCatalogue } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { ServerDeps } from '../server-deps.ts';
import { findAttachmentContent } from './request-attachments.repository.ts';
import { updateRequestStatus } from './request-changes.repository.ts';
import { loadRequestDetail, sendAttachment } from './request-detail.ts';
import { memberMessageOf, postThreadMessage } from './member-message.ts';
import { requestMember } from './request-member.ts';
import { findRequestThread, insertThreadMessage } from './request-threads.repository.ts';
import { findMemberRequest } from './requests.repository.ts';

const conflict = (entry: { code: string; template: string }) =>
  new HttpError(409, { code: entry.code, message: entry.template });

/**
 * The member's side of a request's thread: answering « Complément demandé » (back to « En cours de traitement »),
 * writing a message, reading a document of the request. Ownership first (404), then the body (400), then the
 * request's state (409).
 */
export async function requestReplyRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;

  async function ownRequest(request: Parameters<typeof requestMember>[0], id: string) {
    const member = await requestMember(request, db);
    const found = await findMemberRequest(db, member.memberId, id);
    if (found === null) throw new HttpError(404);
    const thread = await findRequestThread(db, found.id);
    if (thread === null) throw new Error(`request ${found.id} has no thread`);
    return { member, found, thread };
  }

  app.post<{ Params: { id: string } }>('/api/adherent/demandes/:id/complement', async (request) => {
    const { member, found, thread } = await ownRequest(request, request.params.id);
    const message = await memberMessageOf(deps, member, thread.id, request.body, () => {
      if (found.status !== 'complement-demande') throw conflict(requestsCatalogue.notAwaitingComplement);
    });
    await db.transaction(async (tx) => {
      await insertThreadMessage(tx, message);
      const version = await updateRequestStatus(tx, {
        requestId: found.id,
        expectedVersion: found.version,
        from: 'complement-demande',
        to: 'en-cours',
        at: message.at,
        actorKind: 'member',
        actorAccountId: member.session.accountId,
        note: null,
      });
      if (version === null) throw conflict(requestsCatalogue.notAwaitingComplement);
    });
    const updated = await findMemberRequest(db, member.memberId, found.id);
    if (updated === null) throw new HttpError(404);
    return loadRequestDetail(db, updated, clock.now());
  });

  app.post<{ Params: { id: string } }>('/api/adherent/demandes/:id/messages', async (request) => {
    const { member, found, thread } = await ownRequest(request, request.params.id);
    const message = await memberMessageOf(deps, member, thread.id, request.body, () => {
      if (found.status === 'cloturee') throw conflict(requestsCatalogue.closed);
    });
    return postThreadMessage(db, message);
  });

  app.get<{ Params: { id: string; fichier: string } }>(
    '/api/adherent/demandes/:id/pieces/:fichier',
    async (request, reply) => {
      const { found } = await ownRequest(request, request.params.id);
      const file = await findAttachmentContent(db, {
        requestId: found.id,
        threadId: null,
        remoteFileName: request.params.fichier,
      });
      if (file === null) throw new HttpError(404);
      return sendAttachment(reply, file);
    },
  );
}
