import type { CatalogueMessage } from '@portail/domain';
import type { FooterContentStore } from '../app/platform/footer-content.store.ts';
import type { LoadCmsBlockUseCase } from './cms-block/cms-block.use-case.ts';
import { PUBLIC_CMS_BLOCKS } from './cms-block/cms-block.use-case.ts';

/** The CMS item of the footer block in the reference seed. */
export const FOOTER_ITEM = 'footer';

/**
 * The CMS-driven footer (spec §1): the Footer block's content, put in the shell's footer store (sanitised
 * when rendered). A failure shows the CMS toast and leaves the footer empty.
 */
export async function loadFooterContent(
  footer: Pick<FooterContentStore, 'setHtml'>,
  loadCmsBlock: LoadCmsBlockUseCase,
  notify: (message: CatalogueMessage) => void,
): Promise<void> {
  const outcome = await loadCmsBlock.execute({ name: PUBLIC_CMS_BLOCKS.footer, itemName: FOOTER_ITEM });
  if (outcome.kind === 'loaded') footer.setHtml(outcome.item.content);
  else notify(outcome.toast);
}
