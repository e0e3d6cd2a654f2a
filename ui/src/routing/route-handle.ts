import { useMatches } from 'react-router';

/** Data attached to each route match (`handle`). */
export interface PortalRouteHandle {
  readonly routeId: string;
  readonly title: string;
}

function isPortalRouteHandle(handle: unknown): handle is PortalRouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'title' in handle &&
    typeof handle.title === 'string' &&
    'routeId' in handle &&
    typeof handle.routeId === 'string'
  );
}

/** The handle of the deepest matched portal route, null outside one. */
export function useCurrentRouteHandle(): PortalRouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isPortalRouteHandle(handle)) return handle;
  }
  return null;
}
