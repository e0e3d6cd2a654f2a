import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { RequestPasswordReset } from './request-password-reset.use-case.ts';
import { FakeClock } from './test-support/fake-clock.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aPortError } from './test-support/mothers.ts';

function setup() {
  const identity = new FakeIdentityPort();
  const clock = new FakeClock(new Date('2025-03-10T09:00:00Z'));
  return { identity, useCase: new RequestPasswordReset(identity, clock) };
}

const WITH_BIRTHDAY = { isCheckBirthdayForgotPasswordActivated: true };
const WITHOUT_BIRTHDAY = { isCheckBirthdayForgotPasswordActivated: false };

describe('RequestPasswordReset', () => {
  it('requires the identifier without calling the server', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ values: { userName: ' ' }, settings: WITHOUT_BIRTHDAY });

    expect(outcome.kind === 'invalid' && outcome.issues.userName[0]?.message).toBe('* saisie obligatoire');
    identity.forgotPasswordCall.expectNotCalled();
  });

  it('requires the birth date when the birthday check is on', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({
      values: { userName: 'jean@example.fr' },
      settings: WITH_BIRTHDAY,
    });

    expect(outcome.kind === 'invalid' && outcome.issues.dateNaissance[0]?.message).toBe(
      'La date de naissance est obligatoire',
    );
    identity.forgotPasswordCall.expectNotCalled();
  });

  it('sends the birth date when configured and goes to forgot-password-confirmation', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({
      values: { userName: ' jean@example.fr ', dateNaissance: '14/07/1985' },
      settings: WITH_BIRTHDAY,
    });

    identity.forgotPasswordCall.expectCalledOnceWith({
      userName: 'jean@example.fr',
      dateNaissance: '14/07/1985',
    });
    expect(outcome).toEqual({
      kind: 'requested',
      next: { kind: 'navigate', route: 'forgot-password-confirmation' },
    });
  });

  it('leaves the birth date out when the check is off, even if one was typed', async () => {
    const { identity, useCase } = setup();

    await useCase.execute({
      values: { userName: 'jean@example.fr', dateNaissance: 'n/a' },
      settings: WITHOUT_BIRTHDAY,
    });

    identity.forgotPasswordCall.expectCalledOnceWith({ userName: 'jean@example.fr', dateNaissance: '' });
  });

  it('shows the request-failed toast when the call fails', async () => {
    const { identity, useCase } = setup();
    identity.forgotPasswordCall.answers(err(aPortError(0)));

    const outcome = await useCase.execute({
      values: { userName: 'jean@example.fr' },
      settings: WITHOUT_BIRTHDAY,
    });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.PASSWORD_RESET_REQUEST_FAILED',
        message: 'La demande de réinitialisation du mot de passe a échoué.',
        severity: 'danger',
        detail: 'Impossible de se connecter au serveur',
      },
    });
  });
});
