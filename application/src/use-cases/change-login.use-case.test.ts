import { describe, expect, it } from 'vitest';
import type { ForgotUsernameForm } from '../ports/identity.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { err } from '../result.ts';
import { ChangeLogin } from './change-login.use-case.ts';
import type { ForgotLoginSettings } from './forgot-login-form.ts';
import { FakeClock } from './test-support/fake-clock.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { FakeSessionStorage } from './test-support/fake-member.ports.ts';
import { aPortError } from './test-support/mothers.ts';

const SETTINGS: ForgotLoginSettings = {
  createAccountAuthMode: 'individual',
  tailleMaxPrenomNom: 40,
  isCodePostalVerifiedOnAccountCreation: false,
};
const FORM: ForgotUsernameForm = {
  numeroContrat: '123456',
  nom: 'Martin',
  prenom: 'Léa',
  dateNaissance: '02/02/1990',
  email: 'lea.nouvelle@example.fr',
};

function setup(stored: Readonly<Record<string, string>> = {}) {
  const identity = new FakeIdentityPort();
  const storage = new FakeSessionStorage(stored);
  const useCase = new ChangeLogin(identity, storage, new FakeClock(new Date('2025-03-10T09:00:00Z')));
  return { identity, storage, useCase };
}

describe('ChangeLogin', () => {
  it('submits the form with the verified code, forgets the code and goes to display-email', async () => {
    const { identity, storage, useCase } = setup({ [SESSION_STORAGE_KEYS.securityCode]: '123456' });

    const outcome = await useCase.execute({ form: FORM, settings: SETTINGS, securityCodeRequired: true });

    identity.forgotUsernameCall.expectCalledOnceWith(FORM, '123456');
    storage.expectStored(SESSION_STORAGE_KEYS.securityCode, undefined);
    expect(outcome).toEqual({
      kind: 'changed',
      next: { kind: 'navigate', route: 'display-email', query: { source: 'forgot-username' } },
    });
  });

  it('submits without a code when none was required', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ form: FORM, settings: SETTINGS, securityCodeRequired: false });

    identity.forgotUsernameCall.expectCalledOnceWith(FORM, undefined);
    expect(outcome.kind).toBe('changed');
  });

  it('asks for the code again when it is required but none is stored', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ form: FORM, settings: SETTINGS, securityCodeRequired: true });

    expect(outcome).toEqual({ kind: 'security-code-required' });
    identity.forgotUsernameCall.expectNotCalled();
  });

  it('re-validates the form before submitting', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({
      form: { ...FORM, prenom: 'L3a' },
      settings: SETTINGS,
      securityCodeRequired: false,
    });

    expect(outcome.kind === 'invalid' && outcome.issues.prenom.length).toBe(1);
    identity.forgotUsernameCall.expectNotCalled();
  });

  it('keeps the stored code and shows the failure toast with the server message when the change fails', async () => {
    const { identity, storage, useCase } = setup({ [SESSION_STORAGE_KEYS.securityCode]: '123456' });
    identity.forgotUsernameCall.answers(err(aPortError(400, { message: 'Code expiré' })));

    const outcome = await useCase.execute({ form: FORM, settings: SETTINGS, securityCodeRequired: true });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.LOGIN_CHANGE_FAILED',
        message: "Le changement d'identifiant a échoué.",
        severity: 'danger',
        detail: 'Code expiré',
      },
    });
    storage.expectStored(SESSION_STORAGE_KEYS.securityCode, '123456');
  });
});
