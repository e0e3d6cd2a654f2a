import type { ClientConfigPort, CmsPort } from '@portail/application';
import { LoadClientContext, LoadCmsBlock } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import type { PortalSettings } from '../app/platform/portal-settings.store.ts';
import type { FooterContentStore } from '../app/platform/footer-content.store.ts';
import { loadFooterContent } from './footer-content.loader.ts';

/** The tenant settings could not be loaded (the portal keeps its defaults: every feature shown). */
export class TenantSettingsUnavailableError extends Error {
  constructor(message: string) {
    super(`Client configuration unavailable: ${message}`);
    this.name = 'TenantSettingsUnavailableError';
  }
}

/**
 * What the shell's settings store holds (current client + configuration: route guard, home blocks, header),
 * read with LoadClientContext. Imported on demand at start-up, so the use-case code stays out of the first
 * load; a failure rejects with TenantSettingsUnavailableError.
 */
export async function loadTenantSettings(clientConfig: ClientConfigPort): Promise<PortalSettings> {
  const outcome = await new LoadClientContext(clientConfig).execute();
  if (outcome.kind === 'failed') throw new TenantSettingsUnavailableError(outcome.message);
  return { client: outcome.client, configuration: outcome.configuration };
}

/** The CMS-driven footer, loaded at start-up. */
export function loadFooter(
  footer: Pick<FooterContentStore, 'setHtml'>,
  cms: CmsPort,
  notify: (message: CatalogueMessage) => void,
): Promise<void> {
  return loadFooterContent(footer, new LoadCmsBlock(cms), notify);
}
