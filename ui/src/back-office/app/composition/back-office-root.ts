import { HttpIdentityAdapter, HttpStaffProfileAdapter } from '@portail/adapters';
import type { HttpAdapterOptions } from '@portail/adapters';
import { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { ServiceResolver, ServiceToken } from '../../../app/platform/service-token.ts';
import { LiveAnnouncerStore } from '../../../widgets/toasts/live-announcer.store.ts';
import { ToastCenter } from '../../../widgets/toasts/toast.service.ts';
import type { BackOfficeScreen } from '../back-office-screens.ts';
import { BACK_OFFICE_ANNOUNCER, BACK_OFFICE_TOASTS, STAFF_ACCESS } from '../platform/back-office.tokens.ts';
import { BackOfficeNavigation } from '../shell/back-office-navigation.ts';
import { BackOfficeShellViewModel } from '../shell/back-office-shell.view-model.ts';
import type { BackOfficeKit } from './back-office-kit.ts';

/** The toasts' display time in the back office (no tenant setting applies to staff). */
export const BACK_OFFICE_TOAST_MS = 5000;

/** The browser page the back office runs in. */
export interface BackOfficeHost {
  readonly window: Window & typeof globalThis;
  readonly reportError: (error: unknown) => void;
}

/** The composed back office: the services of the screens, the shell, and the opener of an area's chunk. */
export interface BackOfficeComposition {
  readonly services: ServiceResolver;
  readonly shell: BackOfficeShellViewModel;
  readonly announcer: LiveAnnouncerStore;
  /** Downloads the area's chunk (once) and builds its screen with the kit. */
  readonly openArea: (screen: BackOfficeScreen) => Promise<ComponentType>;
}

/**
 * The back office's composition root (with its kit, the only place of `ui/src/back-office/` that knows inversify and
 * the concrete adapters): one HTTP configuration, the staff profile, toasts and live regions, the shell.
 */
export function composeBackOffice(
  host: BackOfficeHost,
  screens: readonly BackOfficeScreen[],
): BackOfficeComposition {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = <T>(token: ServiceToken<T>) => container.bind<T>(token.key);
  const http: HttpAdapterOptions = {
    baseUrl: '',
    fetch: (request) => host.window.fetch(request),
    navigation: new BackOfficeNavigation(host.window),
  };
  const announcer = new LiveAnnouncerStore();
  const toasts = new ToastCenter({
    loadRenderer: () =>
      import('../../../widgets/toasts/blueprint-toast.renderer.tsx').then((module) =>
        module.createBlueprintToastRenderer(),
      ),
    delayMs: () => BACK_OFFICE_TOAST_MS,
    announcer,
    reportError: host.reportError,
  });
  const shell = new BackOfficeShellViewModel({
    staffProfile: new HttpStaffProfileAdapter(http),
    identity: new HttpIdentityAdapter(http),
    navigation: http.navigation,
    screens,
  });
  bind(BACK_OFFICE_ANNOUNCER).toConstantValue(announcer);
  bind(BACK_OFFICE_TOASTS).toConstantValue(toasts);
  bind(STAFF_ACCESS).toDynamicValue(() => {
    if (shell.access === null) throw new Error('STAFF_ACCESS is read once GET /api/admin/me has answered');
    return shell.access;
  });
  const services: ServiceResolver = { get: <T>(token: ServiceToken<T>): T => container.get<T>(token.key) };

  const kit = (): BackOfficeKit => ({
    http,
    staff: services.get(STAFF_ACCESS),
    toasts,
    announcer,
    now: () => new Date(),
    reportError: host.reportError,
  });
  const opened = new Map<string, Promise<ComponentType>>();
  const openArea = (screen: BackOfficeScreen): Promise<ComponentType> => {
    let area = opened.get(screen.path);
    if (area === undefined) {
      area = screen.load().then((module) => module.default(kit()));
      // A chunk that failed to download may be fetched again on the next visit.
      area.catch(() => opened.delete(screen.path));
      opened.set(screen.path, area);
    }
    return area;
  };
  return { services, shell, announcer, openArea };
}
