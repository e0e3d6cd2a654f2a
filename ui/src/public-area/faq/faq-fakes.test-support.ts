import type { CatalogueMessage, FaqCategory, FaqQuestion, FaqRelatedQuestion } from '@portail/domain';
import { ScriptedUseCase } from '../testing/scripted-use-case.ts';
import type { FaqUseCases } from './faq.use-cases.ts';

type CommandOf<U extends { execute(command: never): unknown }> = Parameters<U['execute']>[0];
type OutcomeOf<U extends { execute(command: never): Promise<unknown> }> = Awaited<ReturnType<U['execute']>>;
type Scripted<U extends { execute(command: never): Promise<unknown> }> = ScriptedUseCase<
  CommandOf<U>,
  OutcomeOf<U>
>;

function scripted<U extends { execute(command: never): Promise<unknown> }>(
  name: string,
  fallback?: OutcomeOf<U>,
): Scripted<U> {
  return new ScriptedUseCase<CommandOf<U>, OutcomeOf<U>>(name, fallback);
}

export function aQuestion(overrides: Partial<FaqQuestion> = {}): FaqQuestion {
  return {
    title: 'Comment me connecter à mon espace adhérent ?',
    content: '<p>Cliquez sur <strong>Se connecter</strong>.</p>',
    clickCode: 'faq-connexion',
    rateCode: 'rate-connexion',
    related: [],
    ...overrides,
  };
}

export function aRelated(overrides: Partial<FaqRelatedQuestion> = {}): FaqRelatedQuestion {
  return {
    title: "J'ai oublié mon mot de passe, que faire ?",
    content: '<p>Cliquez sur Mot de passe oublié.</p>',
    clickCode: 'faq-mot-de-passe',
    order: 1,
    ...overrides,
  };
}

export function aCategory(overrides: Partial<FaqCategory> = {}): FaqCategory {
  return { name: 'Connexion', order: 1, items: [aQuestion()], ...overrides };
}

export const THANKS: CatalogueMessage = {
  code: 'SUCCESS.FEEDBACK_THANKS',
  message: 'Nous vous remercions pour votre retour',
  severity: 'success',
};

export const RATING_FAILED: CatalogueMessage = {
  code: 'TOAST.FAQ_RATING_FAILED',
  message: 'Une erreur est survenue.',
  severity: 'danger',
};

export interface FakeFaqUseCases extends FaqUseCases {
  readonly loadTop5: Scripted<FaqUseCases['loadTop5']>;
  readonly loadCategories: Scripted<FaqUseCases['loadCategories']>;
  readonly search: Scripted<FaqUseCases['search']>;
  readonly openQuestion: Scripted<FaqUseCases['openQuestion']>;
  readonly rate: Scripted<FaqUseCases['rate']>;
}

/** FAQ use cases answering like the real ones by default (one question everywhere, ratings accepted). */
export function fakeFaqUseCases(): FakeFaqUseCases {
  return {
    loadTop5: scripted<FaqUseCases['loadTop5']>('loadTop5', { kind: 'loaded', questions: [aQuestion()] }),
    loadCategories: scripted<FaqUseCases['loadCategories']>('loadCategories', {
      kind: 'loaded',
      categories: [aCategory()],
    }),
    search: scripted<FaqUseCases['search']>('search'),
    openQuestion: scripted<FaqUseCases['openQuestion']>('openQuestion'),
    rate: scripted<FaqUseCases['rate']>('rate'),
  };
}
