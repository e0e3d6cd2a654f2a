import { MESSAGE_TOPIC_LABELS, MESSAGE_TOPICS, validateTopicThread } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { HttpError, validationError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import type { ServerDeps } from '../server-deps.ts';
import { findAttachmentContent } from './request-attachments.repository.ts';
import { sendAttachment } from './request-detail.ts';
import { memberMessageOf, postThreadMessage } from './member-message.ts';
import { requestMember } from './request-member.ts';
import {
  findMemberTopicThread,
  findThreadMessages,
  insertThread,
  insertThreadMessage,
  listContractTopicThreads,
  type ThreadRecord,
} from './request-threads.repository.ts';
import { messageWire } from './request-wire.ts';

/** `DemandeDiscussion`. */
function threadWire(thread: ThreadRecord) {
  const sujet = thread.topic ?? 'autre';
  return {
    id: thread.id,
    sujet,
    libelleSujet: MESSAGE_TOPIC_LABELS[sujet],
    dateCreation: thread.createdAt.toISOString(),
    dateDernierMessage: thread.lastMessageAt.toISOString(),
    nombreMessages: thread.messageCount,
  };
}

async function threadDetail(db: Queryable, memberId: string, id: string) {
  const thread = await findMemberTopicThread(db, memberId, id);
  if (thread === null) throw new HttpError(404);
  return { ...threadWire(thread), messages: (await findThreadMessages(db, thread.id)).map(messageWire) };
}

/**
 * « Messages »: the threads a member starts on a topic (« Contrat », « Remboursements », « Cotisations »,
 * « Autre ») for the current contract, answered by the insurer. A thread of another member answers 404.
 */
export async function topicThreadRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, random } = deps;

  app.get('/api/adherent/messages', async (request) => {
    const member = await requestMember(request, db);
    return (await listContractTopicThreads(db, member.contract)).map(threadWire);
  });

  app.post('/api/adherent/messages/form', async (request) => {
    const member = await requestMember(request, db);
    const data = new RequestFields(request.body).record('data').raw();
    const issues = Object.entries(validateTopicThread(data['sujet'], data['texte'], data['pieces']));
    if (issues.some(([, list]) => list.length > 0)) {
      throw validationError(issues.filter(([, list]) => list.length > 0));
    }
    const id = random.uuid();
    const message = await memberMessageOf(deps, member, id, request.body);
    const topic = MESSAGE_TOPICS.find((candidate) => candidate === data['sujet']) ?? 'autre';
    await db.transaction(async (tx) => {
      await insertThread(tx, {
        id,
        memberId: member.memberId,
        contract: member.contract,
        requestId: null,
        topic,
        createdAt: message.at,
      });
      await insertThreadMessage(tx, message);
    });
    return threadDetail(db, member.memberId, id);
  });

  app.get<{ Params: { id: string } }>('/api/adherent/messages/:id', async (request) => {
    const member = await requestMember(request, db);
    return threadDetail(db, member.memberId, request.params.id);
  });

  app.post<{ Params: { id: string } }>('/api/adherent/messages/:id/messages', async (request) => {
    const member = await requestMember(request, db);
    const thread = await findMemberTopicThread(db, member.memberId, request.params.id);
    if (thread === null) throw new HttpError(404);
    return postThreadMessage(db, await memberMessageOf(deps, member, thread.id, request.body));
  });

  app.get<{ Params: { id: string; fichier: string } }>(
    '/api/adherent/messages/:id/pieces/:fichier',
    async (request, reply) => {
      const member = await requestMember(request, db);
      const thread = await findMemberTopicThread(db, member.memberId, request.params.id);
      if (thread === null) throw new HttpError(404);
      const file = await findAttachmentContent(db, {
        requestId: null,
        threadId: thread.id,
        remoteFileName: request.params.fichier,
      });
      if (file === null) throw new HttpError(404);
      return sendAttachment(reply, file);
    },
  );
}
