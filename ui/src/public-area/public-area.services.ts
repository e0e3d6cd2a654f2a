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
import type { PortalSettingsStore } from '../app/platform/portal-settings.store.ts';

/**
 * What the public-area assemblies receive from the composition root: ports and shell services. Each screen's
 * assembly (loaded with the screen, not at start-up) builds its use cases and view-model from them.
 */
export interface PublicAreaServices {
  readonly identity: IdentityPort;
  readonly clientConfig: ClientConfigPort;
  readonly cms: CmsPort;
  readonly faq: FaqPort;
  readonly navigation: NavigationPort;
  readonly sessionStorage: SessionStoragePort;
  readonly requestCache: RequestCachePort;
  readonly settings: PortalSettingsStore;
  /** Shows a catalogue message as a toast (danger, success…). */
  readonly notify: (message: CatalogueMessage) => void;
  /** Reads a message in the assertive live region. */
  readonly announce: (message: string) => void;
  readonly now: () => Date;
}
