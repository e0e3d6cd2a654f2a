import { MOBILE_BANNER_CLOSED_STORAGE_KEY } from '@portail/domain';
import type { MobileAppSettings } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { MobileBannerViewModel } from './mobile-banner.view-model.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const app: MobileAppSettings = {
  lienAndroid: 'https://play.google.com/store/apps/details?id=fr.mutuelle',
  lienIphone: 'https://apps.apple.com/fr/app/id1',
  titre: 'Mon appli',
  texte: 'Vos remboursements dans la poche',
};

function storage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key: string) => values.get(key),
    set: (key: string, value: string) => void values.set(key, value),
  };
}

describe('mobile banner view-model', () => {
  it('shows the store link of an Android or iPhone user agent', () => {
    const android = new MobileBannerViewModel(ANDROID, storage(), () => app);
    expect(android.isVisible).toBe(true);
    expect(android.link).toBe(app.lienAndroid);
    expect(android.title).toBe('Mon appli');
    const iphone = new MobileBannerViewModel(IPHONE, storage(), () => app);
    expect(iphone.link).toBe(app.lienIphone);
  });

  it('stays hidden on other user agents', () => {
    expect(new MobileBannerViewModel(DESKTOP, storage(), () => app).isVisible).toBe(false);
  });

  it('stays hidden when the tenant gives no link for the platform', () => {
    const noLink = new MobileBannerViewModel(ANDROID, storage(), () => ({ ...app, lienAndroid: ' ' }));
    expect(noLink.isVisible).toBe(false);
    expect(new MobileBannerViewModel(ANDROID, storage(), () => null).isVisible).toBe(false);
  });

  it('hides once closed and remembers the choice locally', () => {
    const store = storage();
    const banner = new MobileBannerViewModel(IPHONE, store, () => app);
    banner.close();
    expect(banner.isVisible).toBe(false);
    expect(store.values.get(MOBILE_BANNER_CLOSED_STORAGE_KEY)).toBe('true');
    expect(new MobileBannerViewModel(IPHONE, store, () => app).isVisible).toBe(false);
  });

  it('falls back to a French title when the tenant gives none', () => {
    const banner = new MobileBannerViewModel(ANDROID, storage(), () => ({ ...app, titre: '' }));
    expect(banner.title).toBe("Téléchargez l'application mobile");
  });
});
