import type {
  AdminContentsPort,
  PublishContent,
  SaveContentDraft,
  UnpublishStaticPage,
} from '@portail/application';
import type { ContentDetail } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export interface ContentEditorDeps {
  readonly contents: Pick<AdminContentsPort, 'get'>;
  readonly save: Pick<SaveContentDraft, 'execute'>;
  readonly publish: Pick<PublishContent, 'execute'>;
  readonly unpublish: Pick<UnpublishStaticPage, 'execute'>;
  /** Says a done action in the live region (« Brouillon enregistré », …). */
  readonly announce: (text: string) => void;
}

/** A save refused because someone else changed the item meanwhile (409), and their version once reloaded. */
export interface ContentConflict {
  readonly message: string;
  readonly theirs: ContentDetail | null;
}

/**
 * One content in the editor: the title and HTML typed, saved as the draft on the version opened, published,
 * unpublished (static pages). A stale save (409) keeps everything typed: the other version can be loaded side by
 * side, then either kept (what was typed is dropped) or overwritten (what was typed is saved on it).
 */
export class ContentEditorViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  item: ContentDetail | null = null;
  title = '';
  content = '';
  busy: 'save' | 'publish' | 'unpublish' | null = null;
  failure: string | null = null;
  conflict: ContentConflict | null = null;
  /** Changes when the editor must show another text than the one typed (give it as the editor's `key`). */
  textRevision = 0;

  constructor(
    private readonly deps: ContentEditorDeps,
    readonly id: string,
  ) {
    makeAutoObservable<ContentEditorViewModel, 'deps'>(this, { deps: false, id: false });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const found = await this.deps.contents.get(this.id);
    runInAction(() => {
      if (!found.ok) {
        this.status = 'failed';
        this.failure = found.error.message;
        return;
      }
      this.show(found.value);
      this.status = 'ready';
    });
  }

  setTitle(value: string): void {
    this.title = value;
  }

  setContent(html: string): void {
    this.content = html;
  }

  /** What was typed differs from the saved draft. */
  get dirty(): boolean {
    const draft = this.item?.draft;
    return draft !== undefined && (draft.title !== this.title || draft.content !== this.content);
  }

  get canUnpublish(): boolean {
    return this.item?.kind === 'page' && this.item.published;
  }

  async save(): Promise<boolean> {
    const item = this.item;
    if (item === null || this.busy !== null) return false;
    this.busy = 'save';
    const saved = await this.deps.save.execute(item.id, item.version, {
      title: this.title,
      content: this.content,
    });
    return runInAction(() => {
      this.busy = null;
      if (saved.kind === 'stale') this.conflict = { message: saved.message.message, theirs: null };
      if (saved.kind !== 'done') {
        if (saved.kind === 'failed') this.failure = saved.message.message;
        return false;
      }
      this.failure = null;
      this.conflict = null;
      this.show(saved.value, { keepTyped: true });
      this.deps.announce('Brouillon enregistré.');
      return true;
    });
  }

  /** Saves what was typed (when changed), then publishes the draft: members read it at once. */
  async publish(): Promise<boolean> {
    if (this.dirty && !(await this.save())) return false;
    const item = this.item;
    if (item === null || this.busy !== null) return false;
    this.busy = 'publish';
    const published = await this.deps.publish.execute(item.id, item.version);
    return this.settle(published, 'Contenu publié : les adhérents le voient dès maintenant.');
  }

  async unpublish(): Promise<boolean> {
    const item = this.item;
    if (item === null || this.busy !== null) return false;
    this.busy = 'unpublish';
    const unpublished = await this.deps.unpublish.execute(item);
    return this.settle(unpublished, 'Page dépubliée : les adhérents ne la voient plus.');
  }

  /** After a 409: loads the version saved meanwhile, to show beside what was typed. */
  async loadTheirs(): Promise<void> {
    const found = await this.deps.contents.get(this.id);
    runInAction(() => {
      if (!found.ok) this.failure = found.error.message;
      else if (this.conflict !== null) this.conflict = { ...this.conflict, theirs: found.value };
    });
  }

  /** Keeps what was typed, on the version saved meanwhile: the next « Enregistrer » replaces it. */
  keepMine(): void {
    const theirs = this.conflict?.theirs;
    if (theirs === null || theirs === undefined) return;
    this.item = theirs;
    this.conflict = null;
  }

  /** Drops what was typed for the version saved meanwhile. */
  takeTheirs(): void {
    const theirs = this.conflict?.theirs;
    if (theirs === null || theirs === undefined) return;
    this.show(theirs);
    this.conflict = null;
  }

  /** After « Restaurer » (versions panel): the item as the server now has it. */
  replaceWith(item: ContentDetail): void {
    this.show(item);
  }

  private settle(outcome: Awaited<ReturnType<PublishContent['execute']>>, done: string): boolean {
    this.busy = null;
    if (outcome.kind === 'stale') this.conflict = { message: outcome.message.message, theirs: null };
    if (outcome.kind !== 'done') {
      if (outcome.kind === 'failed') this.failure = outcome.message.message;
      return false;
    }
    this.failure = null;
    this.show(outcome.value, { keepTyped: true });
    this.deps.announce(done);
    return true;
  }

  private show(item: ContentDetail, options: { keepTyped?: boolean } = {}): void {
    this.item = item;
    if (options.keepTyped === true && item.draft.title === this.title && item.draft.content === this.content)
      return;
    this.title = item.draft.title;
    this.content = item.draft.content;
    this.textRevision += 1;
  }
}
