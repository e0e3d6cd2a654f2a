import { ChangePassword, err } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakePasswordChange } from '../testing/fake-account.ts';
import { ChangePasswordViewModel } from './change-password.view-model.ts';

function setup(length: number | undefined = 8) {
  const identity = new FakePasswordChange();
  const toasts: { message: string; detail?: string | undefined }[] = [];
  const model = new ChangePasswordViewModel({
    changePassword: new ChangePassword(identity),
    passwordRequiredLength: () => Promise.resolve(length),
    notify: (message) => toasts.push({ message: message.message, detail: message.detail }),
  });
  return { identity, model, toasts };
}

function fill(model: ChangePasswordViewModel, values: [string, string, string]) {
  model.set('oldPassword', values[0]);
  model.set('password', values[1]);
  model.set('confirmPassword', values[2]);
}

describe('« Changer mon mot de passe »', () => {
  it('checks the rule live with the configured length and the confirmation', async () => {
    const { model } = setup(12);
    await model.load();
    model.set('password', 'Nouveau#26');
    expect(model.ruleChecks.filter((check) => !check.met).map((check) => check.label)).toEqual([
      '12 caractères minimum',
    ]);
    model.set('confirmPassword', 'Nouveau#26');
    expect(model.confirmationMatches).toBe(true);
  });

  it('shows no error before a field is left or the form sent, then the summary when refused', async () => {
    const { model, identity } = setup();
    expect(model.errorOf('oldPassword')).toBeNull();
    await model.submit();
    expect(model.errorOf('oldPassword')).not.toBeNull();
    expect(model.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(identity.changeCall.calls).toEqual([]);
  });

  it('sends the form, toasts the success of the spec and empties the fields', async () => {
    const { model, identity, toasts } = setup();
    fill(model, ['Ancien#2024', 'Nouveau#2026', 'Nouveau#2026']);
    await model.submit();
    expect(identity.changeCall.calls).toEqual([
      [{ oldPassword: 'Ancien#2024', password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' }],
    ]);
    expect(toasts).toEqual([
      { message: 'La modification du mot de passe a bien été prise en compte.', detail: undefined },
    ]);
    expect([model.oldPassword, model.password, model.confirmPassword]).toEqual(['', '', '']);
    expect(model.successes).toBe(1);
  });

  it('keeps what was typed when the server refuses, its message under the field only (issue 22 #15)', async () => {
    const { model, identity, toasts } = setup();
    identity.changeCall.answer(
      err({
        ...httpErrorFor(400),
        server: { code: 'WRONG_PASSWORD', message: 'Le mot de passe actuel est incorrect.' },
      }),
    );
    fill(model, ['Mauvais#1', 'Nouveau#2026', 'Nouveau#2026']);
    await model.submit();
    expect(toasts).toEqual([]);
    expect(model.errorOf('oldPassword')).toBe('Le mot de passe actuel est incorrect.');
    expect(model.password).toBe('Nouveau#2026');
    model.set('oldPassword', 'Ancien#2024');
    expect(model.errorOf('oldPassword')).toBeNull();
  });
});
