import {
  ChangeIdentifier,
  LoadAccountProfile,
  SendSecurityCode,
  VerifySecurityCode,
  ok,
} from '@portail/application';
import { describe, expect, it } from 'vitest';
import { RecordingEffects } from '../../../app/platform/testing/flow-fakes.ts';
import { SecurityCodeDialogViewModel } from '../../../widgets/security-code-dialog/security-code-dialog.view-model.ts';
import { FakeIdentity, FakeStorage } from '../../testing/fake-member-ports.ts';
import { FakeAccount, FakeSecurityCode, aProfile } from '../testing/fake-account.ts';
import { ChangeIdentifierViewModel } from './change-identifier.view-model.ts';

function setup(doubleAuthentification: boolean) {
  const account = new FakeAccount();
  account.profileCall.answerAlways(ok(aProfile({ doubleAuthentification })));
  const identity = new FakeIdentity();
  const securityCode = new FakeSecurityCode();
  const storage = new FakeStorage();
  const toasts: string[] = [];
  const model = new ChangeIdentifierViewModel({
    loadProfile: new LoadAccountProfile(account),
    changeIdentifier: new ChangeIdentifier(identity, storage),
    codeDialog: (request, events) =>
      new SecurityCodeDialogViewModel(
        {
          sendSecurityCode: new SendSecurityCode(securityCode),
          verifySecurityCode: new VerifySecurityCode(securityCode, storage),
          effects: new RecordingEffects(),
        },
        request,
        events,
      ),
    smsEnabled: () => true,
    notify: (message) => toasts.push(message.message),
  });
  return { identity, securityCode, model, toasts };
}

describe('« Changer mon identifiant »', () => {
  it('checks the address before anything else', async () => {
    const { model } = setup(false);
    await model.load();
    model.setNewLogin('pas-une-adresse');
    model.submit();
    expect(model.error).toBe("Le format de l'identifiant (adresse e-mail) est incorrect");
    expect(model.infoOpen).toBe(false);
  });

  it('without double authentication: the information modal, then the request, recorded until the link is opened', async () => {
    const { identity, model, toasts } = setup(false);
    await model.load();
    expect(model.currentLogin).toBe('demo@mutuelle.fr');
    model.setNewLogin('marie@exemple.fr');
    model.submit();
    expect(model.infoOpen).toBe(true);
    expect(identity.changeIdentifierCall.calls).toEqual([]);
    await model.confirm();
    expect(identity.changeIdentifierCall.calls).toEqual([['marie@exemple.fr']]);
    expect(toasts).toEqual([
      "Demande de changement d'identifiant enregistrée : ouvrez le lien envoyé à la nouvelle adresse pour qu'elle devienne votre identifiant.",
    ]);
    expect(model.sentTo).toBe('marie@exemple.fr');
  });

  it('with double authentication: the security code first, then the information modal', async () => {
    const { securityCode, model } = setup(true);
    await model.load();
    model.setNewLogin('marie@exemple.fr');
    model.submit();
    expect(model.infoOpen).toBe(false);
    await expect.poll(() => model.dialog?.status).toBe('ready');
    expect(securityCode.sendCall.calls[0]?.[0]).toEqual({ sendType: 'SMS', operation: 'VERIFY_AMF' });
    model.dialog?.code.paste('123456');
    await model.dialog?.verify();
    expect(model.infoOpen).toBe(true);
  });

  it('keeps the typed address and toasts the spec failure when the server refuses', async () => {
    const { identity, model, toasts } = setup(false);
    identity.changeIdentifierCall.answer({
      ok: false,
      error: { code: 'HTTP.500', message: 'Erreur', severity: 'danger', status: 500 },
    });
    await model.load();
    model.setNewLogin('marie@exemple.fr');
    model.submit();
    await model.confirm();
    expect(toasts).toEqual(["Le changement d'identifiant a échoué."]);
    expect(model.newLogin).toBe('marie@exemple.fr');
  });
});
