import type {
  StaffRequestAgent,
  StaffRequestQueueFilter,
  StaffRequestsPort,
  StaffRequestSummary,
} from '@portail/application';
import { ok } from '@portail/application';
import type { StaffRequestStatus } from '@portail/domain';
import { STAFF_REQUEST_STATUSES, STAFF_REQUEST_STATUS_LABELS } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { KeysetListViewModel } from '../widgets/keyset-list/keyset-list.view-model.ts';
import type { Choice } from './request-queue-filters.view-model.ts';
import { RequestQueueFiltersViewModel } from './request-queue-filters.view-model.ts';

export interface RequestQueueDeps {
  readonly requests: Pick<StaffRequestsPort, 'queue'>;
  readonly announce: (message: string) => void;
}

export interface StatusCount {
  readonly status: StaffRequestStatus;
  readonly label: string;
  readonly count: number;
}

/**
 * « Demandes »: the managers' queue — filters, order, keyset pages (« Demandes suivantes »), the count of every
 * request per status (a count applies its status as the filter).
 */
export class RequestQueueViewModel {
  readonly filters = new RequestQueueFiltersViewModel();
  readonly list: KeysetListViewModel<StaffRequestSummary, StaffRequestQueueFilter>;
  counts: Readonly<Record<StaffRequestStatus, number>> | null = null;
  /** Staff members seen in the list, offered by « Attribuée à ». */
  agents: ReadonlyMap<string, StaffRequestAgent> = new Map();

  constructor(deps: RequestQueueDeps) {
    this.list = new KeysetListViewModel(
      async (filter, cursor) => {
        const result = await deps.requests.queue(filter, cursor);
        if (!result.ok) return result;
        runInAction(() => {
          this.counts = result.value.counts;
          const agents = new Map(this.agents);
          for (const item of result.value.items)
            if (item.assignedTo !== null) agents.set(item.assignedTo.id, item.assignedTo);
          this.agents = agents;
        });
        return ok({ items: result.value.items, next: result.value.next });
      },
      this.filters.filter,
      deps.announce,
    );
    makeAutoObservable<RequestQueueViewModel>(
      this,
      { filters: false, list: false, counts: observableRef, agents: observableRef },
      { autoBind: true },
    );
  }

  /** The first page of the current filters (the queue opened, or back from a request). */
  start(): Promise<void> {
    return this.list.show(this.filters.filter);
  }

  /** « Filtrer ». */
  apply(): Promise<void> {
    return this.list.show(this.filters.filter);
  }

  /** « Effacer les filtres ». */
  clear(): Promise<void> {
    this.filters.clear();
    return this.list.show(this.filters.filter);
  }

  /** A count pressed: that status only (the other filters kept). */
  showStatus(status: StaffRequestStatus): Promise<void> {
    this.filters.setStatus(status);
    return this.list.show(this.filters.filter);
  }

  get statusCounts(): readonly StatusCount[] {
    const counts = this.counts;
    if (counts === null) return [];
    return STAFF_REQUEST_STATUSES.map((status) => ({
      status,
      label: STAFF_REQUEST_STATUS_LABELS[status],
      count: counts[status],
    }));
  }

  /** « Attribuée à »: anyone, me, nobody, then the staff members seen, by name. */
  get assigneeChoices(): readonly Choice<string>[] {
    const seen = [...this.agents.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    return [
      { value: '', label: 'Tout le monde' },
      { value: 'moi', label: 'Moi' },
      { value: 'personne', label: 'Personne (à prendre en charge)' },
      ...seen.map((agent) => ({ value: agent.id, label: `${agent.name} (${agent.login})` })),
    ];
  }
}
