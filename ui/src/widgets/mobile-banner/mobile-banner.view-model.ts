import type { SessionStoragePort } from '@portail/application';
import {
  MOBILE_BANNER_CLOSED_STORAGE_KEY,
  MOBILE_BANNER_CLOSED_VALUE,
  mobileBannerLink,
  mobileBannerPlatform,
  shouldShowMobileBanner,
} from '@portail/domain';
import type { MobileAppSettings, MobileBannerPlatform } from '@portail/domain';
import { makeAutoObservable } from 'mobx';

/**
 * Mobile-app download banner (spec §1, §4): shown on Android and iPhone user agents only, when the tenant
 * gives a store link, until the member closes it; the choice is stored locally.
 */
export class MobileBannerViewModel {
  private closedValue: string | null;

  constructor(
    private readonly userAgent: string,
    private readonly storage: Pick<SessionStoragePort, 'get' | 'set'>,
    private readonly settings: () => MobileAppSettings | null,
  ) {
    this.closedValue = storage.get(MOBILE_BANNER_CLOSED_STORAGE_KEY) ?? null;
    makeAutoObservable<MobileBannerViewModel, 'closedValue' | 'userAgent' | 'storage' | 'settings'>(this, {
      closedValue: true,
      userAgent: false,
      storage: false,
      settings: false,
    });
  }

  get platform(): MobileBannerPlatform | null {
    return mobileBannerPlatform(this.userAgent);
  }

  /** The store link of the member's platform, null when the tenant gives none. */
  get link(): string | null {
    const settings = this.settings();
    if (this.platform === null || settings === null) return null;
    const link = mobileBannerLink(this.platform, settings).trim();
    return link === '' ? null : link;
  }

  get title(): string {
    return this.settings()?.titre.trim() || "Téléchargez l'application mobile";
  }

  get text(): string {
    return this.settings()?.texte.trim() ?? '';
  }

  get isVisible(): boolean {
    return shouldShowMobileBanner(this.userAgent, this.closedValue) && this.link !== null;
  }

  close(): void {
    this.closedValue = MOBILE_BANNER_CLOSED_VALUE;
    this.storage.set(MOBILE_BANNER_CLOSED_STORAGE_KEY, MOBILE_BANNER_CLOSED_VALUE);
  }
}
