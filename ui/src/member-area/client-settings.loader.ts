import type { ClientConfigPort } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { dangerToast, dangerToastCatalogue } from '@portail/domain';
import { when } from 'mobx';
import type { PortalSettingsStore } from '../app/platform/portal-settings.store.ts';

/** Label of the data source in the loading-failure toast. */
export const CLIENT_SETTINGS_SOURCE_LABEL = 'configuration du portail';

/**
 * The current client (feature flags, toast delay…) the member area needs after login: already in the
 * shell's store when the start-up load succeeded; waited for while it loads; loaded otherwise. A failure
 * toasts 'Le chargement d'une source de données à échoué (configuration du portail)': the area goes on
 * with no flag (every feature is then shown, spec §6).
 */
export async function ensureClientSettings(
  settings: PortalSettingsStore,
  clientConfig: Pick<ClientConfigPort, 'getCurrentClient'>,
  notify: (message: CatalogueMessage) => void,
): Promise<void> {
  if (settings.status === 'loading') await when(() => settings.isSettled);
  if (settings.status === 'ready') return;
  const result = await clientConfig.getCurrentClient();
  if (!result.ok) {
    notify(
      dangerToast(dangerToastCatalogue.dataSourceLoadFailed, result.error.server?.message, {
        label: CLIENT_SETTINGS_SOURCE_LABEL,
      }),
    );
    return;
  }
  settings.apply(result.value);
}
