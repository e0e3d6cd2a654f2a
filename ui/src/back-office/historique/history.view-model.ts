import type { AdminHistoryEntry, AdminHistoryFilter, AdminHistoryPort } from '@portail/application';
import { ok } from '@portail/application';
import { makeAutoObservable } from 'mobx';
import { KeysetListViewModel } from '../widgets/keyset-list/keyset-list.view-model.ts';
import { HistoryFiltersViewModel } from './history-filters.view-model.ts';

export interface HistoryDeps {
  readonly history: Pick<AdminHistoryPort, 'page' | 'exportUrl'>;
  readonly announce: (message: string) => void;
  readonly today: () => Date;
}

/**
 * « Historique »: the staff actions newest first, filtered (staff member, area, item, period), in pages
 * (« Entrées plus anciennes »), and the CSV export of the filter shown.
 */
export class HistoryViewModel {
  readonly filters: HistoryFiltersViewModel;
  readonly list: KeysetListViewModel<AdminHistoryEntry, AdminHistoryFilter>;
  /** Set when « Filtrer » was pressed with a wrong period: the form shows its errors. */
  submitted = false;

  constructor(private readonly deps: HistoryDeps) {
    this.filters = new HistoryFiltersViewModel(deps.today);
    this.list = new KeysetListViewModel(
      async (filter, cursor) => {
        const result = await deps.history.page(filter, cursor);
        return result.ok ? ok({ items: result.value.entries, next: result.value.next }) : result;
      },
      {},
      deps.announce,
    );
    makeAutoObservable<HistoryViewModel, 'deps'>(
      this,
      { deps: false, filters: false, list: false },
      { autoBind: true },
    );
  }

  /** The first page without filter. */
  start(): Promise<void> {
    return this.list.show({});
  }

  /** « Filtrer »: the first page of the typed filters, when the period is right. */
  async apply(): Promise<void> {
    this.submitted = true;
    if (!this.filters.valid) return;
    this.submitted = false;
    await this.list.show(this.filters.filter);
  }

  /** « Effacer les filtres ». */
  async clear(): Promise<void> {
    this.filters.clear();
    this.submitted = false;
    await this.list.show({});
  }

  /** The CSV of the filter shown (not of a filter typed but not applied). */
  get exportUrl(): string {
    return this.deps.history.exportUrl(this.list.filter);
  }
}
