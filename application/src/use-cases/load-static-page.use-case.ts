import type { CatalogueMessage, CmsItem } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, flowErrorCatalogue } from '@portail/domain';
import type { CmsPort } from '../ports/cms.port.ts';
import { failureToast } from './failure-toast.ts';
import { CMS_BLOCK_NAMES } from './load-cms-block.use-case.ts';

/** A page name as it may appear in the route page/{pageName}: letters, digits, '_' and '-'. */
const PAGE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

export interface LoadStaticPageCommand {
  /** The route parameter (absent when the URL has none). */
  readonly pageName: string | null | undefined;
}

export type LoadStaticPageOutcome =
  /** Title from the CMS, content to sanitise before display. */
  | { readonly kind: 'loaded'; readonly title: string; readonly content: string; readonly item: CmsItem }
  /** 'Page inconnue': no such page (or a malformed name, not sent). */
  | { readonly kind: 'unknown'; readonly message: CatalogueMessage }
  /** The CMS could not answer (network, server error): 'Le message {name} n'a pas pu être chargé.' */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** Static CMS page (spec §2 page/{pageName}): item {pageName} of the block Pages_Statiques. */
export class LoadStaticPage {
  constructor(private readonly cms: Pick<CmsPort, 'getBlockItems'>) {}

  async execute(command: LoadStaticPageCommand): Promise<LoadStaticPageOutcome> {
    const pageName = command.pageName?.trim() ?? '';
    const unknown = { kind: 'unknown', message: catalogueMessage(flowErrorCatalogue.unknownPage) } as const;
    if (!PAGE_NAME.test(pageName)) return unknown;
    const result = await this.cms.getBlockItems(CMS_BLOCK_NAMES.staticPages, pageName);
    if (!result.ok) {
      if (result.error.status === 404) return unknown;
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.cmsBlockLoadFailed, result.error, { name: pageName }),
      };
    }
    const item = result.value[0];
    if (item === undefined) return unknown;
    return { kind: 'loaded', title: item.title, content: item.content, item };
  }
}
