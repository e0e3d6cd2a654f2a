import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LiveRegion } from './live-region.tsx';
import { MobileBannerSlot } from './mobile-banner-slot.tsx';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { RouteTransition } from './route-transition.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from '../../widgets/site-header/site-header.tsx';
import { SkipLink } from './skip-link.tsx';
import { useNavigationFocus } from './use-navigation-focus.ts';

export const MAIN_CONTENT_ID = 'contenu';

/**
 * The frame of every page: skip link, header, main landmark, CMS footer, the mobile-app banner (kept at the
 * bottom of the screen, so that it shifts nothing when it appears) and the live regions. index.html holds a
 * static copy of its loading state (header, main, footer), painted before any script runs: keep both alike.
 */
function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <div className="portal-app">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="portal-main" tabIndex={-1}>
        <div className="portal-container">{children}</div>
      </main>
      <SiteFooter />
      <MobileBannerSlot />
      <LiveRegion />
    </div>
  );
}

/**
 * Layout of every page: the routed screen in the shell's frame. While the first route's code downloads the
 * frame shows the loading state (as the static page of index.html); a navigation to a route not loaded yet
 * keeps the page shown until it is there (the router's location changes in a transition).
 */
export function AppShell() {
  useNavigationFocus();
  return (
    <ShellFrame>
      <Suspense fallback={<PageLoading />}>
        <RouteTransition>
          <Outlet />
        </RouteTransition>
      </Suspense>
    </ShellFrame>
  );
}
