import { startTransition, useEffect, useRef, useState } from 'react';
import { PREPARED_VIEW_MODELS } from './platform.tokens.ts';
import type { ServiceToken } from './service-token.ts';
import { useService } from './services-context.tsx';

/** A view-model factory whose code is downloaded on first use (keeps screens' code out of the first load). */
export type LazyViewModelFactory<T> = () => Promise<T>;

type LazyState<T> = { readonly viewModel: T } | { readonly error: unknown } | null;

/**
 * A fresh view-model for this screen mount, built by the lazily loaded factory registered under `token`;
 * null while its code downloads (the screen built with it is then rendered as a transition, in slices that
 * leave the main thread free). A factory that fails (chunk download error) is rethrown to the route's
 * error screen. A view-model prepared before the render (PREPARED_VIEW_MODELS: pre-rendering) is used at
 * once instead.
 */
export function useLazyViewModel<T>(token: ServiceToken<LazyViewModelFactory<T>>): T | null {
  const factory = useService(token);
  const prepared = useService(PREPARED_VIEW_MODELS);
  const [state, setState] = useState<LazyState<T>>(() => {
    const viewModel = prepared.take(token);
    return viewModel === undefined ? null : { viewModel };
  });
  const wasPrepared = useRef(state !== null);
  useEffect(() => {
    if (wasPrepared.current) return undefined;
    let current = true;
    factory().then(
      (viewModel) => {
        // A transition: React renders the screen (often a long form) in short slices, not one long task.
        if (current) startTransition(() => setState({ viewModel }));
      },
      (error: unknown) => {
        if (current) setState({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [factory]);
  if (state !== null && 'error' in state) throw state.error;
  return state === null ? null : state.viewModel;
}
