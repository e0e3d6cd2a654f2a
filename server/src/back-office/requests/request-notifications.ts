import type { MessageTopic, RequestKind, RequestStatus } from '@portail/domain';
import { MESSAGE_TOPIC_LABELS, requestKindLabel, requestStatusLabel } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import { notifyMember } from '../../notifications/public.ts';
import type { ServerDeps } from '../../server-deps.ts';

/** The request a notification is about. */
export interface NotifiedRequest {
  readonly id: string;
  readonly reference: string;
  readonly kind: RequestKind;
  readonly memberId: string;
}

/** A notification's text is at most 2,000 characters. */
const clip = (text: string): string => (text.length > 2000 ? `${text.slice(0, 1999)}…` : text);

const link = (request: NotifiedRequest): string => `#/espace/demandes/${encodeURIComponent(request.id)}`;

/**
 * Tells the member their request changed status: a notification and, with « Zéro papier », a mail (template
 * `notification-demande-statut`), in the caller's transaction; `eventId` makes it idempotent.
 */
export async function notifyStatusChange(
  deps: ServerDeps,
  tx: Queryable,
  request: NotifiedRequest,
  change: { readonly status: RequestStatus; readonly eventId: string; readonly text: string | null },
): Promise<void> {
  await notifyMember(
    deps,
    {
      memberId: request.memberId,
      kind: 'demande-statut',
      title: `${requestKindLabel(request.kind)} ${request.reference} : ${requestStatusLabel(change.status)}`,
      text: change.text === null ? null : clip(change.text),
      link: link(request),
      source: { kind: 'demande-statut', id: `${request.id}:${change.eventId}` },
    },
    tx,
  );
}

/**
 * Tells the member a manager wrote in the request's thread; `mail: false` when a status notification of the same
 * action already mails them (one mail per action).
 */
export async function notifyStaffMessage(
  deps: ServerDeps,
  tx: Queryable,
  request: NotifiedRequest,
  message: { readonly id: string; readonly text: string; readonly mail: boolean },
): Promise<void> {
  await notifyMember(
    deps,
    {
      memberId: request.memberId,
      kind: 'demande-message',
      title: `Nouveau message au sujet de votre demande ${request.reference}`,
      text: clip(message.text),
      link: link(request),
      source: { kind: 'demande-message', id: message.id },
      mail: message.mail ? 'auto' : 'none',
    },
    tx,
  );
}

/** The topic thread a notification is about. */
export interface NotifiedThread {
  readonly id: string;
  readonly topic: MessageTopic;
  readonly memberId: string;
}

const threadLink = (thread: NotifiedThread): string =>
  `#/espace/demandes/messages/${encodeURIComponent(thread.id)}`;

/**
 * Tells the member a manager answered their message on a topic (or closed it: `closing`, the thread's new version):
 * a notification and, with « Zéro papier », a mail; the message id (or the closing's version) makes it idempotent.
 */
export async function notifyThreadChange(
  deps: ServerDeps,
  tx: Queryable,
  thread: NotifiedThread,
  change:
    | { readonly kind: 'answer'; readonly messageId: string; readonly text: string }
    | { readonly kind: 'closing'; readonly version: number },
): Promise<void> {
  const topic = MESSAGE_TOPIC_LABELS[thread.topic];
  await notifyMember(
    deps,
    change.kind === 'answer'
      ? {
          memberId: thread.memberId,
          kind: 'demande-message',
          title: `Réponse à votre message « ${topic} »`,
          text: clip(change.text),
          link: threadLink(thread),
          source: { kind: 'discussion-message', id: change.messageId },
        }
      : {
          memberId: thread.memberId,
          kind: 'demande-statut',
          title: `Votre message « ${topic} » est clôturé`,
          text: 'Vous pouvez y écrire de nouveau : il sera rouvert.',
          link: threadLink(thread),
          source: { kind: 'discussion-cloture', id: `${thread.id}:${String(change.version)}` },
        },
    tx,
  );
}
