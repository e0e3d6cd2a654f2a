import type { CatalogueMessage, FaqCategory, FaqQuestion } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import { FaqQuestionViewModel } from './faq-question-dialog.view-model.ts';
import type { FaqUseCases } from './faq.use-cases.ts';

export type FaqTab = 'top5' | 'categories' | 'results';

/** The tabs of the FAQ modal, in order (spec §2, §9: the first tab is 'Top 5'). */
export const FAQ_TABS: readonly { readonly id: FaqTab; readonly title: string }[] = [
  { id: 'top5', title: 'Top 5' },
  { id: 'categories', title: 'Catégories' },
  { id: 'results', title: 'Résultats' },
];

export type FaqListState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly items: T }
  | { readonly status: 'failed'; readonly message: string };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

export interface FaqDialogViewModelDeps {
  readonly useCases: FaqUseCases;
  /** FAQ audience ('public' on the home page). */
  readonly userType: string;
  readonly notify: (message: CatalogueMessage) => void;
}

/**
 * The FAQ modal (spec §2 home help): tabs 'Top 5' / 'Catégories' / 'Résultats', a search box whose answers
 * fill 'Résultats', and a question dialog opened from any list (question, then answer and rating).
 */
export class FaqDialogViewModel {
  tab: FaqTab = 'top5';
  query = '';
  top5: FaqListState<readonly FaqQuestion[]> = IDLE;
  categories: FaqListState<readonly FaqCategory[]> = IDLE;
  results: FaqListState<readonly FaqQuestion[]> = IDLE;
  /** The query whose results are shown. */
  searchedQuery: string | null = null;
  /** The open question dialog, null when none. */
  question: FaqQuestionViewModel | null = null;
  private searchSequence = 0;

  constructor(private readonly deps: FaqDialogViewModelDeps) {
    makeAutoObservable<FaqDialogViewModel, 'deps' | 'searchSequence'>(this, {
      deps: false,
      searchSequence: false,
    });
  }

  /** The modal opened: the 'Top 5' tab loads. */
  start(): Promise<void> {
    return this.loadTop5();
  }

  async selectTab(tab: FaqTab): Promise<void> {
    this.tab = tab;
    if (tab === 'top5' && (this.top5.status === 'idle' || this.top5.status === 'failed')) {
      await this.loadTop5();
    }
    if (tab === 'categories' && (this.categories.status === 'idle' || this.categories.status === 'failed')) {
      await this.loadCategories();
    }
  }

  setQuery(text: string): void {
    this.query = text;
  }

  /** Runs the search box's query; the answers show in 'Résultats' (a blank query does nothing). */
  async search(): Promise<void> {
    if (this.query.trim() === '') return;
    const sequence = ++this.searchSequence;
    this.tab = 'results';
    this.results = LOADING;
    const outcome = await this.deps.useCases.search.execute({
      query: this.query,
      userType: this.deps.userType,
    });
    if (sequence !== this.searchSequence) return;
    runInAction(() => {
      if (outcome.kind === 'results') {
        this.searchedQuery = outcome.query;
        this.results = { status: 'loaded', items: outcome.questions };
      } else if (outcome.kind === 'failed') {
        this.results = { status: 'failed', message: outcome.message };
      } else {
        this.results = IDLE;
      }
    });
  }

  /** Opens the question dialog on a question of a list. */
  openQuestion(question: FaqQuestion): Promise<void> {
    const dialog = new FaqQuestionViewModel({
      openQuestion: this.deps.useCases.openQuestion,
      rate: this.deps.useCases.rate,
      userType: this.deps.userType,
      notify: this.deps.notify,
      onClose: () => this.closeQuestion(dialog),
    });
    this.question = dialog;
    return dialog.open(question);
  }

  private closeQuestion(dialog: FaqQuestionViewModel): void {
    if (this.question === dialog) this.question = null;
  }

  private async loadTop5(): Promise<void> {
    this.top5 = LOADING;
    const outcome = await this.deps.useCases.loadTop5.execute({ userType: this.deps.userType });
    runInAction(() => {
      this.top5 =
        outcome.kind === 'loaded'
          ? { status: 'loaded', items: outcome.questions }
          : { status: 'failed', message: outcome.message };
    });
  }

  private async loadCategories(): Promise<void> {
    this.categories = LOADING;
    const outcome = await this.deps.useCases.loadCategories.execute({ userType: this.deps.userType });
    runInAction(() => {
      this.categories =
        outcome.kind === 'loaded'
          ? { status: 'loaded', items: outcome.categories }
          : { status: 'failed', message: outcome.message };
    });
  }
}
