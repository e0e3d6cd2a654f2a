import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { ChangePassword } from './change-password.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aPortError } from './test-support/mothers.ts';

const VALID = { oldPassword: 'Ancien#2024', password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' };

function setup() {
  const identity = new FakeIdentityPort();
  return { identity, useCase: new ChangePassword(identity) };
}

describe('ChangePassword', () => {
  it('refuses a form without the current password or with different new passwords, without calling the server', async () => {
    const { identity, useCase } = setup();
    const outcome = await useCase.execute({
      values: { oldPassword: '', password: 'Nouveau#2026', confirmPassword: 'Autre#2026' },
      settings: {},
    });
    expect(outcome.kind).toBe('invalid');
    expect(outcome.kind === 'invalid' && outcome.issues.confirmPassword[0]?.message).toBe(
      "Merci de saisir les mots de passe à l'identique.",
    );
    expect(outcome.kind === 'invalid' && outcome.issues.oldPassword).toHaveLength(1);
    identity.changePasswordCall.expectNotCalled();
  });

  it('sends the three fields and announces the success toast of the spec', async () => {
    const { identity, useCase } = setup();
    const outcome = await useCase.execute({ values: VALID, settings: { passwordRequiredLength: 8 } });
    identity.changePasswordCall.expectCalledOnceWith(VALID);
    expect(outcome.kind === 'changed' && outcome.toast.message).toBe(
      'La modification du mot de passe a bien été prise en compte.',
    );
  });

  it('shows the failure toast with the server detail and puts a wrong current password under its field', async () => {
    const { identity, useCase } = setup();
    identity.changePasswordCall.answers(
      err(aPortError(400, { code: 'WRONG_PASSWORD', message: 'Le mot de passe actuel est incorrect.' })),
    );
    const outcome = await useCase.execute({ values: VALID, settings: {} });
    expect(outcome.kind).toBe('failed');
    if (outcome.kind !== 'failed') return;
    expect(outcome.toast.message).toBe('La modification du mot de passe a échoué.');
    expect(outcome.toast.detail).toBe('Le mot de passe actuel est incorrect.');
    expect(outcome.fieldIssues.oldPassword?.[0]?.message).toBe('Le mot de passe actuel est incorrect.');
  });
});
