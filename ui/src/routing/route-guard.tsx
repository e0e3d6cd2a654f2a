import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useService } from '../app/services-context.tsx';
import { PORTAL_SETTINGS } from '../app/platform.tokens.ts';
import { PageLoading } from '../shell/page-loading.tsx';
import { isRouteAvailable } from './route-availability.ts';
import type { RouteAccessRule } from './route-availability.ts';

/**
 * Route guard (spec §2): while the tenant settings load it shows a loading state; a route whose feature is
 * off, or a local-account route under an external identity provider, redirects home.
 */
export const RouteGuard = observer(function RouteGuard({
  rule,
  children,
}: {
  rule: RouteAccessRule;
  children: ReactNode;
}) {
  const settings = useService(PORTAL_SETTINGS);
  if (!settings.isSettled) return <PageLoading />;
  if (!isRouteAvailable(rule, settings)) return <Navigate to="/" replace />;
  return children;
});
