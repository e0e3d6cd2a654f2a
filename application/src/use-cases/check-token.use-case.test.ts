import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { CheckToken } from './check-token.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aConsent, aPortError } from './test-support/mothers.ts';

function setup() {
  const identity = new FakeIdentityPort();
  return { identity, useCase: new CheckToken(identity) };
}

describe('CheckToken', () => {
  it('returns the token, the admin flag, the consents and a form layout with terms when created by an admin', async () => {
    const { identity, useCase } = setup();
    const consent = aConsent();
    identity.checkTokenCall.answers(ok({ isCreatedByAdmin: true, consentements: [consent] }));

    const outcome = await useCase.execute({ purpose: 'Confirmation', code: ' abc ', userId: 'u-1' });

    identity.checkTokenCall.expectCalledOnceWith({ purpose: 'Confirmation', code: 'abc', userId: 'u-1' });
    expect(outcome).toEqual({
      kind: 'valid',
      token: { code: 'abc', userId: 'u-1' },
      isCreatedByAdmin: true,
      consentements: [consent],
      layout: { passwordVisible: true, termsVisible: true, consentsVisible: true },
    });
  });

  it('hides the password (chosen at registration), terms and consents for an account the member created', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute({ purpose: 'Confirmation', code: 'abc', userId: 'u-1' });

    expect(outcome.kind === 'valid' && outcome.layout).toEqual({
      passwordVisible: false,
      termsVisible: false,
      consentsVisible: false,
    });
  });

  it('shows the link-invalid text in place, with a link to forgot-password, when an activation check fails', async () => {
    const { identity, useCase } = setup();
    const failure = aPortError(400, { message: 'Jeton expiré' });
    identity.checkTokenCall.answers(err(failure));

    const outcome = await useCase.execute({ purpose: 'Confirmation', code: 'abc', userId: 'u-1' });

    expect(outcome).toMatchObject({
      kind: 'invalid-link',
      message: { code: 'FLOW.ACTIVATION_LINK_INVALID' },
      next: undefined,
      recovery: { kind: 'navigate', route: 'forgot-password' },
      error: failure,
    });
  });

  it('sends a failed reset-link check to reset-password-error', async () => {
    const { identity, useCase } = setup();
    identity.checkTokenCall.answers(err(aPortError(400)));

    const outcome = await useCase.execute({ purpose: 'ResetPassword', code: 'abc', userId: 'u-1' });

    expect(outcome).toMatchObject({
      kind: 'invalid-link',
      message: { code: 'FLOW.RESET_TOKEN_CHECK_FAILED' },
      next: { kind: 'navigate', route: 'reset-password-error' },
    });
  });

  it.each([
    [undefined, 'u-1'],
    ['abc', null],
    ['  ', 'u-1'],
  ])(
    'treats a link without code (%s) or userId (%s) as invalid without calling the server',
    async (code, userId) => {
      const { identity, useCase } = setup();

      const outcome = await useCase.execute({ purpose: 'Confirmation', code, userId });

      expect(outcome).toMatchObject({ kind: 'invalid-link', error: undefined });
      identity.checkTokenCall.expectNotCalled();
    },
  );
});
