import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { CONFIRM_EMAIL_INCOMPLETE_LINK_MESSAGE, ConfirmEmail } from './confirm-email.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aPortError } from './test-support/mothers.ts';

const LOGIN = { kind: 'redirect', url: '/api/identity/login' };

function setup() {
  const identity = new FakeIdentityPort();
  return { identity, useCase: new ConfirmEmail(identity) };
}

describe('ConfirmEmail', () => {
  it('points the login button back to the member area when given one', async () => {
    const identity = new FakeIdentityPort();
    const useCase = new ConfirmEmail(identity, '/#/espace');

    const outcome = await useCase.execute({ code: 'c-1', userId: 'u-1' });

    expect(outcome).toEqual({
      kind: 'confirmed',
      login: { kind: 'redirect', url: '/api/identity/login?callbackUrl=%2F%23%2Fespace' },
    });
  });

  it('confirms the address and offers the login button', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ code: 'c-1', userId: 'u-1' });

    identity.confirmEmailCall.expectCalledOnceWith({ code: 'c-1', userId: 'u-1' });
    expect(outcome).toEqual({ kind: 'confirmed', login: LOGIN });
  });

  it("offers 'Recevoir un nouveau lien' when the account is not yet confirmed", async () => {
    const { identity, useCase } = setup();
    const failure = aPortError(400, { message: 'Lien expiré', isAccountConfirmed: false });
    identity.confirmEmailCall.answers(err(failure));

    const outcome = await useCase.execute({ code: 'c-1', userId: 'u-1' });

    expect(outcome).toEqual({
      kind: 'failed',
      message: 'Lien expiré',
      followUp: { kind: 'resend-activation', userId: 'u-1' },
      error: failure,
    });
  });

  it('offers the login button when the account is already confirmed', async () => {
    const { identity, useCase } = setup();
    identity.confirmEmailCall.answers(err(aPortError(400, { isAccountConfirmed: true })));

    const outcome = await useCase.execute({ code: 'c-1', userId: 'u-1' });

    expect(outcome).toMatchObject({
      kind: 'failed',
      message: 'Les informations fournies sont erronées',
      followUp: { kind: 'login', login: LOGIN },
    });
  });

  it('offers a new link when the server does not say whether the account is confirmed', async () => {
    const { identity, useCase } = setup();
    identity.confirmEmailCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute({ code: 'c-1', userId: 'u-1' });

    expect(outcome.kind === 'failed' && outcome.followUp).toEqual({
      kind: 'resend-activation',
      userId: 'u-1',
    });
  });

  it('fails without calling the server when the link has no code, still offering a new link to its user', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ code: '', userId: 'u-1' });

    expect(outcome).toEqual({
      kind: 'failed',
      message: CONFIRM_EMAIL_INCOMPLETE_LINK_MESSAGE,
      followUp: { kind: 'resend-activation', userId: 'u-1' },
      error: undefined,
    });
    identity.confirmEmailCall.expectNotCalled();
  });

  it('offers the login when the link has no user', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ code: 'c-1', userId: undefined });

    expect(outcome.kind === 'failed' && outcome.followUp).toEqual({ kind: 'login', login: LOGIN });
    identity.confirmEmailCall.expectNotCalled();
  });
});
