import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useService } from '../platform/services-context.tsx';
import { MOBILE_BANNER } from '../platform/platform.tokens.ts';

const MobileBanner = lazy(() =>
  import('../../widgets/mobile-banner/mobile-banner.tsx').then((module) => ({
    default: module.MobileBanner,
  })),
);

/**
 * The mobile-app banner, loaded only on the phones it is meant for. It sticks to the bottom of the screen
 * (app-shell.css): appearing once the tenant settings are known, it moves none of the page above it.
 */
export const MobileBannerSlot = observer(function MobileBannerSlot() {
  const banner = useService(MOBILE_BANNER);
  if (!banner.isVisible) return null;
  return (
    <div className="portal-mobile-banner-slot">
      <Suspense fallback={null}>
        <MobileBanner model={banner} />
      </Suspense>
    </div>
  );
});
