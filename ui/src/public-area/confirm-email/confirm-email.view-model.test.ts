import { catalogueMessage, dangerToast, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type {
  ConfirmEmailResult,
  ResendActivationUseCase,
} from '../../app/platform/account-recovery.use-cases.ts';
import { A_PORT_ERROR, RecordingEffects, ScriptedUseCase } from '../../app/platform/testing/flow-fakes.ts';
import { ConfirmEmailViewModel } from './confirm-email.view-model.ts';

type ResendOutcome = Awaited<ReturnType<ResendActivationUseCase['execute']>>;

const LOGIN = { kind: 'redirect', url: '/api/identity/login' } as const;
const RESENT: ResendOutcome = {
  kind: 'resent',
  toast: catalogueMessage(successToastCatalogue.activationMailResent),
};
const RESEND_FAILED: ResendOutcome = {
  kind: 'failed',
  toast: dangerToast(dangerToastCatalogue.activationMailResendFailed, 'Service de messagerie indisponible.'),
};

function setUp(confirmation: ConfirmEmailResult, ...resends: ResendOutcome[]) {
  const confirmEmail = new ScriptedUseCase(confirmation);
  const resendActivation = new ScriptedUseCase(...resends);
  const effects = new RecordingEffects();
  const model = new ConfirmEmailViewModel({ confirmEmail, resendActivation, effects });
  return { model, confirmEmail, resendActivation, effects };
}

const NOT_CONFIRMED: ConfirmEmailResult = {
  kind: 'failed',
  error: A_PORT_ERROR,
  message: "Ce lien de confirmation n'est plus valide.",
  followUp: { kind: 'resend-activation', userId: 'compte-42' },
};

describe('confirm-email view-model', () => {
  it('confirms the link once, then offers the login button that goes to the identity login endpoint', async () => {
    const { model, confirmEmail, effects } = setUp({ kind: 'confirmed', login: LOGIN });
    expect(model.status).toBe('confirming');
    await Promise.all([model.load('code-1', 'compte-42'), model.load('code-1', 'compte-42')]);
    expect(confirmEmail.commands).toEqual([{ code: 'code-1', userId: 'compte-42' }]);
    expect(model.status).toBe('confirmed');
    expect(effects.shownToasts).toEqual([{ intent: 'success', message: 'Identifiant modifié avec succès.' }]);
    model.goToLogin();
    expect(effects.redirects).toEqual(['/api/identity/login']);
  });

  it("offers 'Recevoir un nouveau lien' when the account is not yet confirmed", async () => {
    const { model } = setUp(NOT_CONFIRMED);
    await model.load('perime', 'compte-42');
    expect(model.status).toBe('failed');
    expect(model.errorMessage).toBe("Ce lien de confirmation n'est plus valide.");
    expect(model.followUp).toBe('resend-activation');
  });

  it('offers the login button when the account is already confirmed', async () => {
    const { model, effects } = setUp({
      kind: 'failed',
      error: A_PORT_ERROR,
      message: 'Votre adresse e-mail est déjà confirmée.',
      followUp: { kind: 'login', login: LOGIN },
    });
    await model.load('deja', 'compte-42');
    expect(model.followUp).toBe('login');
    model.goToLogin();
    expect(effects.redirects).toEqual(['/api/identity/login']);
  });

  it('resends the activation mail for the user of the link, toasts the success and stops offering it', async () => {
    const { model, resendActivation, effects } = setUp(NOT_CONFIRMED, RESENT);
    await model.load('perime', 'compte-42');
    await model.resendActivation();
    expect(resendActivation.commands).toEqual([{ userId: 'compte-42' }]);
    expect(effects.shownToasts).toEqual([
      { intent: 'success', message: "Le mail d'activation a été renvoyé." },
    ]);
    expect(model.resent).toBe(true);
  });

  it('toasts a failed resend with the server message and keeps the button', async () => {
    const { model, effects } = setUp(NOT_CONFIRMED, RESEND_FAILED);
    await model.load('perime', 'compte-42');
    await model.resendActivation();
    expect(effects.shownToasts).toEqual([
      {
        intent: 'danger',
        message: "Le renvoi du mail d'activation a échoué.",
        detail: 'Service de messagerie indisponible.',
      },
    ]);
    expect(model.resent).toBe(false);
    expect(model.resending).toBe(false);
  });

  it('sends one resend at a time and none when the account is confirmed', async () => {
    const pending = setUp(NOT_CONFIRMED, RESENT);
    await pending.model.load('perime', 'compte-42');
    await Promise.all([pending.model.resendActivation(), pending.model.resendActivation()]);
    expect(pending.resendActivation.commands).toHaveLength(1);

    const confirmed = setUp({ kind: 'confirmed', login: LOGIN });
    await confirmed.model.load('c', 'u');
    await confirmed.model.resendActivation();
    expect(confirmed.resendActivation.commands).toHaveLength(0);
  });
});
