/**
 * What the FAQ dialogs need of the application: `Pick<UseCase, 'execute'>` of its FAQ use cases (their types
 * imported, never copied); the composition binds the real use cases, tests pass fakes.
 */
import type {
  FaqFailedOutcome,
  FaqLoadCategories,
  FaqLoadTop5,
  FaqOpenQuestion,
  FaqRate,
  FaqSearch,
  FaqVote,
} from '@portail/application';

export type FaqFailure = FaqFailedOutcome;
/** The audience of every FAQ call (userType). */
export type FaqAudienceCommand = Parameters<FaqLoadTop5['execute']>[0];
export type FaqLoadTop5UseCase = Pick<FaqLoadTop5, 'execute'>;
export type FaqLoadCategoriesUseCase = Pick<FaqLoadCategories, 'execute'>;
export type FaqSearchUseCase = Pick<FaqSearch, 'execute'>;
export type FaqOpenQuestionUseCase = Pick<FaqOpenQuestion, 'execute'>;
export type FaqVoteChoice = FaqVote;
export type FaqRateUseCase = Pick<FaqRate, 'execute'>;

/** The FAQ use cases of one dialog. */
export interface FaqUseCases {
  readonly loadTop5: FaqLoadTop5UseCase;
  readonly loadCategories: FaqLoadCategoriesUseCase;
  readonly search: FaqSearchUseCase;
  readonly openQuestion: FaqOpenQuestionUseCase;
  readonly rate: FaqRateUseCase;
}
