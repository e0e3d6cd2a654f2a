import type { Database, Queryable } from '../db/database.ts';
import type { ServerDeps } from '../server-deps.ts';
import { assertOwnUploads, type MessageInput, messageInputOf } from './request-message-input.ts';
import type { RequestMember } from './request-member.ts';
import {
  findThreadMessages,
  insertThreadMessage,
  type NewThreadMessage,
} from './request-threads.repository.ts';
import { messageWire } from './request-wire.ts';

/**
 * The member's message read from the body (`{ data: { texte, pieces } }`: 400 per field, then 400 on `pieces`
 * unless each is their own upload not yet filed), ready for `threadId`.
 */
export async function memberMessageOf(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'random'>,
  member: RequestMember,
  threadId: string,
  body: unknown,
  check: (input: MessageInput) => void = () => undefined,
): Promise<NewThreadMessage> {
  const input = messageInputOf(body);
  check(input);
  await assertOwnUploads(deps.db, member.session.accountId, input.pieces);
  return {
    id: deps.random.uuid(),
    threadId,
    memberId: member.memberId,
    authorKind: 'member',
    authorAccountId: member.session.accountId,
    ...input,
    at: deps.clock.now(),
  };
}

/** One message of a thread as recorded (with its documents); a bug when absent. */
export async function recordedMessage(db: Queryable, threadId: string, id: string) {
  const message = (await findThreadMessages(db, threadId)).find((candidate) => candidate.id === id);
  if (message === undefined) throw new Error('message not recorded');
  return message;
}

/** Writes a message in a thread in its own transaction and answers it (`DemandeMessage`). */
export async function postThreadMessage(db: Database, message: NewThreadMessage) {
  await db.transaction((tx) => insertThreadMessage(tx, message));
  return messageWire(await recordedMessage(db, message.threadId, message.id));
}
