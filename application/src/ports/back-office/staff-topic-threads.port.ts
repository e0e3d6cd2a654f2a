import type { MessageTopic } from '@portail/domain';
import type { PortResult } from '../port-error.ts';
import type { StaffRequestMessage } from './staff-requests.port.ts';

/** The filters of « Messages » in « Demandes » (each optional; all given ones apply) and its order. */
export interface StaffTopicThreadFilter {
  readonly topic?: MessageTopic;
  /** true: closed ones only; false: open ones only. */
  readonly closed?: boolean;
  /** true: open and the member wrote last; false: the others. */
  readonly awaitingAnswer?: boolean;
  /** The member number, exact. */
  readonly memberNumber?: string;
  /** Latest message first, or the longest waiting first. */
  readonly sort: 'recentes' | 'anciennes';
}

/** A thread a member started on a topic (« Contrat », « Remboursements », « Cotisations », « Autre »). */
export interface StaffTopicThread {
  readonly id: string;
  readonly topic: MessageTopic;
  readonly topicLabel: string;
  readonly memberNumber: string;
  /** « Prénom Nom ». */
  readonly memberName: string;
  readonly contractNumber: string;
  readonly startedAt: Date;
  readonly lastMessageAt: Date;
  /** Open and the member wrote last. */
  readonly awaitingAnswer: boolean;
  readonly messageCount: number;
  /** When a manager closed it, null while open (a member's new message reopens it). */
  readonly closedAt: Date | null;
  /** Sent back with the answer and the closing (409 when it changed meanwhile). */
  readonly version: number;
}

export interface StaffTopicThreadPage {
  readonly items: readonly StaffTopicThread[];
  readonly next: string | null;
}

export type StaffTopicThreadActionKind = 'answer' | 'close';

/** A thread as its page shows it: the conversation and what the viewer may do now. */
export interface StaffTopicThreadDetail extends StaffTopicThread {
  readonly messages: readonly StaffRequestMessage[];
  readonly allowedActions: readonly StaffTopicThreadActionKind[];
}

/** What a manager does to a thread (`demandes` / update). */
export type StaffTopicThreadAction =
  { readonly kind: 'answer'; readonly text: string } | { readonly kind: 'close' };

/** « Demandes » › « Messages » of the back office (openapi `/api/admin/discussions…`, Pact back-office-api). */
export interface StaffTopicThreadsPort {
  list(filter: StaffTopicThreadFilter, cursor: string | null): PortResult<StaffTopicThreadPage>;
  get(id: string): PortResult<StaffTopicThreadDetail>;
  /** Runs `action` on the thread seen at `version`; answers the thread as it now is. */
  act(id: string, version: number, action: StaffTopicThreadAction): PortResult<StaffTopicThreadDetail>;
}
