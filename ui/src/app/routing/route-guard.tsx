import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useService } from '../platform/services-context.tsx';
import { PORTAL_SETTINGS } from '../platform/platform.tokens.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { isRouteAvailable } from './route-availability.ts';
import type { RouteAccessRule } from './route-availability.ts';

/**
 * Route guard (spec §2): while the tenant settings load it shows a loading state; a route whose feature is
 * off, or a local-account route under an external identity provider, redirects home.
 * When the settings arrive after the guard was mounted (first page of a visit), the screen is mounted in a
 * transition: React renders a long form in short slices instead of one long task.
 */
export const RouteGuard = observer(function RouteGuard({
  rule,
  children,
}: {
  rule: RouteAccessRule;
  children: ReactNode;
}) {
  const settings = useService(PORTAL_SETTINGS);
  const settled = settings.isSettled;
  const [shown, setShown] = useState(settled);
  useEffect(() => {
    if (settled && !shown) startTransition(() => setShown(true));
  }, [settled, shown]);
  if (!settled || !shown) return <PageLoading />;
  if (!isRouteAvailable(rule, settings)) return <Navigate to="/" replace />;
  return children;
});
