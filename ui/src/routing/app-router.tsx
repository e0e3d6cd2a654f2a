import { createHashRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppShell, AppShellLoading } from '../shell/app-shell.tsx';
import { RouteErrorScreen } from '../shell/route-error.screen.tsx';
import { RouteGuard } from './route-guard.tsx';
import type { PortalRouteHandle } from './route-handle.ts';
import { PORTAL_ROUTES } from './route-table.ts';
import type { PortalRoute } from './route-table.ts';

/** What the router needs from the composition root. */
export interface AppRouterDeps {
  /**
   * Binds the ports left out of the first load. Every screen but the home waits for it along with its own
   * chunk (both downloads run together), so that its view-models find every port bound.
   */
  readonly deferredPorts: () => Promise<void>;
  /** Binds the member area's ports, awaited by the member area instead. */
  readonly memberPorts: () => Promise<void>;
}

function toRouteObject(route: PortalRoute, deps: AppRouterDeps): RouteObject {
  const handle: PortalRouteHandle = { routeId: route.id, title: route.title };
  const lazy = async () => {
    const [{ Component: Screen }] = await Promise.all([
      route.load(),
      route.path === '' ? undefined : route.id === 'member-area' ? deps.memberPorts() : deps.deferredPorts(),
    ]);
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
export function createAppRoutes(deps: AppRouterDeps): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <AppShellLoading />,
      children: [
        ...PORTAL_ROUTES.map((route) => toRouteObject(route, deps)),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function createAppRouter(deps: AppRouterDeps) {
  return createHashRouter(createAppRoutes(deps));
}
