import type {
  ClientConfigPort,
  CmsPort,
  IdentityPort,
  NavigationPort,
  SecurityCodePort,
  SessionStoragePort,
} from '@portail/application';
import type { PortalSettingsStore } from '../../app/platform/portal-settings.store.ts';
import type { ToastService } from '../../widgets/toasts/toast.service.ts';
import type { AccountSettings } from './account-settings.ts';
import { TenantAccountSettings } from './account-settings.ts';
import type { FlowEffects } from '../../app/platform/flow-effects.ts';
import { timeoutScheduler } from '../../app/platform/flow-effects.ts';

/** What the composition root hands over (ports and shell services): no account-recovery code is needed for it. */
export interface AccountRecoveryPorts {
  readonly identity: IdentityPort;
  readonly securityCode: SecurityCodePort;
  readonly cms: CmsPort;
  readonly clientConfig: ClientConfigPort;
  /** Where a verified security code is kept (sent in the X-Security-Code header). */
  readonly sessionStorage: SessionStoragePort;
  readonly settingsStore: PortalSettingsStore;
  readonly toasts: ToastService;
  readonly navigation: NavigationPort;
  readonly reportError: (error: unknown) => void;
}

/** What the account-recovery assemblies build their use cases and view-models from. */
export interface AccountRecoveryServices {
  readonly identity: IdentityPort;
  readonly securityCode: SecurityCodePort;
  readonly cms: CmsPort;
  readonly sessionStorage: SessionStoragePort;
  readonly settings: AccountSettings;
  readonly effects: FlowEffects;
  /** The current time in milliseconds (Date.now in the browser). */
  readonly now: () => number;
}

/** One settings reader per shell store: the portal configuration is read once for every screen. */
const settingsByStore = new WeakMap<PortalSettingsStore, TenantAccountSettings>();

export function sharedAccountSettings(
  store: PortalSettingsStore,
  clientConfig: ClientConfigPort,
  reportError: (error: unknown) => void,
): AccountSettings {
  let settings = settingsByStore.get(store);
  if (settings === undefined) {
    settings = new TenantAccountSettings(store, clientConfig, reportError);
    settingsByStore.set(store, settings);
  }
  return settings;
}

/**
 * The services of the account-recovery screens, built in the chunk of the screen that needs them (this
 * module is imported by the lazy assemblies only, so it stays out of the first load).
 */
export function accountRecoveryServices(ports: AccountRecoveryPorts): AccountRecoveryServices {
  return {
    identity: ports.identity,
    securityCode: ports.securityCode,
    cms: ports.cms,
    sessionStorage: ports.sessionStorage,
    settings: sharedAccountSettings(ports.settingsStore, ports.clientConfig, ports.reportError),
    effects: { toasts: ports.toasts, navigation: ports.navigation, scheduler: timeoutScheduler },
    now: () => Date.now(),
  };
}

/** Today's date for the birth-date rules and the date pickers. */
export function todayFrom(services: Pick<AccountRecoveryServices, 'now'>): () => Date {
  return () => new Date(services.now());
}
