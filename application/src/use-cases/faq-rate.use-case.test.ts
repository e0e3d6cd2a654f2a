import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { FaqRate } from './faq-rate.use-case.ts';
import { FakeFaqPort } from './test-support/fake-content.ports.ts';
import { aPortError } from './test-support/mothers.ts';

function setup() {
  const faq = new FakeFaqPort();
  return { faq, useCase: new FaqRate(faq) };
}

const THANKS = {
  kind: 'rated',
  toast: {
    code: 'SUCCESS.FEEDBACK_THANKS',
    message: 'Nous vous remercions pour votre retour',
    severity: 'success',
  },
  closeDialog: true,
};

describe('FaqRate', () => {
  it('sends Oui as useful, thanks the member and closes the dialog', async () => {
    const { faq, useCase } = setup();

    const outcome = await useCase.execute({
      rateCode: 'rate-1',
      userType: 'public',
      vote: { answer: 'yes' },
    });

    faq.rateCall.expectCalledOnceWith({ rateCode: 'rate-1', isUseful: true }, 'public');
    expect(outcome).toEqual(THANKS);
  });

  it('asks for a comment on Non without sending anything', async () => {
    const { faq, useCase } = setup();

    const outcome = await useCase.execute({ rateCode: 'rate-1', userType: 'public', vote: { answer: 'no' } });

    expect(outcome).toEqual({ kind: 'comment-requested' });
    faq.rateCall.expectNotCalled();
  });

  it('sends Non with the trimmed comment, then thanks and closes', async () => {
    const { faq, useCase } = setup();

    const outcome = await useCase.execute({
      rateCode: 'rate-1',
      userType: 'adherent',
      vote: { answer: 'no', comment: '  Réponse trop vague. ' },
    });

    faq.rateCall.expectCalledOnceWith(
      { rateCode: 'rate-1', isUseful: false, comment: 'Réponse trop vague.' },
      'adherent',
    );
    expect(outcome).toEqual(THANKS);
  });

  it('sends Non without comment when the comment box was left blank', async () => {
    const { faq, useCase } = setup();

    await useCase.execute({ rateCode: 'rate-1', userType: 'public', vote: { answer: 'no', comment: '  ' } });

    faq.rateCall.expectCalledOnceWith({ rateCode: 'rate-1', isUseful: false }, 'public');
  });

  it("shows 'Une erreur est survenue.' and keeps the dialog open when the rating fails", async () => {
    const { faq, useCase } = setup();
    faq.rateCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute({
      rateCode: 'rate-1',
      userType: 'public',
      vote: { answer: 'yes' },
    });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.FAQ_RATING_FAILED',
        message: 'Une erreur est survenue.',
        severity: 'danger',
        detail: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
      },
    });
  });

  it('fails without calling the service when the question has no rating code', async () => {
    const { faq, useCase } = setup();

    const outcome = await useCase.execute({ rateCode: '', userType: 'public', vote: { answer: 'yes' } });

    expect(outcome.kind === 'failed' && outcome.toast.message).toBe('Une erreur est survenue.');
    faq.rateCall.expectNotCalled();
  });
});
