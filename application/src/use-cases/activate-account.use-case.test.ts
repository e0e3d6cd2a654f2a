import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import type { ActivateAccountCommand } from './activate-account.use-case.ts';
import { ActivateAccount } from './activate-account.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aConsent, aPortError } from './test-support/mothers.ts';

function setup() {
  const identity = new FakeIdentityPort();
  return { identity, useCase: new ActivateAccount(identity) };
}

function aCommand(overrides: Partial<ActivateAccountCommand> = {}): ActivateAccountCommand {
  return {
    values: { password: 'Secret#2024', confirmPassword: 'Secret#2024', CGU: false, consentements: [] },
    token: { code: 'code-1', userId: 'u-1' },
    isCreatedByAdmin: false,
    settings: { fonctionnalites: { dematCreationCompte: true }, passwordRequiredLength: 8 },
    ...overrides,
  };
}

describe('ActivateAccount', () => {
  it('rejects different passwords without calling the server', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute(
      aCommand({
        isCreatedByAdmin: true,
        values: { password: 'Secret#2024', confirmPassword: 'Secret#2025', CGU: true, consentements: [] },
      }),
    );

    expect(outcome.kind === 'invalid' && outcome.issues.confirmPassword[0]?.message).toBe(
      "Merci de saisir les mots de passe à l'identique.",
    );
    expect(outcome.kind === 'invalid' && outcome.summary).toBe('Merci de corriger les données signalées.');
    identity.activateUserCall.expectNotCalled();
  });

  it('uses the configured password length', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute(
      aCommand({
        isCreatedByAdmin: true,
        settings: { fonctionnalites: { dematCreationCompte: false }, passwordRequiredLength: 12 },
      }),
    );

    expect(outcome.kind === 'invalid' && outcome.issues.password.length).toBe(1);
  });

  it('sends no password for a self-registered account: the one chosen at registration is kept (issue 22 #2)', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute(
      aCommand({ values: { password: '', confirmPassword: '', CGU: false, consentements: [] } }),
    );

    expect(outcome.kind).toBe('activated');
    expect(identity.activateUserCall.calls[0]?.[0]).toMatchObject({ password: '', confirmPassword: '' });
  });

  it('requires the terms and an answer to every consent when the account was created by an admin', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute(
      aCommand({
        isCreatedByAdmin: true,
        values: {
          password: 'Secret#2024',
          confirmPassword: 'Secret#2024',
          CGU: false,
          consentements: [aConsent({ accepted: null })],
        },
      }),
    );

    expect(outcome.kind === 'invalid' && outcome.issues.CGU.length).toBe(1);
    expect(outcome.kind === 'invalid' && outcome.issues.consentements.length).toBe(1);
    identity.activateUserCall.expectNotCalled();
  });

  it('sends terms and consents of an admin-created account, then shows the demat popup before the confirmation route', async () => {
    const { identity, useCase } = setup();
    const consent = aConsent({ accepted: false });

    const outcome = await useCase.execute(
      aCommand({
        isCreatedByAdmin: true,
        values: {
          password: 'Secret#2024',
          confirmPassword: 'Secret#2024',
          CGU: true,
          consentements: [consent],
        },
      }),
    );

    identity.activateUserCall.expectCalledOnceWith({
      password: 'Secret#2024',
      confirmPassword: 'Secret#2024',
      CGU: true,
      consentements: [consent],
      code: 'code-1',
      userId: 'u-1',
    });
    expect(outcome).toEqual({
      kind: 'activated',
      showDematPopup: true,
      next: { kind: 'navigate', route: 'activate-user-confirmation' },
    });
  });

  it('sends no terms or consents for a self-created account and shows no demat popup', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute(
      aCommand({
        values: {
          password: 'Secret#2024',
          confirmPassword: 'Secret#2024',
          CGU: true,
          consentements: [aConsent()],
        },
      }),
    );

    expect(identity.activateUserCall.lastCall()[0]).toMatchObject({ CGU: false, consentements: [] });
    expect(outcome.kind === 'activated' && outcome.showDematPopup).toBe(false);
  });

  it('shows no demat popup for an admin-created account when dematerialisation is off', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute(
      aCommand({
        isCreatedByAdmin: true,
        values: { password: 'Secret#2024', confirmPassword: 'Secret#2024', CGU: true, consentements: [] },
        settings: { fonctionnalites: { dematCreationCompte: false } },
      }),
    );

    expect(outcome.kind === 'activated' && outcome.showDematPopup).toBe(false);
  });

  it("returns the 'L'activation du compte a échoué.' toast with the server message when activation fails", async () => {
    const { identity, useCase } = setup();
    identity.activateUserCall.answers(
      err(
        aPortError(400, {
          message: 'Mot de passe déjà utilisé',
          errors: [{ field: 'password', code: 'PASSWORD.REUSED', message: 'Mot de passe déjà utilisé' }],
        }),
      ),
    );

    const outcome = await useCase.execute(aCommand());

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.ACTIVATION_FAILED',
        message: "L'activation du compte a échoué.",
        severity: 'danger',
        detail: 'Mot de passe déjà utilisé',
      },
      fieldIssues: { password: [{ code: 'PASSWORD.REUSED', message: 'Mot de passe déjà utilisé' }] },
    });
  });
});
