import type { CatalogueMessage, CmsItem } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadCmsBlockUseCase } from './cms-block.use-case.ts';

export type CmsBlockDialogStatus = 'closed' | 'loading' | 'open';

/**
 * A dialog showing a CMS block (title + sanitised content): the NIR help popup, the dematerialisation popup.
 * The block loads when the popup opens; a failure shows the catalogue toast and leaves the popup closed.
 */
export class CmsBlockDialogViewModel {
  status: CmsBlockDialogStatus = 'closed';
  item: CmsItem | null = null;

  constructor(
    private readonly loadCmsBlock: LoadCmsBlockUseCase,
    private readonly notify: (message: CatalogueMessage) => void,
    private readonly block: { readonly name: string; readonly itemName?: string | undefined },
  ) {
    makeAutoObservable<CmsBlockDialogViewModel, 'loadCmsBlock' | 'notify' | 'block'>(this, {
      loadCmsBlock: false,
      notify: false,
      block: false,
    });
  }

  get isOpen(): boolean {
    return this.status === 'open';
  }

  /** Opens the popup once its block is loaded; resolves to whether it opened. */
  async open(): Promise<boolean> {
    if (this.status === 'open') return true;
    if (this.item !== null) {
      this.status = 'open';
      return true;
    }
    this.status = 'loading';
    const outcome = await this.loadCmsBlock.execute(this.block);
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'closed'));
      this.notify(outcome.toast);
      return false;
    }
    runInAction(() => {
      this.item = outcome.item;
      this.status = 'open';
    });
    return true;
  }

  close(): void {
    this.status = 'closed';
  }
}
