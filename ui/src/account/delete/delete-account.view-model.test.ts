import { DeleteAccount, SendSecurityCode, VerifySecurityCode, err } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { RecordingEffects } from '../../account-recovery/testing/flow-fakes.ts';
import { SecurityCodeDialogViewModel } from '../../dialogs/security-code/security-code-dialog.view-model.ts';
import { FakeCache, FakeStorage } from '../../member-area/testing/fake-member-ports.ts';
import { FakeAccount, FakeSecurityCode } from '../testing/fake-account.ts';
import { DeleteAccountViewModel } from './delete-account.view-model.ts';

function setup() {
  const account = new FakeAccount();
  const securityCode = new FakeSecurityCode();
  const effects = new RecordingEffects();
  const storage = new FakeStorage();
  const toasts: string[] = [];
  const model = new DeleteAccountViewModel({
    deleteAccount: new DeleteAccount(account, storage, new FakeCache()),
    codeDialog: (request, events) =>
      new SecurityCodeDialogViewModel(
        {
          sendSecurityCode: new SendSecurityCode(securityCode),
          verifySecurityCode: new VerifySecurityCode(securityCode, storage),
          effects,
        },
        request,
        events,
      ),
    smsEnabled: () => true,
    navigation: effects.navigation,
    notify: (message) => toasts.push(message.message),
  });
  return { account, securityCode, effects, model, toasts };
}

describe('« Supprimer mon espace »', () => {
  it('asks for the current password first', async () => {
    const { account, model } = setup();
    await model.submit();
    expect(model.passwordError).toBe('* saisie obligatoire');
    expect(account.deleteCall.calls).toEqual([]);
  });

  it('deletes with the password and leaves for delete-user-confirmation', async () => {
    const { account, model, effects } = setup();
    model.setPassword('Portail#2025');
    await model.submit();
    expect(account.deleteCall.calls).toEqual([['Portail#2025']]);
    expect(effects.redirects).toEqual(['/?espace=supprime#/delete-user-confirmation']);
  });

  it('asks for a VERIFY_AMF code when double authentication is on, then deletes once it is verified', async () => {
    const { account, model, securityCode, effects } = setup();
    account.deleteCall.answer(
      err({
        ...httpErrorFor(400),
        server: { code: 'SECURITY_CODE.REQUIRED', message: 'Veuillez saisir le code.' },
      }),
    );
    model.setPassword('Portail#2025');
    await model.submit();
    expect(securityCode.sendCall.calls[0]?.[0]).toEqual({ sendType: 'SMS', operation: 'VERIFY_AMF' });
    await expect.poll(() => model.dialog?.status).toBe('ready');
    model.dialog?.code.paste('123456');
    await model.dialog?.verify();
    await expect.poll(() => effects.redirects).toEqual(['/?espace=supprime#/delete-user-confirmation']);
    expect(account.deleteCall.calls).toHaveLength(2);
  });

  it('keeps the password and says it is wrong when the server refuses it', async () => {
    const { account, model, toasts } = setup();
    account.deleteCall.answer(
      err({
        ...httpErrorFor(400),
        server: { code: 'WRONG_PASSWORD', message: 'Le mot de passe actuel est incorrect.' },
      }),
    );
    model.setPassword('Mauvais#1');
    await model.submit();
    expect(model.passwordError).toBe('Le mot de passe actuel est incorrect.');
    expect(model.password).toBe('Mauvais#1');
    expect(toasts).toEqual(['La demande a échoué']);
  });
});
