import type { MobileAppSettings } from '../entities/client-configuration.entity.ts';

/** Local-storage key holding the member's choice to close the mobile-app banner (spec §4). */
export const MOBILE_BANNER_CLOSED_STORAGE_KEY = 'portail.mobileBanner.closed';
/** Value stored under MOBILE_BANNER_CLOSED_STORAGE_KEY once the banner is closed. */
export const MOBILE_BANNER_CLOSED_VALUE = 'true';

export type MobileBannerPlatform = 'android' | 'iphone';

/**
 * The mobile platform of a user agent, for the app-download banner: only Android and iPhone user
 * agents qualify (spec §1, §9); iPad, iPod, desktop and unknown agents give null.
 */
export function mobileBannerPlatform(userAgent: string): MobileBannerPlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone/i.test(userAgent)) return 'iphone';
  return null;
}

/** The banner shows on Android/iPhone unless the member closed it (stored value read from local storage). */
export function shouldShowMobileBanner(userAgent: string, storedClosedValue: string | null): boolean {
  return mobileBannerPlatform(userAgent) !== null && storedClosedValue !== MOBILE_BANNER_CLOSED_VALUE;
}

/** The store link for the platform. */
export function mobileBannerLink(platform: MobileBannerPlatform, settings: MobileAppSettings): string {
  return platform === 'android' ? settings.lienAndroid : settings.lienIphone;
}
