import type { ServiceToken } from './service-token.ts';

/** The token of a lazily built view-model (a LazyViewModelFactory, see use-lazy-view-model.ts). */
type LazyViewModelToken<T> = ServiceToken<() => Promise<T>>;

/**
 * View-models built and loaded before a render, handed once to the screen that asks for them (see
 * useLazyViewModel). The build-time/server-start pre-rendering of the public routes (ui/src/app/prerender) fills
 * it, so that the HTML of a route shows its loaded content; in the browser it stays empty.
 */
export class PreparedViewModels {
  readonly #prepared = new Map<symbol, unknown>();

  put<T>(token: LazyViewModelToken<T>, viewModel: T): void {
    this.#prepared.set(token.key, viewModel);
  }

  /** The view-model prepared for `token`, removed from the store; undefined when there is none. */
  take<T>(token: LazyViewModelToken<T>): T | undefined {
    if (!this.#prepared.has(token.key)) return undefined;
    const viewModel = this.#prepared.get(token.key) as T;
    this.#prepared.delete(token.key);
    return viewModel;
  }
}
