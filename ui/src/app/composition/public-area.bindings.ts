import type {
  ClientConfigPort,
  CmsPort,
  FaqPort,
  IdentityPort,
  NavigationPort,
  RequestCachePort,
  SessionStoragePort,
} from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import type { Container } from 'inversify';
import { FOOTER_CONTENT, LIVE_ANNOUNCER, PORTAL_SETTINGS, TOASTS } from '../platform/platform.tokens.ts';
import {
  CLIENT_CONFIG_PORT,
  CMS_PORT,
  FAQ_PORT,
  IDENTITY_PORT,
  NAVIGATION_PORT,
  REQUEST_CACHE_PORT,
  SESSION_STORAGE_PORT,
} from '../platform/port.tokens.ts';
import {
  DISPLAY_EMAIL_VIEW_MODEL,
  FAQ_MODAL_VIEW_MODEL,
  HOME_VIEW_MODEL,
  REDIRECT_TO_MOBILE_VIEW_MODEL,
  REGISTER_VIEW_MODEL,
  SERVICE_UNAVAILABLE_VIEW_MODEL,
  STATIC_PAGE_VIEW_MODEL,
} from '../../public-area/public-area.tokens.ts';
import type { ServiceToken } from '../platform/service-token.ts';
import { catalogueToast } from '../../public-area/catalogue-toast.ts';
import { PUBLIC_CMS_BLOCKS } from '../../public-area/cms-block/cms-block.use-case.ts';
import { FOOTER_ITEM } from '../../public-area/footer-content.loader.ts';
import type { PublicAreaServices } from '../../public-area/public-area.services.ts';
import type { LazyViewModelFactory } from '../platform/use-lazy-view-model.ts';
import { HomeViewModel } from '../../public-area/home/home.view-model.ts';
import type { FooterContentStore } from '../platform/footer-content.store.ts';
import type { PortalSettingsStore } from '../platform/portal-settings.store.ts';
import type { LiveAnnouncerStore } from '../../widgets/toasts/live-announcer.store.ts';
import type { ToastService } from '../../widgets/toasts/toast.service.ts';

/**
 * Part of the composition root: the public area's view-model factories (home, FAQ modal, register,
 * display-email, static page, redirect-to-mobile, service-unavailable) and the start-up loads (tenant
 * settings, CMS footer). Only the home view-model is built from code of the first load:
 * the others are assembled by modules imported on demand, with their use cases, once the deferred ports
 * are bound (`deferredPorts`, see bindHttpAdapters).
 */
export function bindPublicArea(
  container: Container,
  reportError: (error: unknown) => void,
  deferredPorts: () => Promise<void>,
): void {
  const get = <T>(token: ServiceToken<T>): T => container.get<T>(token.key);
  const services = (): PublicAreaServices => {
    const toasts = get<ToastService>(TOASTS);
    const announcer = get<LiveAnnouncerStore>(LIVE_ANNOUNCER);
    return {
      identity: get<IdentityPort>(IDENTITY_PORT),
      clientConfig: get<ClientConfigPort>(CLIENT_CONFIG_PORT),
      cms: get<CmsPort>(CMS_PORT),
      faq: get<FaqPort>(FAQ_PORT),
      navigation: get<NavigationPort>(NAVIGATION_PORT),
      sessionStorage: get<SessionStoragePort>(SESSION_STORAGE_PORT),
      requestCache: get<RequestCachePort>(REQUEST_CACHE_PORT),
      settings: get<PortalSettingsStore>(PORTAL_SETTINGS),
      notify: (message: CatalogueMessage) => toasts.show(catalogueToast(message)),
      announce: (message: string) => announcer.announce(message, 'assertive'),
      now: () => new Date(),
    };
  };
  const lazy = <T>(
    token: ServiceToken<LazyViewModelFactory<T>>,
    load: (s: PublicAreaServices) => Promise<T>,
  ) =>
    container
      .bind<LazyViewModelFactory<T>>(token.key)
      .toConstantValue(() => deferredPorts().then(() => load(services())));

  container.bind<() => HomeViewModel>(HOME_VIEW_MODEL.key).toConstantValue(() => {
    const settings = get<PortalSettingsStore>(PORTAL_SETTINGS);
    const identity = get<IdentityPort>(IDENTITY_PORT);
    return new HomeViewModel({ settings, loginUrl: (callbackUrl) => identity.loginUrl(callbackUrl) });
  });
  lazy(FAQ_MODAL_VIEW_MODEL, (s) =>
    import('../../public-area/faq/faq-dialog.assembly.ts').then((m) => m.assembleFaqDialogViewModel(s)),
  );
  lazy(REGISTER_VIEW_MODEL, (s) =>
    import('../../public-area/register/register.assembly.ts').then((m) => m.assembleRegisterViewModel(s)),
  );
  lazy(DISPLAY_EMAIL_VIEW_MODEL, (s) =>
    import('../../public-area/display-email/display-email.assembly.ts').then((m) =>
      m.assembleDisplayEmailViewModel(s),
    ),
  );
  lazy(STATIC_PAGE_VIEW_MODEL, (s) =>
    import('../../public-area/static-page/static-page.assembly.ts').then((m) =>
      m.assembleStaticPageViewModel(s),
    ),
  );
  lazy(REDIRECT_TO_MOBILE_VIEW_MODEL, (s) =>
    import('../../public-area/redirect-to-mobile/redirect-to-mobile.assembly.ts').then((m) =>
      m.assembleRedirectToMobileViewModel(s),
    ),
  );
  lazy(SERVICE_UNAVAILABLE_VIEW_MODEL, (s) =>
    import('../../public-area/service-unavailable/service-unavailable.assembly.ts').then((m) =>
      m.assembleServiceUnavailableViewModel(s),
    ),
  );

  // Start-up loads, with code imported on demand: the tenant settings (the store is 'loading' at once, so
  // the route guard waits for them) and the CMS footer.
  const startup = () => import('../../public-area/public-area.startup.ts');
  const clientConfig = get<ClientConfigPort>(CLIENT_CONFIG_PORT);
  const cms = get<CmsPort>(CMS_PORT);
  const toasts = get<ToastService>(TOASTS);
  const notify = (message: CatalogueMessage) => toasts.show(catalogueToast(message));
  // The requests leave now, while that code downloads: the use cases find them in the GET cache (in flight
  // or answered). Their outcomes, failures included, are read and handled by the use cases below.
  void clientConfig.getCurrentClient();
  void clientConfig.getPortalConfig();
  void cms.getBlockItems(PUBLIC_CMS_BLOCKS.footer, FOOTER_ITEM);
  get<PortalSettingsStore>(PORTAL_SETTINGS)
    .load(() => startup().then((m) => m.loadTenantSettings(clientConfig)))
    .catch(reportError);
  startup()
    .then((m) => m.loadFooter(get<FooterContentStore>(FOOTER_CONTENT), cms, notify))
    .catch(reportError);
}
