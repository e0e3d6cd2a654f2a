import type { LoadCmsBlock, LoadCmsBlockCommand } from '@portail/application';
import type { CatalogueMessage, CmsItem } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export type CmsBlockStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * A CMS block shown by a member-area dialog (spec §7 CMS: the first item's title and content). A failure
 * shows the toast 'Le message {name} n'a pas pu être chargé.' and leaves the dialog with its own title.
 */
export class CmsBlockState {
  status: CmsBlockStatus = 'idle';
  item: CmsItem | null = null;

  constructor(
    private readonly loadCmsBlock: Pick<LoadCmsBlock, 'execute'>,
    private readonly notify: (message: CatalogueMessage) => void,
    readonly block: LoadCmsBlockCommand,
    /**
     * A block the server may withhold from this member (a popup kept for an audience, issue 27): its absence (404)
     * is no failure to tell; the dialog is simply not shown.
     */
    private readonly absentIsQuiet = false,
  ) {
    makeAutoObservable<CmsBlockState, 'loadCmsBlock' | 'notify' | 'absentIsQuiet'>(this, {
      loadCmsBlock: false,
      notify: false,
      absentIsQuiet: false,
      block: false,
      item: observableRef,
    });
  }

  /** The block's title, or `fallback` while unknown. */
  titleOr(fallback: string): string {
    const title = this.item?.title.trim() ?? '';
    return title === '' ? fallback : title;
  }

  /** Loads the block once; resolves to whether it is available. */
  async load(): Promise<boolean> {
    if (this.status === 'loaded') return true;
    if (this.status === 'loading') return false;
    this.status = 'loading';
    const outcome = await this.loadCmsBlock.execute(this.block);
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      if (!(this.absentIsQuiet && outcome.error.status === 404)) this.notify(outcome.toast);
      return false;
    }
    runInAction(() => {
      this.item = outcome.item;
      this.status = 'loaded';
    });
    return true;
  }
}
