import type { CatalogueMessage, FaqCategory, FaqQuestion, FaqRelatedQuestion } from '@portail/domain';

/**
 * What the FAQ dialogs need of the application's Faq* use cases (FaqLoadTop5, FaqLoadCategories, FaqSearch,
 * FaqOpenQuestion, FaqRate), as narrow structural interfaces: the real classes are bound by the public-area
 * composition, tests pass fakes.
 */

/** A FAQ call that failed: the message to show (the server's, or the HTTP default). */
export interface FaqFailure {
  readonly kind: 'failed';
  readonly message: string;
}

export interface FaqAudienceCommand {
  readonly userType: string;
}

export interface FaqLoadTop5UseCase {
  execute(
    command: FaqAudienceCommand,
  ): Promise<{ readonly kind: 'loaded'; readonly questions: readonly FaqQuestion[] } | FaqFailure>;
}

export interface FaqLoadCategoriesUseCase {
  execute(
    command: FaqAudienceCommand,
  ): Promise<{ readonly kind: 'loaded'; readonly categories: readonly FaqCategory[] } | FaqFailure>;
}

export interface FaqSearchUseCase {
  execute(
    command: FaqAudienceCommand & { readonly query: string },
  ): Promise<
    | { readonly kind: 'empty-query' }
    | { readonly kind: 'results'; readonly query: string; readonly questions: readonly FaqQuestion[] }
    | FaqFailure
  >;
}

export interface FaqOpenQuestionUseCase {
  execute(
    command: FaqAudienceCommand & { readonly question: FaqQuestion | FaqRelatedQuestion },
  ): Promise<{ readonly kind: 'opened'; readonly question: FaqQuestion } | FaqFailure>;
}

/** Oui, or Non (comment undefined = Non just clicked; a string = Envoyer clicked). */
export type FaqVoteChoice =
  { readonly answer: 'yes' } | { readonly answer: 'no'; readonly comment?: string | undefined };

export interface FaqRateUseCase {
  execute(
    command: FaqAudienceCommand & { readonly rateCode: string; readonly vote: FaqVoteChoice },
  ): Promise<
    | { readonly kind: 'comment-requested' }
    | { readonly kind: 'rated'; readonly toast: CatalogueMessage; readonly closeDialog: true }
    | { readonly kind: 'failed'; readonly toast: CatalogueMessage }
  >;
}

export interface FaqUseCases {
  readonly loadTop5: FaqLoadTop5UseCase;
  readonly loadCategories: FaqLoadCategoriesUseCase;
  readonly search: FaqSearchUseCase;
  readonly openQuestion: FaqOpenQuestionUseCase;
  readonly rate: FaqRateUseCase;
}
