import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export type StaticPageOutcome =
  | { readonly kind: 'loaded'; readonly title: string; readonly content: string }
  | { readonly kind: 'unknown'; readonly message: CatalogueMessage }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** What the static page needs of the application's LoadStaticPage use case. */
export interface LoadStaticPageUseCase {
  execute(command: { readonly pageName: string | null | undefined }): Promise<StaticPageOutcome>;
}

export type StaticPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly title: string; readonly content: string }
  /** 'Page inconnue'. */
  | { readonly status: 'unknown'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string };

export interface StaticPageViewModelDeps {
  readonly loadStaticPage: LoadStaticPageUseCase;
  readonly notify: (message: CatalogueMessage) => void;
}

/** page/{pageName} (spec §2): the CMS title and (sanitised) content; an unknown page is 'Page inconnue'. */
export class StaticPageViewModel {
  state: StaticPageState = { status: 'loading' };
  private sequence = 0;

  constructor(private readonly deps: StaticPageViewModelDeps) {
    makeAutoObservable<StaticPageViewModel, 'deps' | 'sequence'>(this, { deps: false, sequence: false });
  }

  /** Loads the page named by the route (again when the member follows a link to another page). */
  async load(pageName: string | undefined): Promise<void> {
    const sequence = ++this.sequence;
    this.state = { status: 'loading' };
    const outcome = await this.deps.loadStaticPage.execute({ pageName });
    if (sequence !== this.sequence) return;
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
    runInAction(() => {
      switch (outcome.kind) {
        case 'loaded':
          this.state = { status: 'loaded', title: outcome.title, content: outcome.content };
          return;
        case 'unknown':
          this.state = { status: 'unknown', message: outcome.message.message };
          return;
        case 'failed':
          this.state = { status: 'failed', message: outcome.toast.message };
      }
    });
  }

  /** The page heading: the CMS title, 'Page inconnue', or the route's title while loading or failed. */
  headingOr(fallback: string): string {
    const { state } = this;
    if (state.status === 'loaded') return state.title.trim() === '' ? fallback : state.title;
    return state.status === 'unknown' ? state.message : fallback;
  }
}
