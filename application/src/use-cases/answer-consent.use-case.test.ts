import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { AnswerConsent } from './answer-consent.use-case.ts';
import { FakeConsentPort } from './test-support/fake-content.ports.ts';
import { aConsent, aPortError } from './test-support/mothers.ts';

const SHARING = aConsent({ nom: 'partage', libelle: 'Partage de mes données' });
const NEWS = aConsent({ nom: 'newsletter', libelle: "Lettre d'information" });

function setup() {
  const consent = new FakeConsentPort();
  return { consent, useCase: new AnswerConsent(consent) };
}

describe('AnswerConsent', () => {
  it('posts nomConsentement and isAccepted, removes the answered consent and thanks the member', async () => {
    const { consent, useCase } = setup();

    const outcome = await useCase.execute({ pending: [SHARING, NEWS], nom: 'partage', accepted: true });

    consent.answerCall.expectCalledOnceWith({ nomConsentement: 'partage', isAccepted: true });
    expect(outcome).toEqual({
      kind: 'answered',
      toast: {
        code: 'SUCCESS.CONSENT_RECORDED',
        message: 'Nous avons bien pris en compte votre consentement.',
        severity: 'success',
      },
      remaining: [NEWS],
      closeDialog: false,
    });
  });

  it('closes the dialog when the last consent is answered (a refusal is an answer)', async () => {
    const { consent, useCase } = setup();

    const outcome = await useCase.execute({ pending: [NEWS], nom: 'newsletter', accepted: false });

    consent.answerCall.expectCalledOnceWith({ nomConsentement: 'newsletter', isAccepted: false });
    expect(outcome).toMatchObject({ kind: 'answered', remaining: [], closeDialog: true });
  });

  it('keeps the consent listed and shows the failure toast when the answer is not recorded', async () => {
    const { consent, useCase } = setup();
    consent.answerCall.answers(err(aPortError(500, { message: 'Indisponible' })));

    const outcome = await useCase.execute({ pending: [SHARING, NEWS], nom: 'partage', accepted: true });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.ACT_REQUEST_FAILED',
        message: 'La demande a échoué',
        severity: 'danger',
        detail: 'Indisponible',
      },
      remaining: [SHARING, NEWS],
    });
  });

  it('sends nothing for a consent that is not listed', async () => {
    const { consent, useCase } = setup();

    const outcome = await useCase.execute({ pending: [NEWS], nom: 'partage', accepted: true });

    expect(outcome).toEqual({ kind: 'unknown-consent', remaining: [NEWS] });
    consent.answerCall.expectNotCalled();
  });
});
