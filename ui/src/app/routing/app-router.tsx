import { use, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppShell } from '../shell/app-shell.tsx';
import { RouteErrorBoundary } from '../shell/route-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { RouteHandleContext } from '../platform/route-handle.ts';
import type { RouteScreens } from './route-screens.ts';
import { PORTAL_ROUTES } from './route-table.ts';
import type { PortalRoute } from './route-table.ts';

/**
 * A portal route's screen behind its guard, with the route's handle. Its code is downloaded on first use
 * (the page suspends meanwhile: a navigation keeps the previous page until it is there, the first page shows
 * the loading state), or is there at once when it was loaded before the render.
 */
function RouteScreen({ route, screens }: { readonly route: PortalRoute; readonly screens: RouteScreens }) {
  const Screen = use(screens.load(route));
  const handle = useMemo(() => ({ routeId: route.id, title: route.title }), [route]);
  return (
    <RouteHandleContext value={handle}>
      <RouteGuard rule={route}>
        <Screen />
      </RouteGuard>
    </RouteHandleContext>
  );
}

/** The frame of every page, with the routed screen; an error of a route shows the error screen instead. */
function PortalFrame() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary path={pathname}>
      <AppShell />
    </RouteErrorBoundary>
  );
}

/** The route objects: the shell layout, every portal route's screen, unknown paths back home. */
function appRoutes(screens: RouteScreens): RouteObject[] {
  return [
    {
      path: '/',
      element: <PortalFrame />,
      children: [
        ...PORTAL_ROUTES.map((route): RouteObject => {
          const element = <RouteScreen route={route} screens={screens} />;
          return route.path === '' ? { index: true, element } : { path: route.path, element };
        }),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/**
 * The hash router listens to hash changes from its first commit only: a change made between its first
 * render and that commit (a link of the static page clicked while the portal renders) is caught up with.
 */
function HashCatchUp() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const hash = window.location.hash.replace(/^#/, '') || '/';
    if (hash !== `${pathname}${search}`) void navigate(hash, { replace: true });
    // Once, after the first commit: later changes reach the router's own listener.
  }, []);
  return null;
}

/** The portal's routes (inside the hash router of start-portal.tsx, or the pre-rendering's). */
export function AppRoutes({ screens }: { readonly screens: RouteScreens }) {
  const routes = useMemo(() => appRoutes(screens), [screens]);
  return (
    <>
      {useRoutes(routes)}
      <HashCatchUp />
    </>
  );
}
