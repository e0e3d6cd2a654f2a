import { describe, expect, it } from 'vitest';
import type { ForgotUsernameForm } from '../ports/identity.port.ts';
import { err, ok } from '../result.ts';
import type { ForgotLoginSettings } from './forgot-login-form.ts';
import { PreCheckForgotLogin } from './pre-check-forgot-login.use-case.ts';
import { FakeClock } from './test-support/fake-clock.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aPortError } from './test-support/mothers.ts';

const SETTINGS: ForgotLoginSettings = {
  createAccountAuthMode: 'oneOfTwo',
  tailleMaxPrenomNom: 40,
  isCodePostalVerifiedOnAccountCreation: true,
};

function aForm(overrides: Partial<ForgotUsernameForm> = {}): ForgotUsernameForm {
  return {
    numeroContrat: ' 123456 ',
    nom: 'Martin',
    prenom: 'Léa',
    dateNaissance: '02/02/1990',
    codePostal: '69003',
    email: 'lea.nouvelle@example.fr',
    ...overrides,
  };
}

function setup() {
  const identity = new FakeIdentityPort();
  return {
    identity,
    useCase: new PreCheckForgotLogin(identity, new FakeClock(new Date('2025-03-10T09:00:00Z'))),
  };
}

describe('PreCheckForgotLogin', () => {
  it('validates the identity with the registration rules without calling the server', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({
      form: aForm({ numeroContrat: '', email: 'nouvelle', codePostal: '99000' }),
      settings: SETTINGS,
    });

    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.issues.numeroContrat).toEqual([
      { code: 'FIELD.REQUIRED', message: '* saisie obligatoire' },
    ]);
    expect(outcome.issues.nir.length).toBe(1);
    expect(outcome.issues.email[0]?.message).toBe(
      "Le format de l'identifiant (adresse e-mail) est incorrect",
    );
    expect(outcome.issues.codePostal.length).toBe(1);
    expect(Object.keys(outcome.issues)).not.toContain('password');
    identity.preForgotUsernameCall.expectNotCalled();
  });

  it('asks for the security code first when the user needs multi-factor verification', async () => {
    const { identity, useCase } = setup();
    const precheck = {
      isUserAmfAuthorized: true,
      sendType: 'SMS',
      currentUserName: 'l***@example.fr',
      telephone: '06******12',
    } as const;
    identity.preForgotUsernameCall.answers(ok(precheck));

    const outcome = await useCase.execute({ form: aForm(), settings: SETTINGS });

    const sent = {
      numeroContrat: '123456',
      nom: 'Martin',
      prenom: 'Léa',
      dateNaissance: '02/02/1990',
      codePostal: '69003',
      email: 'lea.nouvelle@example.fr',
    };
    identity.preForgotUsernameCall.expectCalledOnceWith(sent);
    expect(outcome).toEqual({ kind: 'checked', form: sent, precheck, next: 'security-code' });
  });

  it('goes straight to the information modal when no code is needed', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute({ form: aForm(), settings: SETTINGS });

    expect(outcome.kind === 'checked' && outcome.next).toBe('confirm-change');
  });

  it('leaves out the fields the configuration hides', async () => {
    const { identity, useCase } = setup();

    await useCase.execute({
      form: aForm({ nir: '1850578006084' }),
      settings: { ...SETTINGS, createAccountAuthMode: 'NIR', isCodePostalVerifiedOnAccountCreation: false },
    });

    const sent = identity.preForgotUsernameCall.lastCall()[0];
    expect(sent.nir).toBe('1850578006084');
    expect('numeroContrat' in sent).toBe(false);
    expect('codePostal' in sent).toBe(false);
  });

  it("shows 'Le changement d'identifiant a échoué.' when the pre-check fails", async () => {
    const { identity, useCase } = setup();
    identity.preForgotUsernameCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute({ form: aForm(), settings: SETTINGS });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.LOGIN_CHANGE_FAILED',
        message: "Le changement d'identifiant a échoué.",
        severity: 'danger',
        detail: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
      },
    });
  });
});
