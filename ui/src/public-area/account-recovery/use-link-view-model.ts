import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ServiceToken } from '../../app/platform/service-token.ts';
import type { LazyViewModelFactory } from '../../app/platform/use-lazy-view-model.ts';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { runLoad } from './report-load-failure.ts';

/** A view-model that checks a mailed link from its query parameters. */
export interface LinkViewModel {
  load(code: string | null, userId: string | null): Promise<void>;
}

/**
 * The view-model of a mailed link's route (activate-user, reset-password, confirm-email: `?code&userId`),
 * null while its code downloads; once there it checks the link. Small and stateless, it is copied into each
 * of those routes' own chunks (ROUTE_LOCAL_MODULES, vite-plugins/portal-chunks.ts).
 */
export function useLinkViewModel<T extends LinkViewModel>(
  token: ServiceToken<LazyViewModelFactory<T>>,
): T | null {
  const model = useLazyViewModel(token);
  const [params] = useSearchParams();
  const code = params.get('code');
  const userId = params.get('userId');
  useEffect(() => {
    if (model !== null) runLoad(model.load(code, userId));
  }, [model, code, userId]);
  return model;
}
