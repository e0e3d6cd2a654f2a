import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * Replays the 0.25 s enter transition (CSS, off under prefers-reduced-motion) whenever the route path changes.
 * The page the visit opens on is not animated: it replaces, unchanged, the pre-rendered page already shown.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (pathname !== firstPath) setNavigated(true);
  }, [pathname, firstPath]);
  const animated = navigated || pathname !== firstPath;
  return (
    <div
      key={pathname}
      className={animated ? 'portal-route-transition' : 'portal-route-page'}
      data-portal-route={pathname}
    >
      {children}
    </div>
  );
}
