import { createHashRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppShell } from '../shell/app-shell.tsx';
import { PageLoading } from '../shell/page-loading.tsx';
import { RouteErrorScreen } from '../shell/route-error.screen.tsx';
import { RouteGuard } from './route-guard.tsx';
import type { PortalRouteHandle } from './route-handle.ts';
import { PORTAL_ROUTES } from './route-table.ts';
import type { PortalRoute } from './route-table.ts';

function toRouteObject(route: PortalRoute): RouteObject {
  const handle: PortalRouteHandle = { routeId: route.id, title: route.title };
  const lazy = async () => {
    const { Component: Screen } = await route.load();
    function GuardedScreen() {
      return (
        <RouteGuard rule={route}>
          <Screen />
        </RouteGuard>
      );
    }
    return { Component: GuardedScreen };
  };
  return route.path === '' ? { index: true, handle, lazy } : { path: route.path, handle, lazy };
}

/** The route objects: the shell layout, every portal route lazily loaded, unknown paths back home. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <PageLoading />,
      children: [...PORTAL_ROUTES.map(toRouteObject), { path: '*', element: <Navigate to="/" replace /> }],
    },
  ];
}

export function createAppRouter() {
  return createHashRouter(createAppRoutes());
}
