import type {
  ClientConfigPort,
  CmsPort,
  IdentityPort,
  NavigationPort,
  SecurityCodePort,
  SessionStoragePort,
} from '@portail/application';
import type { Container } from 'inversify';
import type { AccountRecoveryPorts } from '../../public-area/account-recovery/account-recovery.services.ts';
import {
  ACTIVATE_USER_VIEW_MODEL,
  CONFIRM_EMAIL_VIEW_MODEL,
  FORGOT_PASSWORD_VIEW_MODEL,
  FORGOT_USERNAME_VIEW_MODEL,
  LOGIN_LINK_VIEW_MODEL,
  RESET_PASSWORD_VIEW_MODEL,
} from '../../public-area/account-recovery/account-recovery.tokens.ts';
import { PORTAL_SETTINGS, TOASTS } from '../platform/platform.tokens.ts';
import {
  CLIENT_CONFIG_PORT,
  CMS_PORT,
  IDENTITY_PORT,
  NAVIGATION_PORT,
  SECURITY_CODE_PORT,
  SESSION_STORAGE_PORT,
} from '../platform/port.tokens.ts';
import type { ServiceToken } from '../platform/service-token.ts';
import type { LazyViewModelFactory } from '../platform/use-lazy-view-model.ts';
import type { PortalSettingsStore } from '../platform/portal-settings.store.ts';
import type { ToastService } from '../../widgets/toasts/toast.service.ts';

/**
 * Part of the composition root: the account-recovery screens (activate-user, confirm-email, forgot-password,
 * reset-password, forgot-username and the 'Se connecter' buttons). Each screen's view-model is assembled by a
 * module downloaded with the screen, with its use cases, over the ports bound by the HTTP adapters (the
 * deferred ones included: `deferredPorts` is awaited first).
 */
export function bindAccountRecovery(
  container: Container,
  reportError: (error: unknown) => void,
  deferredPorts: () => Promise<void>,
): void {
  const get = <T>(token: ServiceToken<T>): T => container.get<T>(token.key);
  const ports = (): AccountRecoveryPorts => ({
    identity: get<IdentityPort>(IDENTITY_PORT),
    securityCode: get<SecurityCodePort>(SECURITY_CODE_PORT),
    cms: get<CmsPort>(CMS_PORT),
    clientConfig: get<ClientConfigPort>(CLIENT_CONFIG_PORT),
    sessionStorage: get<SessionStoragePort>(SESSION_STORAGE_PORT),
    settingsStore: get<PortalSettingsStore>(PORTAL_SETTINGS),
    toasts: get<ToastService>(TOASTS),
    navigation: get<NavigationPort>(NAVIGATION_PORT),
    reportError,
  });
  const lazy = <T>(
    token: ServiceToken<LazyViewModelFactory<T>>,
    assemble: (ports: AccountRecoveryPorts) => Promise<T>,
  ) =>
    container
      .bind<LazyViewModelFactory<T>>(token.key)
      .toConstantValue(() => deferredPorts().then(() => assemble(ports())));

  lazy(ACTIVATE_USER_VIEW_MODEL, (s) =>
    import('../../public-area/activate-user/activate-user.assembly.ts').then((m) =>
      m.assembleActivateUserViewModel(s),
    ),
  );
  lazy(CONFIRM_EMAIL_VIEW_MODEL, (s) =>
    import('../../public-area/confirm-email/confirm-email.assembly.ts').then((m) =>
      m.assembleConfirmEmailViewModel(s),
    ),
  );
  lazy(FORGOT_PASSWORD_VIEW_MODEL, (s) =>
    import('../../public-area/forgot-password/forgot-password.assembly.ts').then((m) =>
      m.assembleForgotPasswordViewModel(s),
    ),
  );
  lazy(RESET_PASSWORD_VIEW_MODEL, (s) =>
    import('../../public-area/reset-password/reset-password.assembly.ts').then((m) =>
      m.assembleResetPasswordViewModel(s),
    ),
  );
  lazy(FORGOT_USERNAME_VIEW_MODEL, (s) =>
    import('../../public-area/forgot-username/forgot-username.assembly.ts').then((m) =>
      m.assembleForgotUsernameViewModel(s),
    ),
  );
  lazy(LOGIN_LINK_VIEW_MODEL, (p) =>
    import('../../public-area/account-recovery/login-link.view-model.ts').then(
      (m) => new m.LoginLinkViewModel((callbackUrl) => p.identity.loginUrl(callbackUrl), p.navigation),
    ),
  );
}
