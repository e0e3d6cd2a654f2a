import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadCmsBlockUseCase } from '../../app/platform/account-recovery.use-cases.ts';
import type { FlowEffects } from '../../app/platform/flow-effects.ts';
import { showCatalogueToast } from '../../app/platform/flow-effects.ts';

/** Text shown when the CMS block cannot be loaded (the flow must go on). */
export interface CmsTextFallback {
  readonly title: string;
  /** Plain paragraphs. */
  readonly paragraphs: readonly string[];
}

/**
 * The text of a dialog driven by a CMS block (spec §7 CMS: the first item's title and content). While
 * loading, nothing is shown; a failure shows the toast 'Le message {name} n'a pas pu être chargé.' and the
 * fallback text.
 */
export class CmsTextViewModel {
  status: 'loading' | 'loaded' | 'fallback' = 'loading';
  title = '';
  /** Unsanitised CMS HTML (rendered through DOMPurify). */
  html = '';
  private started = false;

  constructor(
    private readonly loadCmsBlock: LoadCmsBlockUseCase,
    private readonly effects: Pick<FlowEffects, 'toasts'>,
    readonly blockName: string,
    readonly fallback: CmsTextFallback,
  ) {
    makeAutoObservable<CmsTextViewModel, 'loadCmsBlock' | 'effects' | 'started'>(this, {
      loadCmsBlock: false,
      effects: false,
      started: false,
      blockName: false,
      fallback: false,
    });
  }

  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const outcome = await this.loadCmsBlock.execute({ name: this.blockName });
    runInAction(() => {
      if (outcome.kind === 'loaded') {
        this.title = outcome.item.title.trim() === '' ? this.fallback.title : outcome.item.title;
        this.html = outcome.item.content;
        this.status = 'loaded';
        return;
      }
      showCatalogueToast(this.effects.toasts, outcome.toast);
      this.title = this.fallback.title;
      this.status = 'fallback';
    });
  }
}
