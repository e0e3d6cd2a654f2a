import type { SessionStoragePort } from '@portail/application';
import { Container } from 'inversify';
import { WebKeyValueStorage } from '../key-value-storage.ts';
import { PreparedViewModels } from '../platform/prepared-view-models.ts';
import { readPreloadedResponses } from '../preloaded-responses.ts';
import type { PreloadedResponses } from '../preloaded-responses.ts';
import {
  DEFERRED_PORTS,
  FOOTER_CONTENT,
  HEADING_FOCUS,
  LIVE_ANNOUNCER,
  LOCAL_STORAGE,
  MEMBER_PORTS,
  MOBILE_BANNER,
  PORTAL_SETTINGS,
  PREPARED_VIEW_MODELS,
  TOASTS,
  USER_AGENT,
} from '../platform/platform.tokens.ts';
import type { ServiceResolver, ServiceToken } from '../platform/service-token.ts';
import { PortalSettingsStore } from '../platform/portal-settings.store.ts';
import { FooterContentStore } from '../platform/footer-content.store.ts';
import { HeadingFocus } from '../platform/heading-focus.ts';
import { LiveAnnouncerStore } from '../../widgets/toasts/live-announcer.store.ts';
import { ToastCenter } from '../../widgets/toasts/toast.service.ts';
import { MobileBannerViewModel } from '../../widgets/mobile-banner/mobile-banner.view-model.ts';
import { bindHttpAdapters } from './http-adapters.bindings.ts';
import type { DeferredPorts, HttpHost } from './http-adapters.bindings.ts';
import { bindPublicArea } from './public-area.bindings.ts';
import { bindAccountRecovery } from './account-recovery.bindings.ts';
import { bindMemberArea } from './member-area.bindings.ts';

/** What the composition root needs from the host page. */
export interface CompositionHost {
  readonly localStorage: () => Storage;
  readonly userAgent: string;
  readonly reportError: (error: unknown) => void;
  /** The browser the HTTP adapters run in; without it no port is bound (widget gallery, tests). */
  readonly http?: HttpHost;
}

/** The browser page; `preloaded`: the answers the server inlined in it (read from the page by default). */
export function browserHost(
  preloaded: PreloadedResponses = readPreloadedResponses(window.document),
): CompositionHost {
  return {
    localStorage: () => window.localStorage,
    userAgent: window.navigator.userAgent,
    reportError: (error) => window.reportError(error),
    http: { window, apiBaseUrl: '', preloaded },
  };
}

/** The composition root being bound: its resolver, and the binding steps still to run, in order. */
export interface Composition {
  readonly services: ServiceResolver;
  /** Each binds a part of the application; run them all, in order, before resolving anything. */
  readonly steps: readonly (() => void)[];
}

/**
 * The composition root: the only place that knows inversify and the concrete implementations. Everything
 * is a singleton bound under a typed ServiceToken (see app/service-token.ts); the UI receives a
 * ServiceResolver through React context. Use cases, ports and view-model factories are bound here too.
 * The bindings come in steps (the platform's services, the HTTP adapters, the public area with its start-up
 * loads, the account recovery and member area factories), which the browser runs in tasks of their own.
 */
export function composeAppInSteps(host: CompositionHost): Composition {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = <T,>(token: ServiceToken<T>) => container.bind<T>(token.key);

  const platform = () => {
    bind(PORTAL_SETTINGS).toConstantValue(new PortalSettingsStore());
    bind(LIVE_ANNOUNCER).toConstantValue(new LiveAnnouncerStore());
    bind(HEADING_FOCUS).toConstantValue(new HeadingFocus());
    bind(FOOTER_CONTENT).toConstantValue(new FooterContentStore());
    bind(USER_AGENT).toConstantValue(host.userAgent);
    bind(PREPARED_VIEW_MODELS).toConstantValue(new PreparedViewModels());
    bind(LOCAL_STORAGE).toConstantValue(new WebKeyValueStorage(host.localStorage, host.reportError));
    bind(MOBILE_BANNER).toResolvedValue(
      (storage: SessionStoragePort, settings: PortalSettingsStore) =>
        new MobileBannerViewModel(
          host.userAgent,
          storage,
          () => settings.configuration?.applicationMobile ?? null,
        ),
      [LOCAL_STORAGE.key, PORTAL_SETTINGS.key],
    );
    bind(TOASTS).toResolvedValue(
      (settings: PortalSettingsStore, announcer: LiveAnnouncerStore) =>
        new ToastCenter({
          loadRenderer: () =>
            import('../../widgets/toasts/blueprint-toast.renderer.tsx').then((module) =>
              module.createBlueprintToastRenderer(),
            ),
          delayMs: () => settings.toastDelayMs,
          announcer,
          reportError: host.reportError,
        }),
      [PORTAL_SETTINGS.key, LIVE_ANNOUNCER.key],
    );
  };

  const services: ServiceResolver = { get: <T,>(token: ServiceToken<T>): T => container.get<T>(token.key) };
  const http = host.http;
  if (http === undefined) {
    return {
      services,
      steps: [
        platform,
        () => {
          bind(DEFERRED_PORTS).toConstantValue(() => Promise.resolve());
          bind(MEMBER_PORTS).toConstantValue(() => Promise.resolve());
        },
      ],
    };
  }
  let deferredPorts: DeferredPorts | undefined;
  const ports = (): DeferredPorts => {
    if (deferredPorts === undefined) throw new Error('the HTTP adapters are bound in an earlier step');
    return deferredPorts;
  };
  return {
    services,
    steps: [
      platform,
      () => {
        deferredPorts = bindHttpAdapters(container, http);
        bind(DEFERRED_PORTS).toConstantValue(deferredPorts.public);
        bind(MEMBER_PORTS).toConstantValue(deferredPorts.member);
      },
      () => bindPublicArea(container, host.reportError, ports().public),
      () => {
        bindAccountRecovery(container, host.reportError, ports().public);
        bindMemberArea(container, http);
      },
    ],
  };
}

/** The composition root, every step bound at once (pre-rendering, widget gallery, tests). */
export function composeApp(host: CompositionHost): ServiceResolver {
  const composition = composeAppInSteps(host);
  for (const step of composition.steps) step();
  return composition.services;
}
