import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { FAQ_QUERY_MAX_LENGTH, FaqSearch } from './faq-search.use-case.ts';
import { FakeFaqPort } from './test-support/fake-content.ports.ts';
import { aFaqQuestion, aPortError } from './test-support/mothers.ts';

function setup() {
  const faq = new FakeFaqPort();
  return { faq, useCase: new FaqSearch(faq) };
}

describe('FaqSearch', () => {
  it('searches the normalised query and returns it with the results', async () => {
    const { faq, useCase } = setup();
    const found = aFaqQuestion({ title: 'Mot de passe oublié' });
    faq.searchCall.answers(ok([found]));

    const outcome = await useCase.execute({ query: '  mot   de passe ', userType: 'public' });

    faq.searchCall.expectCalledOnceWith('mot de passe', 'public', undefined);
    expect(outcome).toEqual({ kind: 'results', query: 'mot de passe', questions: [found] });
  });

  it('does not search a blank query', async () => {
    const { faq, useCase } = setup();

    expect(await useCase.execute({ query: '   ', userType: 'public' })).toEqual({ kind: 'empty-query' });
    faq.searchCall.expectNotCalled();
  });

  it('cuts a very long query', async () => {
    const { faq, useCase } = setup();

    await useCase.execute({ query: 'a'.repeat(FAQ_QUERY_MAX_LENGTH + 50), userType: 'public' });

    expect(faq.searchCall.lastCall()[0]).toHaveLength(FAQ_QUERY_MAX_LENGTH);
  });

  it('returns the error message when the search fails', async () => {
    const { faq, useCase } = setup();
    faq.searchCall.answers(err(aPortError(500, { message: 'Moteur de recherche indisponible' })));

    const outcome = await useCase.execute({ query: 'carte', userType: 'public' });

    expect(outcome).toMatchObject({ kind: 'failed', message: 'Moteur de recherche indisponible' });
  });
});
