import type { LoadCmsBlock, LoadCmsBlockOutcome } from '@portail/application';

/** CMS block names read by the public area (spec §7 CMS, and the blocks of the reference seed). */
export const PUBLIC_CMS_BLOCKS = Object.freeze({
  registerNirPopup: 'Register_Num_Secu_Popup',
  registerHelp: 'Register_Help',
  dematPopup: 'Popup_Demat',
  displayEmail: 'Display_Email',
  errorPage: 'Page_Erreur',
  footer: 'Footer',
});

export type CmsBlockOutcome = LoadCmsBlockOutcome;
/** The application's LoadCmsBlock, as the public screens call it. */
export type LoadCmsBlockUseCase = Pick<LoadCmsBlock, 'execute'>;
