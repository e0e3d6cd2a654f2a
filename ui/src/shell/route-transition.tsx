import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Replays the 0.25 s enter transition (CSS, off under prefers-reduced-motion) whenever the route path changes. */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="portal-route-transition">
      {children}
    </div>
  );
}
