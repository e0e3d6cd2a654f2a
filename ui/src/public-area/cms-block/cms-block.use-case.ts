import type { CatalogueMessage, CmsItem } from '@portail/domain';

/** CMS block names read by the public area (spec §7 CMS, and the blocks of the reference seed). */
export const PUBLIC_CMS_BLOCKS = Object.freeze({
  registerNirPopup: 'Register_Num_Secu_Popup',
  registerHelp: 'Register_Help',
  dematPopup: 'Popup_Demat',
  displayEmail: 'Display_Email',
  errorPage: 'Page_Erreur',
  footer: 'Footer',
});

export type CmsBlockOutcome =
  | { readonly kind: 'loaded'; readonly item: CmsItem }
  /** 'Le message {name} n'a pas pu être chargé.' */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** What the public area needs of the application's LoadCmsBlock use case. */
export interface LoadCmsBlockUseCase {
  execute(command: {
    readonly name: string;
    readonly itemName?: string | undefined;
  }): Promise<CmsBlockOutcome>;
}
