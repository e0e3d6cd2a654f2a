import { Outlet } from 'react-router';
import { LiveRegion } from './live-region.tsx';
import { MobileBannerSlot } from './mobile-banner-slot.tsx';
import { RouteTransition } from './route-transition.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';
import { useNavigationFocus } from './use-navigation-focus.ts';

export const MAIN_CONTENT_ID = 'contenu';

/** Layout of every page: skip link, header, main landmark with the routed screen, CMS footer, live regions. */
export function AppShell() {
  useNavigationFocus();
  return (
    <div className="portal-app">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <MobileBannerSlot />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="portal-main" tabIndex={-1}>
        <div className="portal-container">
          <RouteTransition>
            <Outlet />
          </RouteTransition>
        </div>
      </main>
      <SiteFooter />
      <LiveRegion />
    </div>
  );
}
