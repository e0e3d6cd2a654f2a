import { LoadAccountProfile, SendSecurityCode, VerifySecurityCode, ok } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { RecordingEffects } from '../../account-recovery/testing/flow-fakes.ts';
import { SecurityCodeDialogViewModel } from '../../dialogs/security-code/security-code-dialog.view-model.ts';
import { FakeStorage } from '../../member-area/testing/fake-member-ports.ts';
import { FakeAccount, FakeSecurityCode, aProfile } from '../testing/fake-account.ts';
import { DoubleAuthViewModel } from './double-auth.view-model.ts';

function setup(enabled: boolean) {
  const account = new FakeAccount();
  account.profileCall.answerAlways(ok(aProfile({ doubleAuthentification: enabled })));
  const securityCode = new FakeSecurityCode();
  const effects = new RecordingEffects();
  const model = new DoubleAuthViewModel({
    loadProfile: new LoadAccountProfile(account),
    codeDialog: (request, events) =>
      new SecurityCodeDialogViewModel(
        {
          sendSecurityCode: new SendSecurityCode(securityCode),
          verifySecurityCode: new VerifySecurityCode(securityCode, new FakeStorage()),
          effects,
        },
        request,
        events,
      ),
    smsEnabled: () => true,
    notify: () => undefined,
  });
  return { account, securityCode, effects, model };
}

async function typeCode(model: DoubleAuthViewModel) {
  await Promise.resolve();
  await Promise.resolve();
  model.dialog?.code.paste('123456');
  await model.dialog?.verify();
}

describe('« Double authentification »', () => {
  it('refuses a phone that is not a French mobile before sending anything', async () => {
    const { model, securityCode } = setup(false);
    await model.load();
    model.askPhone('ACTIVATE_AMF');
    model.setPhone('01 23 45 67 89');
    model.submitPhone();
    expect(model.phoneError).toBe(
      'Merci de saisir un numéro de téléphone mobile français (06 ou 07 suivi de 8 chiffres).',
    );
    expect(model.dialog).toBeNull();
    expect(securityCode.sendCall.calls).toEqual([]);
  });

  it('turns it on: ACTIVATE_AMF code by SMS, checked with the new phone, then the state is read again', async () => {
    const { account, model, securityCode, effects } = setup(false);
    await model.load();
    model.askPhone('ACTIVATE_AMF');
    model.setPhone('06 98 76 54 32');
    model.submitPhone();
    account.profileCall.answerAlways(ok(aProfile({ doubleAuthentification: true })));
    await typeCode(model);
    expect(securityCode.sendCall.calls[0]?.[0]).toEqual({ sendType: 'SMS', operation: 'ACTIVATE_AMF' });
    expect(securityCode.verifyCall.calls[0]?.[0]).toEqual({
      securityCode: '123456',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '06 98 76 54 32',
    });
    await expect.poll(() => model.enabled).toBe(true);
    expect(model.phoneOperation).toBeNull();
    expect(effects.shownToasts.map((toast) => toast.intent)).toEqual(['success']);
  });

  it('turns it off with a DESACTIVATE_AMF code, without any phone', async () => {
    const { account, model, securityCode } = setup(true);
    await model.load();
    model.turnOff();
    account.profileCall.answerAlways(ok(aProfile({ doubleAuthentification: false })));
    await typeCode(model);
    expect(securityCode.verifyCall.calls[0]?.[0]).toEqual({
      securityCode: '123456',
      operation: 'DESACTIVATE_AMF',
    });
    await expect.poll(() => model.enabled).toBe(false);
  });

  it('shows the notice when the phone may not receive SMS (the code went by e-mail)', async () => {
    const { model, securityCode } = setup(false);
    securityCode.sendCall.answerAlways(ok({ telephoneForbidden: true }));
    await model.load();
    model.askPhone('ACTIVATE_AMF');
    model.setPhone('0698765432');
    model.submitPhone();
    await expect.poll(() => model.dialog?.status).toBe('ready');
    expect(model.dialog?.notice).toContain('le code de sécurité vous a été envoyé par e-mail');
    expect(model.dialog?.sendType).toBe('MAIL');
  });
});
