import type { SearchContents } from '@portail/application';
import { CONTENT_KIND_LABELS } from '@portail/domain';
import type { ContentKind, ContentSummary } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export type ContentKindFilter = ContentKind | 'all';

/** « Contenus »: every CMS item and static page, searched by words and kind; the newest answer only. */
export class ContentsListViewModel {
  text = '';
  kind: ContentKindFilter = 'all';
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  items: readonly ContentSummary[] = [];
  failure: string | null = null;
  private asked = 0;

  constructor(
    private readonly contents: Pick<SearchContents, 'execute'>,
    /** The staff member may create and edit contents (the server checks anyway). */
    readonly canEdit: boolean,
  ) {
    makeAutoObservable<ContentsListViewModel, 'contents' | 'asked'>(this, {
      contents: false,
      asked: false,
      canEdit: false,
    });
  }

  setText(value: string): void {
    this.text = value;
  }

  setKind(value: ContentKindFilter): void {
    this.kind = value;
  }

  async search(): Promise<void> {
    const ask = ++this.asked;
    this.status = 'loading';
    const found = await this.contents.execute({
      text: this.text,
      ...(this.kind === 'all' ? {} : { kind: this.kind }),
    });
    if (ask !== this.asked) return;
    runInAction(() => {
      if (found.ok) {
        this.items = found.value;
        this.status = 'loaded';
        this.failure = null;
      } else {
        this.status = 'failed';
        this.failure = found.error.message;
      }
    });
  }

  /** What the live region says once a search answered: « 3 contenus », « Aucun contenu ». */
  get resultSummary(): string {
    if (this.status !== 'loaded') return '';
    const count = this.items.length;
    if (count === 0) return 'Aucun contenu ne correspond à la recherche.';
    return `${String(count)} ${count > 1 ? 'contenus' : 'contenu'}`;
  }

  kindLabel(kind: ContentKind): string {
    return CONTENT_KIND_LABELS[kind];
  }

  /** « Publié », « Publié, brouillon en cours », « Non publié ». */
  stateLabel(item: ContentSummary): string {
    if (!item.published) return 'Non publié';
    return item.draftPending ? 'Publié, brouillon en cours' : 'Publié';
  }
}
