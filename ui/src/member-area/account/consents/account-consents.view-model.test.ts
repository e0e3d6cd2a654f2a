import { ChangeConsent, LoadAccountConsents, err, ok } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeConsent } from '../../testing/fake-member-ports.ts';
import { FakeAccount, aConsent } from '../testing/fake-account.ts';
import { AccountConsentsViewModel } from './account-consents.view-model.ts';

function setup() {
  const account = new FakeAccount();
  const consent = new FakeConsent();
  const toasts: string[] = [];
  const model = new AccountConsentsViewModel({
    loadConsents: new LoadAccountConsents(account),
    changeConsent: new ChangeConsent(consent),
    notify: (message) => toasts.push(message.message),
  });
  return { account, consent, model, toasts };
}

const PENDING = aConsent({
  nom: 'newsletter',
  libelle: 'Actualités',
  accepted: null,
  answeredAt: null,
  historique: [],
});

describe('« Mes consentements »', () => {
  it('lists every consent with its answer in French and the earlier answers, newest first', async () => {
    const { account, model } = setup();
    account.consentsCall.answer(
      ok([
        PENDING,
        aConsent({
          accepted: true,
          answeredAt: '2026-01-03T10:00:00.000Z',
          historique: [
            { accepted: true, answeredAt: '2025-12-01T10:00:00.000Z' },
            { accepted: false, answeredAt: '2026-01-02T10:00:00.000Z' },
            { accepted: true, answeredAt: '2026-01-03T10:00:00.000Z' },
          ],
        }),
      ]),
    );
    await model.load();
    expect(model.rows.map((row) => [row.answer, row.answeredOn])).toEqual([
      ['En attente de votre réponse', null],
      ['Accepté', 'Réponse du 03/01/2026'],
    ]);
    expect(model.rows[1]?.history).toEqual(['Refusé le 02/01/2026', 'Accepté le 01/12/2025']);
  });

  it('sends a changed answer, reads the list again and toasts the consent message of the spec', async () => {
    const { account, consent, model, toasts } = setup();
    await model.load();
    account.consentsCall.answer(ok([aConsent({ accepted: false })]));
    await model.change('enquetes', false);
    expect(consent.answerCall.calls).toEqual([[{ nomConsentement: 'enquetes', isAccepted: false }]]);
    expect(model.rows[0]?.answer).toBe('Refusé');
    expect(toasts).toEqual(['Nous avons bien pris en compte votre consentement.']);
    expect(model.changing).toBeNull();
  });

  it('sends nothing when the answer is already the current one', async () => {
    const { consent, model } = setup();
    await model.load();
    await model.change('enquetes', true);
    expect(consent.answerCall.calls).toEqual([]);
  });

  it('keeps the previous answer when the server refuses, with the failure toast', async () => {
    const { consent, model, toasts } = setup();
    await model.load();
    consent.answerCall.answer(err(httpErrorFor(500)));
    await model.change('enquetes', false);
    expect(model.rows[0]?.answer).toBe('Accepté');
    expect(toasts).toEqual(['La demande a échoué']);
  });
});
