import type { PortResult } from '@portail/application';
import { makeAutoObservable, runInAction } from 'mobx';

/** One page of a keyset-paginated list: its items and the cursor of the next page (null: the last one). */
export interface KeysetPage<T> {
  readonly items: readonly T[];
  readonly next: string | null;
}

/** Reads the page of `filter` after `cursor` (the first page when null). */
export type KeysetPageLoader<T, F> = (filter: F, cursor: string | null) => PortResult<KeysetPage<T>>;

export type KeysetListStatus = 'idle' | 'loading' | 'loading-more' | 'ready' | 'failed';

/**
 * The back office's paginated, filterable list: `show(filter)` reads the first page of a filter, `loadMore()`
 * appends the next (« Entrées plus anciennes »…). An answer that arrives after a newer request is dropped, so a
 * quick change of filter never shows the older filter's rows. `announce` tells a screen reader what was loaded.
 */
export class KeysetListViewModel<T, F> {
  items: readonly T[] = [];
  next: string | null = null;
  status: KeysetListStatus = 'idle';
  error = '';
  filter: F;
  #request = 0;

  constructor(
    private readonly load: KeysetPageLoader<T, F>,
    initial: F,
    private readonly announce: (message: string) => void = () => undefined,
  ) {
    this.filter = initial;
    makeAutoObservable<KeysetListViewModel<T, F>, 'load' | 'announce'>(
      this,
      { load: false, announce: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.next !== null;
  }

  get busy(): boolean {
    return this.status === 'loading' || this.status === 'loading-more';
  }

  /** Reads the first page of `filter` (the current one again when omitted). */
  async show(filter: F = this.filter): Promise<void> {
    this.filter = filter;
    this.status = 'loading';
    await this.fetch(null, false);
  }

  /** Appends the next page (nothing on the last page or while a page is loading). */
  async loadMore(): Promise<void> {
    if (this.next === null || this.busy) return;
    this.status = 'loading-more';
    await this.fetch(this.next, true);
  }

  private async fetch(cursor: string | null, append: boolean): Promise<void> {
    const request = ++this.#request;
    const result = await this.load(this.filter, cursor);
    if (request !== this.#request) return;
    runInAction(() => {
      if (!result.ok) {
        this.error = result.error.message;
        this.status = 'failed';
        this.announce(result.error.message);
        return;
      }
      this.items = append ? [...this.items, ...result.value.items] : result.value.items;
      this.next = result.value.next;
      this.error = '';
      this.status = 'ready';
      const count = result.value.items.length;
      this.announce(
        append
          ? `${String(count)} entrée${count > 1 ? 's' : ''} de plus affichée${count > 1 ? 's' : ''}.`
          : `${String(count)} entrée${count > 1 ? 's' : ''} affichée${count > 1 ? 's' : ''}.`,
      );
    });
  }
}
