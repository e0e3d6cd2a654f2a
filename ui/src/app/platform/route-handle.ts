import { createContext, useContext } from 'react';

/** What each portal route tells its screen (route-table.ts). */
export interface PortalRouteHandle {
  readonly routeId: string;
  readonly title: string;
}

/** The handle of the portal route being shown, given by its route element (app-router.tsx). */
export const RouteHandleContext = createContext<PortalRouteHandle | null>(null);

/** The handle of the portal route shown, null outside one. */
export function useCurrentRouteHandle(): PortalRouteHandle | null {
  return useContext(RouteHandleContext);
}
