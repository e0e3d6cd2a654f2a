import type { FaqAdminPort, FaqFeedback, FeedbackQuery } from '@portail/application';
import { makeAutoObservable, runInAction } from 'mobx';

type Sort = NonNullable<FeedbackQuery['sort']>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const INVALID_DAY = 'Saisissez une date au format JJ/MM/AAAA.';
export const END_BEFORE_START = 'La date de fin doit être postérieure ou égale à la date de début.';

export interface FaqFeedbackDeps {
  readonly faq: Pick<FaqAdminPort, 'getFeedback' | 'exportFeedback'>;
  /** Saves a downloaded file in the browser. */
  readonly save: (fileName: string, content: Blob) => void;
  readonly announce: (message: string) => void;
}

/**
 * The FAQ feedback: per question, clicks, « Oui », « Non » and comments over a period, sorted by a column (a second
 * press reverses it), the searches that found nothing, and the CSV of what is shown.
 */
export class FaqFeedbackViewModel {
  from = '';
  to = '';
  sort: Sort = 'clics';
  order: 'asc' | 'desc' = 'desc';
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  feedback: FaqFeedback | null = null;
  error: string | null = null;
  submitted = false;
  exporting = false;
  /** The query of the figures shown (the CSV exports exactly these). */
  private shown: FeedbackQuery = {};

  constructor(private readonly deps: FaqFeedbackDeps) {
    makeAutoObservable<FaqFeedbackViewModel, 'deps' | 'shown'>(
      this,
      { deps: false, shown: false },
      { autoBind: true },
    );
  }

  get fromError(): string | undefined {
    return this.from === '' || DAY.test(this.from) ? undefined : INVALID_DAY;
  }

  get toError(): string | undefined {
    if (this.to !== '' && !DAY.test(this.to)) return INVALID_DAY;
    return this.from !== '' && this.to !== '' && this.fromError === undefined && this.to < this.from
      ? END_BEFORE_START
      : undefined;
  }

  setFrom(value: string): void {
    this.from = value;
  }

  setTo(value: string): void {
    this.to = value;
  }

  /** « Filtrer » (and the first display): the figures of the period typed, when it is right. */
  async apply(): Promise<void> {
    this.submitted = true;
    if (this.fromError !== undefined || this.toError !== undefined) return;
    this.submitted = false;
    await this.load();
  }

  /** A column header pressed: sorted by it, descending first (ascending for the title); again reverses. */
  async sortBy(sort: Sort): Promise<void> {
    if (this.sort === sort) this.order = this.order === 'asc' ? 'desc' : 'asc';
    else {
      this.sort = sort;
      this.order = sort === 'titre' ? 'asc' : 'desc';
    }
    await this.load();
  }

  async exportCsv(): Promise<void> {
    this.exporting = true;
    const result = await this.deps.faq.exportFeedback(this.shown);
    runInAction(() => {
      this.exporting = false;
      if (result.ok) this.deps.save(result.value.fileName, result.value.content);
      else this.error = result.error.message;
    });
  }

  private async load(): Promise<void> {
    const query: FeedbackQuery = {
      ...(this.from === '' ? {} : { from: this.from }),
      ...(this.to === '' ? {} : { to: this.to }),
      sort: this.sort,
      order: this.order,
    };
    this.status = 'loading';
    const result = await this.deps.faq.getFeedback(query);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.error = result.error.message;
        return;
      }
      this.shown = query;
      this.feedback = result.value;
      this.status = 'ready';
      this.error = null;
      this.deps.announce(`${String(result.value.questions.length)} questions affichées.`);
    });
  }
}
