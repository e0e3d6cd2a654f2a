import type { CatalogueMessage, CmsItem } from '@portail/domain';
import { dangerToastCatalogue, httpErrorFor } from '@portail/domain';
import type { CmsPort } from '../ports/cms.port.ts';
import type { PortError } from '../ports/port-error.ts';
import { failureToast } from './failure-toast.ts';

/** CMS block names used by the portal (spec §7). */
export const CMS_BLOCK_NAMES = Object.freeze({
  registerNirPopup: 'Register_Num_Secu_Popup',
  registerHelp: 'Register_Help',
  staticPages: 'Pages_Statiques',
});

export interface LoadCmsBlockCommand {
  readonly name: string;
  readonly itemName?: string | undefined;
}

export type LoadCmsBlockOutcome =
  /** The first item of the block: its title and (unsanitised) HTML content. */
  | { readonly kind: 'loaded'; readonly item: CmsItem }
  /** 'Le message {name} n'a pas pu être chargé.' (server message as detail). */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage; readonly error: PortError };

/** A CMS text block (spec §7 CMS): the first item of the named block; an empty block is a failure. */
export class LoadCmsBlock {
  constructor(private readonly cms: Pick<CmsPort, 'getBlockItems'>) {}

  async execute(command: LoadCmsBlockCommand): Promise<LoadCmsBlockOutcome> {
    const name = command.name.trim();
    if (name === '') throw new Error('LoadCmsBlock needs a block name');
    const itemName = command.itemName?.trim() ?? '';
    const result = await (itemName === ''
      ? this.cms.getBlockItems(name)
      : this.cms.getBlockItems(name, itemName));
    const item = result.ok ? result.value[0] : undefined;
    if (item !== undefined) return { kind: 'loaded', item };
    // An empty block is reported like an unknown one.
    const failure = result.ok ? httpErrorFor(404) : result.error;
    return {
      kind: 'failed',
      toast: failureToast(dangerToastCatalogue.cmsBlockLoadFailed, failure, { name }),
      error: failure,
    };
  }
}
