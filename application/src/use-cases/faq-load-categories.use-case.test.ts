import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { FaqLoadCategories } from './faq-load-categories.use-case.ts';
import { FakeFaqPort } from './test-support/fake-content.ports.ts';
import { aFaqCategory, aFaqQuestion, aPortError } from './test-support/mothers.ts';

function setup() {
  const faq = new FakeFaqPort();
  return { faq, useCase: new FaqLoadCategories(faq) };
}

describe('FaqLoadCategories', () => {
  it('orders categories by their order then by name, leaving out empty ones', async () => {
    const { faq, useCase } = setup();
    faq.getCategoriesCall.answers(
      ok([
        aFaqCategory({ name: 'Remboursements', order: 2 }),
        aFaqCategory({ name: 'vide', order: 0, items: [] }),
        aFaqCategory({ name: 'mon compte', order: 1 }),
        aFaqCategory({ name: 'Cotisations', order: 1 }),
      ]),
    );

    const outcome = await useCase.execute({ userType: 'adherent' });

    faq.getCategoriesCall.expectCalledOnceWith('adherent');
    expect(outcome.kind === 'loaded' && outcome.categories.map((category) => category.name)).toEqual([
      'Cotisations',
      'mon compte',
      'Remboursements',
    ]);
  });

  it('orders the related questions of each item', async () => {
    const { faq, useCase } = setup();
    const question = aFaqQuestion({
      related: [
        { title: 'Deux', content: '', clickCode: '2', order: 2 },
        { title: 'Un', content: '', clickCode: '1', order: 1 },
      ],
    });
    faq.getCategoriesCall.answers(ok([aFaqCategory({ items: [question] })]));

    const outcome = await useCase.execute({ userType: 'public' });

    expect(
      outcome.kind === 'loaded' && outcome.categories[0]?.items[0]?.related.map((related) => related.title),
    ).toEqual(['Un', 'Deux']);
  });

  it('returns the error message when the FAQ service fails', async () => {
    const { faq, useCase } = setup();
    faq.getCategoriesCall.answers(err(aPortError(503)));

    const outcome = await useCase.execute({ userType: 'public' });

    expect(outcome).toMatchObject({ kind: 'failed', message: 'Service momentanément indisponible' });
  });
});
