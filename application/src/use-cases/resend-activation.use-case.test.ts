import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { ResendActivation } from './resend-activation.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aPortError } from './test-support/mothers.ts';

function setup() {
  const identity = new FakeIdentityPort();
  return { identity, useCase: new ResendActivation(identity) };
}

describe('ResendActivation', () => {
  it("asks for a new activation mail and confirms with 'Le mail d'activation a été renvoyé.'", async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ userId: ' u-1 ' });

    identity.relanceActivationCall.expectCalledOnceWith('u-1');
    expect(outcome).toEqual({
      kind: 'resent',
      toast: {
        code: 'SUCCESS.ACTIVATION_MAIL_RESENT',
        message: "Le mail d'activation a été renvoyé.",
        severity: 'success',
      },
    });
  });

  it('shows the resend-failed toast with the server message', async () => {
    const { identity, useCase } = setup();
    identity.relanceActivationCall.answers(err(aPortError(500, { message: 'Service de mail indisponible' })));

    const outcome = await useCase.execute({ userId: 'u-1' });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.ACTIVATION_MAIL_RESEND_FAILED',
        message: "Le renvoi du mail d'activation a échoué.",
        severity: 'danger',
        detail: 'Service de mail indisponible',
      },
    });
  });

  it('fails without calling the server when no user is known', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ userId: '  ' });

    expect(outcome.kind === 'failed' && outcome.toast.message).toBe(
      "Le renvoi du mail d'activation a échoué.",
    );
    identity.relanceActivationCall.expectNotCalled();
  });
});
