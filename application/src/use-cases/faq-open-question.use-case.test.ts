import type { FaqRelatedQuestion } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { FaqOpenQuestion } from './faq-open-question.use-case.ts';
import { FakeFaqPort } from './test-support/fake-content.ports.ts';
import { aFaqQuestion, aPortError } from './test-support/mothers.ts';

function setup() {
  const faq = new FakeFaqPort();
  return { faq, useCase: new FaqOpenQuestion(faq) };
}

const RELATED: FaqRelatedQuestion = { title: 'Voir aussi', content: '', clickCode: 'click-9', order: 1 };

describe('FaqOpenQuestion', () => {
  it('opens a question of a list and counts the click', async () => {
    const { faq, useCase } = setup();
    const question = aFaqQuestion({ clickCode: 'click-1' });

    const outcome = await useCase.execute({ question, userType: 'public' });

    faq.clickCall.expectCalledOnceWith('click-1', 'public');
    faq.getContentCall.expectNotCalled();
    expect(outcome).toEqual({ kind: 'opened', question, clickRecorded: true, clickError: undefined });
  });

  it('fetches the content of a related question before opening it', async () => {
    const { faq, useCase } = setup();
    const full = aFaqQuestion({ title: 'Voir aussi', clickCode: 'click-9', rateCode: 'rate-9' });
    faq.getContentCall.answers(ok(full));

    const outcome = await useCase.execute({ question: RELATED, userType: 'adherent' });

    faq.getContentCall.expectCalledOnceWith('click-9', 'adherent');
    faq.clickCall.expectCalledOnceWith('click-9', 'adherent');
    expect(outcome.kind === 'opened' && outcome.question).toEqual(full);
  });

  it('still opens the question when the click cannot be counted', async () => {
    const { faq, useCase } = setup();
    const failure = aPortError(500);
    faq.clickCall.answers(err(failure));

    const outcome = await useCase.execute({ question: aFaqQuestion(), userType: 'public' });

    expect(outcome).toMatchObject({ kind: 'opened', clickRecorded: false, clickError: failure });
  });

  it('opens a question without click code without counting a click', async () => {
    const { faq, useCase } = setup();

    const outcome = await useCase.execute({ question: aFaqQuestion({ clickCode: '' }), userType: 'public' });

    expect(outcome).toMatchObject({ kind: 'opened', clickRecorded: false });
    faq.clickCall.expectNotCalled();
  });

  it('fails when the content of a related question cannot be loaded', async () => {
    const { faq, useCase } = setup();
    faq.getContentCall.answers(err(aPortError(404)));

    const outcome = await useCase.execute({ question: RELATED, userType: 'public' });

    expect(outcome).toMatchObject({ kind: 'failed', message: 'La ressource demandée est introuvable' });
    faq.clickCall.expectNotCalled();
  });

  it('fails without calling the service for a related question without click code', async () => {
    const { faq, useCase } = setup();

    const outcome = await useCase.execute({ question: { ...RELATED, clickCode: ' ' }, userType: 'public' });

    expect(outcome.kind).toBe('failed');
    faq.getContentCall.expectNotCalled();
  });
});
