import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { FaqLoadTop5 } from './faq-load-top5.use-case.ts';
import { FakeFaqPort } from './test-support/fake-content.ports.ts';
import { aFaqQuestion, aPortError } from './test-support/mothers.ts';

function setup() {
  const faq = new FakeFaqPort();
  return { faq, useCase: new FaqLoadTop5(faq) };
}

describe('FaqLoadTop5', () => {
  it('keeps the five most popular questions, related questions in order', async () => {
    const { faq, useCase } = setup();
    const questions = Array.from({ length: 7 }, (_, index) =>
      aFaqQuestion({
        title: `Question ${index + 1}`,
        related: [
          { title: 'B', content: '', clickCode: 'b', order: 2 },
          { title: 'A', content: '', clickCode: 'a', order: 1 },
        ],
      }),
    );
    faq.getPopularCall.answers(ok(questions));

    const outcome = await useCase.execute({ userType: 'public' });

    faq.getPopularCall.expectCalledOnceWith('public');
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(outcome.questions.map((question) => question.title)).toEqual([
      'Question 1',
      'Question 2',
      'Question 3',
      'Question 4',
      'Question 5',
    ]);
    expect(outcome.questions[0]?.related.map((related) => related.title)).toEqual(['A', 'B']);
  });

  it('returns the error message when the FAQ service fails', async () => {
    const { faq, useCase } = setup();
    faq.getPopularCall.answers(err(aPortError(0)));

    const outcome = await useCase.execute({ userType: 'public' });

    expect(outcome).toMatchObject({ kind: 'failed', message: 'Impossible de se connecter au serveur' });
  });

  it('throws when no audience is given', async () => {
    const { useCase } = setup();

    await expect(useCase.execute({ userType: '' })).rejects.toThrow('A FAQ call needs a userType');
  });
});
