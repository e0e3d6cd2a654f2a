import type { LoadMemberRequests, MemberRequestSummary, MemberThreadSummary } from '@portail/application';
import type { CatalogueMessage, RequestStatus } from '@portail/domain';
import {
  formatDisplayDate,
  MESSAGE_TOPIC_LABELS,
  requestKindLabel,
  requestStatusLabel,
} from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { LatestLoad } from '../../app/platform/latest-load.ts';

export interface RequestRow {
  readonly id: string;
  readonly reference: string;
  readonly type: string;
  /** dd/MM/yyyy. */
  readonly date: string;
  readonly status: RequestStatus;
  readonly statusLabel: string;
  /** dd/MM/yyyy. */
  readonly expectedAnswer: string;
  readonly late: boolean;
}

export interface ThreadRow {
  readonly id: string;
  readonly topic: string;
  readonly startedOn: string;
  readonly lastMessageOn: string;
  readonly messageCount: number;
}

export function requestRowOf(request: MemberRequestSummary): RequestRow {
  return {
    id: request.id,
    reference: request.reference,
    type: requestKindLabel(request.kind),
    date: formatDisplayDate(request.submittedAt),
    status: request.status,
    statusLabel: requestStatusLabel(request.status),
    expectedAnswer: formatDisplayDate(request.expectedAnswerAt),
    late: request.late,
  };
}

function threadRowOf(thread: MemberThreadSummary): ThreadRow {
  return {
    id: thread.id,
    topic: MESSAGE_TOPIC_LABELS[thread.topic],
    startedOn: formatDisplayDate(thread.createdAt),
    lastMessageOn: formatDisplayDate(thread.lastMessageAt),
    messageCount: thread.messageCount,
  };
}

/** « Mes demandes »: the current contract's requests (latest first) and the member's topic threads. */
export class RequestListViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  rows: readonly RequestRow[] = [];
  threads: readonly ThreadRow[] = [];
  private readonly loads = new LatestLoad();

  constructor(
    private readonly deps: {
      readonly loadRequests: Pick<LoadMemberRequests, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
    },
  ) {
    makeAutoObservable<RequestListViewModel, 'deps' | 'loads'>(this, { deps: false, loads: false });
  }

  /** Requests waiting for the member (« Complément demandé »). */
  get awaitingMember(): number {
    return this.rows.filter((row) => row.status === 'complement-demande').length;
  }

  async load(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    const outcome = await this.deps.loadRequests.execute();
    if (!isLatest()) return;
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.rows = outcome.requests.map(requestRowOf);
      this.threads = outcome.threads.map(threadRowOf);
      this.status = 'loaded';
    });
  }
}
