import { DeleteAccount, SendSecurityCode, VerifySecurityCode, err } from '@portail/application';
import { httpErrorFor } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { RecordingEffects } from '../../../app/platform/testing/flow-fakes.ts';
import { SecurityCodeDialogViewModel } from '../../../widgets/security-code-dialog/security-code-dialog.view-model.ts';
import { FakeCache, FakeStorage } from '../../testing/fake-member-ports.ts';
import { FakeAccount, FakeSecurityCode } from '../testing/fake-account.ts';
import { DeleteAccountViewModel, IDENTITY_CONFIRMATION_EXPIRED } from './delete-account.view-model.ts';

function setup(provider?: { externalProvider: boolean; identityConfirmed: boolean }) {
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
    ...provider,
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

  describe('with the insurer’s identity provider (no local password)', () => {
    it('first sends the member to confirm their identity at the provider, deleting nothing', async () => {
      const { account, model, effects } = setup({ externalProvider: true, identityConfirmed: false });
      await model.submit();
      expect(effects.redirects).toEqual(['/api/identity/oidc/reauthenticate']);
      expect(account.deleteCall.calls).toEqual([]);
    });

    it('back from the provider, deletes without any password', async () => {
      const { account, model, effects } = setup({ externalProvider: true, identityConfirmed: true });
      await model.submit();
      expect(account.deleteCall.calls).toEqual([[]]);
      expect(effects.redirects).toEqual(['/?espace=supprime#/delete-user-confirmation']);
    });

    it('asks to confirm again when the confirmation expired on the server', async () => {
      const { account, model, effects } = setup({ externalProvider: true, identityConfirmed: true });
      account.deleteCall.answer(
        err({ ...httpErrorFor(403), server: { code: 'REAUTHENTICATION_REQUIRED', message: 'Confirmez.' } }),
      );
      await model.submit();
      expect(model.identityConfirmed).toBe(false);
      expect(model.confirmationError).toBe(IDENTITY_CONFIRMATION_EXPIRED);
      expect(effects.redirects).toEqual([]);
      await model.submit();
      expect(effects.redirects).toEqual(['/api/identity/oidc/reauthenticate']);
    });

    it('ignores a « confirmed » route for a tenant signing in with the portal’s password', () => {
      const { model } = setup({ externalProvider: false, identityConfirmed: true });
      expect(model.identityConfirmed).toBe(false);
    });
  });
});
