import type { CatalogueMessage, CmsItem } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadCmsBlockUseCase } from '../cms-block/cms-block.use-case.ts';
import { PUBLIC_CMS_BLOCKS } from '../cms-block/cms-block.use-case.ts';

/** The flows that end on display-email, each with its Display_Email CMS item. */
export const DISPLAY_EMAIL_SOURCES = ['register', 'forgot-username'] as const;
export type DisplayEmailSource = (typeof DISPLAY_EMAIL_SOURCES)[number];

/** The `source` query parameter, or 'register' when absent or unknown. */
export function displayEmailSource(value: string | null): DisplayEmailSource {
  return DISPLAY_EMAIL_SOURCES.find((source) => source === value) ?? 'register';
}

export type DisplayEmailStatus = 'loading' | 'loaded' | 'failed';

export interface DisplayEmailViewModelDeps {
  readonly loadCmsBlock: LoadCmsBlockUseCase;
  readonly notify: (message: CatalogueMessage) => void;
}

/**
 * display-email (spec §2): the CMS-driven text shown after sign-up (`?source=register`) or a login change
 * (`?source=forgot-username`); a generic text when the CMS cannot answer.
 */
export class DisplayEmailViewModel {
  status: DisplayEmailStatus = 'loading';
  item: CmsItem | null = null;
  private sequence = 0;

  constructor(private readonly deps: DisplayEmailViewModelDeps) {
    makeAutoObservable<DisplayEmailViewModel, 'deps' | 'sequence'>(this, { deps: false, sequence: false });
  }

  async load(source: DisplayEmailSource): Promise<void> {
    const sequence = ++this.sequence;
    this.status = 'loading';
    this.item = null;
    const outcome = await this.deps.loadCmsBlock.execute({
      name: PUBLIC_CMS_BLOCKS.displayEmail,
      itemName: source,
    });
    if (sequence !== this.sequence) return;
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.item = outcome.item;
      this.status = 'loaded';
    });
  }
}
