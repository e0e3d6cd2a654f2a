import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { ChangeConsent } from './change-consent.use-case.ts';
import { LoadAccountConsents, LoadAccountProfile } from './load-account.use-case.ts';
import { FakeAccountPort, anAccountProfile } from './test-support/fake-account.port.ts';
import { FakeConsentPort } from './test-support/fake-content.ports.ts';
import { aPortError } from './test-support/mothers.ts';

describe('LoadAccountProfile / LoadAccountConsents', () => {
  it('gives the profile the port read', async () => {
    const account = new FakeAccountPort();
    expect(await new LoadAccountProfile(account).execute()).toEqual({
      kind: 'loaded',
      value: anAccountProfile(),
    });
  });

  it('turns a failure into the data-source toast naming the section, with the server detail', async () => {
    const account = new FakeAccountPort();
    account.getConsentsCall.answers(err(aPortError(503, { message: 'Service momentanément indisponible' })));
    const outcome = await new LoadAccountConsents(account).execute();
    expect(outcome.kind === 'failed' && outcome.toast.message).toBe(
      "Le chargement d'une source de données à échoué (Mes consentements)",
    );
  });
});

describe('ChangeConsent', () => {
  it('sends the new answer and gives the consent toast of the spec', async () => {
    const consent = new FakeConsentPort();
    const outcome = await new ChangeConsent(consent).execute('enquetes', false);
    consent.answerCall.expectCalledOnceWith({ nomConsentement: 'enquetes', isAccepted: false });
    expect(outcome.kind === 'changed' && outcome.toast.message).toBe(
      'Nous avons bien pris en compte votre consentement.',
    );
  });

  it('reports a refused answer with the server detail', async () => {
    const consent = new FakeConsentPort();
    consent.answerCall.answers(err(aPortError(404, { message: "Ce consentement n'existe pas ou plus." })));
    const outcome = await new ChangeConsent(consent).execute('x', true);
    expect(outcome.kind === 'failed' && outcome.toast.detail).toBe("Ce consentement n'existe pas ou plus.");
  });
});
