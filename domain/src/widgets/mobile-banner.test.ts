import { describe, expect, it } from 'vitest';
import {
  MOBILE_BANNER_CLOSED_VALUE,
  mobileBannerLink,
  mobileBannerPlatform,
  shouldShowMobileBanner,
} from './mobile-banner.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const settings = {
  lienAndroid: 'https://play.example/app',
  lienIphone: 'https://apps.example/app',
  titre: 'T',
  texte: 'X',
};

describe('mobile banner', () => {
  it('recognises only Android and iPhone user agents', () => {
    expect(mobileBannerPlatform(ANDROID)).toBe('android');
    expect(mobileBannerPlatform(IPHONE)).toBe('iphone');
    expect(mobileBannerPlatform(IPAD)).toBeNull();
    expect(mobileBannerPlatform(DESKTOP)).toBeNull();
    expect(mobileBannerPlatform('')).toBeNull();
  });

  it('shows on a phone until the member closes it', () => {
    expect(shouldShowMobileBanner(ANDROID, null)).toBe(true);
    expect(shouldShowMobileBanner(IPHONE, MOBILE_BANNER_CLOSED_VALUE)).toBe(false);
    expect(shouldShowMobileBanner(DESKTOP, null)).toBe(false);
  });

  it('links to the store of the platform', () => {
    expect(mobileBannerLink('android', settings)).toBe('https://play.example/app');
    expect(mobileBannerLink('iphone', settings)).toBe('https://apps.example/app');
  });
});
