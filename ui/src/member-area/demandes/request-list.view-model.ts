import type { LoadMemberRequests, MemberRequestStatus, MemberRequestSummary } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { formatDisplayDate } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { LatestLoad } from '../../app/platform/latest-load.ts';
import { REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS, THREAD_TOPIC_LABELS } from './request-labels.ts';

export interface RequestRow {
  readonly id: string;
  readonly reference: string;
  /** « Demande de prise en charge hospitalière », « Message — Cotisations »… */
  readonly type: string;
  /** dd/MM/yyyy. */
  readonly date: string;
  readonly status: MemberRequestStatus;
  readonly statusLabel: string;
  /** dd/MM/yyyy, '' once answered. */
  readonly expectedAnswer: string;
}

export function requestTypeLabel(request: Pick<MemberRequestSummary, 'kind' | 'topic'>): string {
  const kind = REQUEST_KIND_LABELS[request.kind];
  return request.topic === undefined ? kind : `${kind} — ${THREAD_TOPIC_LABELS[request.topic]}`;
}

export function requestRowOf(request: MemberRequestSummary): RequestRow {
  return {
    id: request.id,
    reference: request.reference,
    type: requestTypeLabel(request),
    date: formatDisplayDate(request.submittedAt),
    status: request.status,
    statusLabel: REQUEST_STATUS_LABELS[request.status],
    expectedAnswer: formatDisplayDate(request.expectedAnswerAt),
  };
}

/** « Mes demandes »: the current contract's requests, the latest first; loaded again at each contract switch. */
export class RequestListViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  rows: readonly RequestRow[] = [];
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
      this.status = 'loaded';
    });
  }
}
