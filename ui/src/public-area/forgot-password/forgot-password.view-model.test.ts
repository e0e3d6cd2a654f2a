import {
  dangerToast,
  dangerToastCatalogue,
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  validateForgotPasswordForm,
} from '@portail/domain';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { RequestPasswordResetResult } from '../../app/platform/account-recovery.use-cases.ts';
import { RecordingEffects, ScriptedUseCase } from '../../app/platform/testing/flow-fakes.ts';
import {
  DEMO_CONFIGURATION,
  FakeAccountSettings,
} from '../account-recovery/testing/account-settings.fakes.ts';
import { ForgotPasswordViewModel } from './forgot-password.view-model.ts';

const TODAY = new Date(2026, 10, 21);
const REQUESTED: RequestPasswordResetResult = {
  kind: 'requested',
  next: { kind: 'navigate', route: 'forgot-password-confirmation' },
};

function setUp(birthdayCheck: boolean, ...outcomes: RequestPasswordResetResult[]) {
  const requestPasswordReset = new ScriptedUseCase(...outcomes);
  const settings = new FakeAccountSettings({
    ...DEMO_CONFIGURATION,
    isCheckBirthdayForgotPasswordActivated: birthdayCheck,
  });
  const effects = new RecordingEffects();
  const model = new ForgotPasswordViewModel({ requestPasswordReset, settings, effects, today: () => TODAY });
  return { model, requestPasswordReset, settings, effects };
}

describe('forgot-password view-model', () => {
  it('asks the birth date only when the birthday check is on', async () => {
    const withCheck = setUp(true);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(withCheck.model.ready));
    await withCheck.model.load();
    stop();
    expect(seen).toEqual([false, true]);
    expect(withCheck.model.birthDateVisible).toBe(true);
    expect(setUp(false).model.birthDateVisible).toBe(false);
  });

  it('limits the birth date picker to today', () => {
    const { model } = setUp(true);
    expect(model.birthDate.constraints.maxDate?.getTime()).toBe(TODAY.getTime());
  });

  it('shows the required identifier error once the field is left', () => {
    const { model } = setUp(false);
    expect(model.userNameError).toBeNull();
    model.touchUserName();
    expect(model.userNameError).toBe('* saisie obligatoire');
  });

  it('shows the birth-date format error once the date field is left', () => {
    const { model } = setUp(true);
    model.birthDate.typeText('3102');
    expect(model.birthDateError).toBeNull();
    model.birthDate.markTouched();
    expect(model.birthDateError).toBe('La date de naissance doit être au format JJ/MM/AAAA');
  });

  it('refuses an empty form: both errors and the summary, no navigation', async () => {
    const { model, effects } = setUp(true, {
      kind: 'invalid',
      issues: validateForgotPasswordForm(
        {},
        { isCheckBirthdayForgotPasswordActivated: true },
        { today: TODAY },
      ),
      summary: REQUIRED_FIELDS_SUMMARY_MESSAGE,
    });
    await model.submit();
    expect(model.userNameError).toBe('* saisie obligatoire');
    expect(model.birthDateError).toBe('La date de naissance est obligatoire');
    expect(model.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(effects.routes).toEqual([]);
  });

  it('sends the identifier and the typed birth date, then goes to forgot-password-confirmation', async () => {
    const { model, requestPasswordReset, effects } = setUp(true, REQUESTED);
    model.setUserName(' demo@mutuelle.fr ');
    model.birthDate.typeText('12051985');
    await model.submit();
    expect(requestPasswordReset.lastCommand).toEqual({
      values: { userName: ' demo@mutuelle.fr ', dateNaissance: '12/05/1985' },
      settings: { isCheckBirthdayForgotPasswordActivated: true },
    });
    expect(effects.routes).toEqual(['forgot-password-confirmation']);
  });

  it('keeps the typed identifier and toasts the failure with the server message', async () => {
    const { model, effects } = setUp(false, {
      kind: 'failed',
      toast: dangerToast(
        dangerToastCatalogue.passwordResetRequestFailed,
        'Service momentanément indisponible',
      ),
    });
    model.setUserName('demo@mutuelle.fr');
    await model.submit();
    expect(effects.shownToasts).toEqual([
      {
        intent: 'danger',
        message: 'La demande de réinitialisation du mot de passe a échoué.',
        detail: 'Service momentanément indisponible',
      },
    ]);
    expect(model.userName).toBe('demo@mutuelle.fr');
    expect(effects.routes).toEqual([]);
  });
});
