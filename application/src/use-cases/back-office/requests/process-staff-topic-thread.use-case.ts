import type { CatalogueMessage, ValidationIssue } from '@portail/domain';
import { backOfficeRequestsCatalogue, catalogueMessage, requestsAdminCatalogue } from '@portail/domain';
import type {
  StaffTopicThreadAction,
  StaffTopicThreadDetail,
  StaffTopicThreadsPort,
} from '../../../ports/back-office/staff-topic-threads.port.ts';
import { staffFailure } from '../../staff-failure.ts';

export type StaffTopicThreadOutcome =
  | { readonly kind: 'done'; readonly thread: StaffTopicThreadDetail; readonly message: CatalogueMessage }
  /** An empty answer: nothing was sent. */
  | { readonly kind: 'invalid'; readonly issue: ValidationIssue }
  /** 409: the member wrote meanwhile, or it was closed; `current` the thread as it now is (null when unread). */
  | {
      readonly kind: 'stale';
      readonly message: CatalogueMessage;
      readonly current: StaffTopicThreadDetail | null;
    }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

/**
 * A manager answers or closes a member's topic thread on the version the page shows: the answer's text is required
 * (trimmed), and a 409 gives back the thread as it now is (the member's new message shown before answering again).
 */
export class ProcessStaffTopicThread {
  constructor(private readonly threads: Pick<StaffTopicThreadsPort, 'act' | 'get'>) {}

  async execute(
    thread: Pick<StaffTopicThreadDetail, 'id' | 'version'>,
    action: StaffTopicThreadAction,
  ): Promise<StaffTopicThreadOutcome> {
    const sent: StaffTopicThreadAction =
      action.kind === 'answer' ? { kind: 'answer', text: action.text.trim() } : action;
    if (sent.kind === 'answer' && sent.text === '') {
      const entry = requestsAdminCatalogue.messageRequired;
      return { kind: 'invalid', issue: { code: entry.code, message: entry.template } };
    }
    const result = await this.threads.act(thread.id, thread.version, sent);
    if (result.ok)
      return {
        kind: 'done',
        thread: result.value,
        message: catalogueMessage(
          sent.kind === 'answer'
            ? backOfficeRequestsCatalogue.threadAnswered
            : backOfficeRequestsCatalogue.threadClosed,
        ),
      };
    if (result.error.status !== 409) return { kind: 'failed', message: staffFailure(result.error) };
    const current = await this.threads.get(thread.id);
    return {
      kind: 'stale',
      message:
        result.error.server?.message === undefined
          ? catalogueMessage(requestsAdminCatalogue.threadVersionConflict)
          : staffFailure(result.error),
      current: current.ok ? current.value : null,
    };
  }
}
