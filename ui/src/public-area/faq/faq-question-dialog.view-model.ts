import type { CatalogueMessage, FaqQuestion, FaqRelatedQuestion } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { FaqOpenQuestionUseCase, FaqRateUseCase } from './faq.use-cases.ts';

export interface FaqQuestionViewModelDeps {
  readonly openQuestion: FaqOpenQuestionUseCase;
  readonly rate: FaqRateUseCase;
  /** FAQ audience ('public' on the home page). */
  readonly userType: string;
  /** Shows a toast ('Nous vous remercions pour votre retour', 'Une erreur est survenue.'). */
  readonly notify: (message: CatalogueMessage) => void;
  /** The dialog closes (after a rating, or when the member closes it). */
  readonly onClose: () => void;
}

export type FaqQuestionStatus = 'loading' | 'ready' | 'failed';

/** Where the rating stands: the Oui / Non question, or the comment box after Non. */
export type FaqRatingStep = 'ask' | 'comment';

/** Longest comment sent with a 'Non'. */
export const FAQ_COMMENT_MAX_LENGTH = 2000;

/**
 * The FAQ question dialog (spec §2, §4 FAQ rating): title and answer, 'Cette réponse vous a-t-elle été
 * utile ?' — Oui closes the dialog, Non shows a comment box whose Envoyer closes it — and the related
 * questions under 'Ceci peut aussi vous intéresser', each opening in the same dialog.
 */
export class FaqQuestionViewModel {
  status: FaqQuestionStatus = 'loading';
  /** The title asked for, shown while the answer loads. */
  requestedTitle = '';
  question: FaqQuestion | null = null;
  failureMessage: string | null = null;
  ratingStep: FaqRatingStep = 'ask';
  comment = '';
  isSending = false;
  private sequence = 0;

  constructor(private readonly deps: FaqQuestionViewModelDeps) {
    makeAutoObservable<FaqQuestionViewModel, 'deps' | 'sequence'>(this, { deps: false, sequence: false });
  }

  get title(): string {
    return this.question?.title ?? this.requestedTitle;
  }

  /** Loads a question (from a list, or a related question) and counts the click. */
  async open(question: FaqQuestion | FaqRelatedQuestion): Promise<void> {
    const sequence = ++this.sequence;
    this.status = 'loading';
    this.requestedTitle = question.title;
    this.question = null;
    this.failureMessage = null;
    this.ratingStep = 'ask';
    this.comment = '';
    const outcome = await this.deps.openQuestion.execute({ question, userType: this.deps.userType });
    if (sequence !== this.sequence) return;
    runInAction(() => {
      if (outcome.kind === 'opened') {
        this.question = outcome.question;
        this.status = 'ready';
      } else {
        this.failureMessage = outcome.message;
        this.status = 'failed';
      }
    });
  }

  openRelated(related: FaqRelatedQuestion): Promise<void> {
    return this.open(related);
  }

  /** Oui: the rating is sent and the dialog closes. */
  answerYes(): Promise<void> {
    return this.send({ answer: 'yes' });
  }

  /** Non: the comment box and Envoyer appear (nothing is sent yet). */
  async answerNo(): Promise<void> {
    const question = this.question;
    if (question === null || this.isSending) return;
    const outcome = await this.deps.rate.execute({
      rateCode: question.rateCode,
      userType: this.deps.userType,
      vote: { answer: 'no' },
    });
    if (outcome.kind === 'comment-requested') runInAction(() => (this.ratingStep = 'comment'));
  }

  setComment(text: string): void {
    this.comment = text.slice(0, FAQ_COMMENT_MAX_LENGTH);
  }

  /** Envoyer: the 'Non' rating with its comment; the dialog closes. */
  sendComment(): Promise<void> {
    return this.send({ answer: 'no', comment: this.comment });
  }

  close(): void {
    this.sequence += 1;
    this.deps.onClose();
  }

  private async send(vote: { answer: 'yes' } | { answer: 'no'; comment: string }): Promise<void> {
    const question = this.question;
    if (question === null || this.isSending) return;
    this.isSending = true;
    const outcome = await this.deps.rate.execute({
      rateCode: question.rateCode,
      userType: this.deps.userType,
      vote,
    });
    runInAction(() => (this.isSending = false));
    if (outcome.kind === 'comment-requested') {
      runInAction(() => (this.ratingStep = 'comment'));
      return;
    }
    this.deps.notify(outcome.toast);
    if (outcome.kind === 'rated') this.close();
  }
}
