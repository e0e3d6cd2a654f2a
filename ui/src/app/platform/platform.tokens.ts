import type { MobileBannerViewModel } from '../../widgets/mobile-banner/mobile-banner.view-model.ts';
import type { HeadingFocus } from './heading-focus.ts';
import type { FooterContentStore } from './footer-content.store.ts';
import type { PortalSettingsStore } from './portal-settings.store.ts';
import type { LiveAnnouncerStore } from '../../widgets/toasts/live-announcer.store.ts';
import type { ToastService } from '../../widgets/toasts/toast.service.ts';
import type { SessionStoragePort } from '@portail/application';
import type { PreparedViewModels } from './prepared-view-models.ts';
import { serviceToken } from './service-token.ts';

/** Services of the UI platform, registered by the composition root. */
export const PORTAL_SETTINGS = serviceToken<PortalSettingsStore>('PortalSettingsStore');
export const LIVE_ANNOUNCER = serviceToken<LiveAnnouncerStore>('LiveAnnouncerStore');
export const TOASTS = serviceToken<ToastService>('ToastService');
export const HEADING_FOCUS = serviceToken<HeadingFocus>('HeadingFocus');
export const FOOTER_CONTENT = serviceToken<FooterContentStore>('FooterContentStore');
/** The browser's local storage (mobile-banner choice…), behind a small interface. */
export const LOCAL_STORAGE = serviceToken<SessionStoragePort>('LocalStorage');
/** The browser's user agent (mobile banner). */
export const USER_AGENT = serviceToken<string>('UserAgent');
/** The mobile-app download banner state. */
export const MOBILE_BANNER = serviceToken<MobileBannerViewModel>('MobileBannerViewModel');
/**
 * Binds the application ports of the public routes that are not part of the first load (their adapters come
 * with a chunk downloaded on demand); every public screen but the home, and every lazily assembled
 * view-model, awaits it.
 */
export const DEFERRED_PORTS = serviceToken<() => Promise<void>>('DeferredPorts');
/** Binds the member area's ports (and the public ones): the member area awaits it before it opens. */
export const MEMBER_PORTS = serviceToken<() => Promise<void>>('MemberPorts');
/** View-models prepared before the first render (pre-rendering of the public routes; empty in the browser). */
export const PREPARED_VIEW_MODELS = serviceToken<PreparedViewModels>('PreparedViewModels');
