import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { ResetPassword } from './reset-password.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aPortError } from './test-support/mothers.ts';

const TOKEN = { code: 'code-1', userId: 'u-1' };
const VALID = { password: 'Secret#2024', confirmPassword: 'Secret#2024' };

function setup() {
  const identity = new FakeIdentityPort();
  return { identity, useCase: new ResetPassword(identity) };
}

describe('ResetPassword', () => {
  it('rejects a weak password without calling the server', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({
      values: { password: 'faible', confirmPassword: 'faible' },
      token: TOKEN,
      settings: {},
    });

    expect(outcome.kind === 'invalid' && outcome.issues.password[0]?.message).toBe(
      'Merci de saisir 8 caractères minimum (dont une minuscule, une majuscule, un chiffre et un caractère spécial).',
    );
    identity.resetPasswordCall.expectNotCalled();
  });

  it('sends the new password with the link token and goes to reset-password-confirmation', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({
      values: VALID,
      token: TOKEN,
      settings: { passwordRequiredLength: 8 },
    });

    identity.resetPasswordCall.expectCalledOnceWith({ ...VALID, ...TOKEN });
    expect(outcome).toEqual({
      kind: 'reset',
      next: { kind: 'navigate', route: 'reset-password-confirmation' },
    });
  });

  it("goes to reset-password-error when the server answers 'InvalidToken'", async () => {
    const { identity, useCase } = setup();
    identity.resetPasswordCall.answers(
      err(aPortError(400, { data: 'InvalidToken', message: 'Lien expiré' })),
    );

    const outcome = await useCase.execute({ values: VALID, token: TOKEN, settings: {} });

    expect(outcome).toMatchObject({
      kind: 'invalid-token',
      message: { code: 'FLOW.RESET_INVALID_TOKEN' },
      next: { kind: 'navigate', route: 'reset-password-error' },
    });
  });

  it('shows the reset-failed toast for any other failure', async () => {
    const { identity, useCase } = setup();
    identity.resetPasswordCall.answers(err(aPortError(500, { message: 'Erreur interne' })));

    const outcome = await useCase.execute({ values: VALID, token: TOKEN, settings: {} });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.PASSWORD_RESET_FAILED',
        message: 'La réinitialisation du mot de passe a échoué.',
        severity: 'danger',
        detail: 'Erreur interne',
      },
      fieldIssues: {},
    });
  });
});
