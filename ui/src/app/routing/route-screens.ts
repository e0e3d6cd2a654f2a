import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { PORTAL_ROUTES } from './route-table.ts';
import type { PortalRoute } from './route-table.ts';

/** What the routes need from the composition root. */
export interface AppRouterDeps {
  /**
   * Binds the ports left out of the first load. Every screen but the home waits for it along with its own
   * chunk (both downloads run together), so that its view-models find every port bound.
   */
  readonly deferredPorts: () => Promise<void>;
  /** Binds the member area's ports, awaited by the member area instead. */
  readonly memberPorts: () => Promise<void>;
}

/** The screens of the portal's routes, each downloaded once (with the ports it needs) for one composition. */
export interface RouteScreens {
  /**
   * Loads the route's screen: the same promise until it fails (a failed download may be tried again). Once
   * settled, the promise carries its outcome as React's `use` reads it (`status`, `value`): a screen already
   * loaded renders at once, without suspending.
   */
  load(route: PortalRoute): Promise<ComponentType>;
}

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function createRouteScreens(deps: AppRouterDeps): RouteScreens {
  const loading = new Map<string, TrackedPromise<ComponentType>>();
  return {
    load(route) {
      let promise = loading.get(route.id);
      if (promise === undefined) {
        const ports =
          route.path === ''
            ? undefined
            : route.id === 'member-area'
              ? deps.memberPorts()
              : deps.deferredPorts();
        const tracked: TrackedPromise<ComponentType> = Promise.all([route.load(), ports]).then(
          ([module]) => module.Component,
        );
        tracked.then(
          (screen) => Object.assign(tracked, { status: 'fulfilled', value: screen }),
          (error: unknown) => {
            Object.assign(tracked, { status: 'rejected', reason: error });
            loading.delete(route.id);
          },
        );
        loading.set(route.id, tracked);
        promise = tracked;
      }
      return promise;
    },
  };
}

/** The portal route a hash path ('/register', '/espace/documents') opens, undefined for an unknown one. */
export function routeOfPath(path: string): PortalRoute | undefined {
  const matches = matchRoutes(
    PORTAL_ROUTES.map((route) => ({ path: `/${route.path}`, id: route.id })),
    path,
  );
  const id = matches?.[0]?.route.id;
  return PORTAL_ROUTES.find((route) => route.id === id);
}
