import {
  catalogueMessage,
  dangerToast,
  dangerToastCatalogue,
  flowErrorCatalogue,
  passwordRuleMessage,
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  validateResetPasswordForm,
} from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type {
  ResetPasswordResult,
  TokenCheckOutcome,
} from '../../app/platform/account-recovery.use-cases.ts';
import { A_PORT_ERROR, RecordingEffects, ScriptedUseCase } from '../../app/platform/testing/flow-fakes.ts';
import { FakeAccountSettings } from '../account-recovery/testing/account-settings.fakes.ts';
import { ResetPasswordViewModel } from './reset-password.view-model.ts';

const PASSWORD = 'Nouveau#2026';
const TOKEN = { code: 'jeton-reset', userId: 'compte-7' };
const VALID: TokenCheckOutcome = {
  kind: 'valid',
  token: TOKEN,
  isCreatedByAdmin: false,
  consentements: [],
  layout: { passwordVisible: true, termsVisible: false, consentsVisible: false },
};
const CHECK_FAILED: TokenCheckOutcome = {
  kind: 'invalid-link',
  error: A_PORT_ERROR,
  message: catalogueMessage(flowErrorCatalogue.resetTokenCheckFailed),
  next: { kind: 'navigate', route: 'reset-password-error' },
  recovery: { kind: 'navigate', route: 'forgot-password' },
};

function setUp(check: TokenCheckOutcome, ...resets: ResetPasswordResult[]) {
  const checkToken = new ScriptedUseCase(check);
  const resetPassword = new ScriptedUseCase(...resets);
  const settings = new FakeAccountSettings(undefined, 12);
  const effects = new RecordingEffects();
  const model = new ResetPasswordViewModel({ checkToken, resetPassword, settings, effects });
  return { model, checkToken, resetPassword, effects };
}

async function filled(model: ResetPasswordViewModel) {
  await model.load('jeton-reset', 'compte-7');
  model.setPassword(PASSWORD);
  model.setConfirmPassword(PASSWORD);
}

describe('reset-password view-model', () => {
  it('checks the link as a ResetPassword token, once, and shows the form', async () => {
    const { model, checkToken } = setUp(VALID);
    await Promise.all([model.load('jeton-reset', 'compte-7'), model.load('jeton-reset', 'compte-7')]);
    expect(checkToken.commands).toEqual([
      { purpose: 'ResetPassword', code: 'jeton-reset', userId: 'compte-7' },
    ]);
    expect(model.status).toBe('form');
  });

  it('goes to reset-password-error when the token check fails', async () => {
    const { model, effects } = setUp(CHECK_FAILED);
    await model.load('expire', 'compte-7');
    expect(model.status).toBe('left');
    expect(effects.routes).toEqual(['reset-password-error']);
  });

  it('checks the confirmation against the password after submission, with the summary', async () => {
    const { model, resetPassword } = setUp(VALID, {
      kind: 'invalid',
      issues: validateResetPasswordForm({ password: PASSWORD, confirmPassword: 'x' }),
      summary: REQUIRED_FIELDS_SUMMARY_MESSAGE,
    });
    await model.load('c', 'u');
    model.setPassword(PASSWORD);
    model.setConfirmPassword('x');
    expect(model.errorOf('confirmPassword')).toBeNull();
    await model.submit();
    expect(resetPassword.commands).toHaveLength(1);
    expect(model.errorOf('confirmPassword')).toBe("Merci de saisir les mots de passe à l'identique.");
    expect(model.summary).toBe('Merci de renseigner toutes les données obligatoires.');
  });

  it('uses the configured password length in the rule message', async () => {
    const { model } = setUp(VALID);
    await model.load('c', 'u');
    model.setPassword('Court#1a');
    model.touch('password');
    expect(model.errorOf('password')).toBe(passwordRuleMessage(12));
  });

  it('sends both passwords with the token, then goes to reset-password-confirmation', async () => {
    const { model, resetPassword, effects } = setUp(VALID, {
      kind: 'reset',
      next: { kind: 'navigate', route: 'reset-password-confirmation' },
    });
    await filled(model);
    await model.submit();
    expect(resetPassword.lastCommand).toEqual({
      values: { password: PASSWORD, confirmPassword: PASSWORD },
      token: TOKEN,
      settings: { passwordRequiredLength: 12 },
    });
    expect(effects.routes).toEqual(['reset-password-confirmation']);
  });

  it("goes to reset-password-error when the server answers 'InvalidToken'", async () => {
    const { model, effects } = setUp(VALID, {
      kind: 'invalid-token',
      message: catalogueMessage(flowErrorCatalogue.resetInvalidToken),
      next: { kind: 'navigate', route: 'reset-password-error' },
    });
    await filled(model);
    await model.submit();
    expect(effects.routes).toEqual(['reset-password-error']);
  });

  it('toasts any other failure with the server message and keeps the typed passwords', async () => {
    const { model, effects } = setUp(VALID, {
      kind: 'failed',
      toast: dangerToast(dangerToastCatalogue.passwordResetFailed, 'Une erreur est survenue.'),
      fieldIssues: {},
    });
    await filled(model);
    await model.submit();
    expect(effects.shownToasts).toEqual([
      {
        intent: 'danger',
        message: 'La réinitialisation du mot de passe a échoué.',
        detail: 'Une erreur est survenue.',
      },
    ]);
    expect(model.password).toBe(PASSWORD);
    expect(model.status).toBe('form');
  });
});
