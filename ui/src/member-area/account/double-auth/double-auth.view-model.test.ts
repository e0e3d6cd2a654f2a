import {
  LoadAccountProfile,
  NEW_PHONE_UNPROVEN_NOTICE,
  SendSecurityCode,
  VerifySecurityCode,
  ok,
} from '@portail/application';
import { describe, expect, it } from 'vitest';
import { RecordingEffects } from '../../../app/platform/testing/flow-fakes.ts';
import { SecurityCodeDialogViewModel } from '../../../widgets/security-code-dialog/security-code-dialog.view-model.ts';
import { FakeStorage } from '../../testing/fake-member-ports.ts';
import { FakeAccount, FakeSecurityCode, aProfile } from '../testing/fake-account.ts';
import { DoubleAuthViewModel } from './double-auth.view-model.ts';

function setup(enabled: boolean, smsEnabled = true) {
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
    smsEnabled: () => smsEnabled,
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

  it('turns it on: ACTIVATE_AMF code by SMS to the new phone, checked with it, then the state is read again', async () => {
    const { account, model, securityCode, effects } = setup(false);
    await model.load();
    model.askPhone('ACTIVATE_AMF');
    model.setPhone('06 98 76 54 32');
    model.submitPhone();
    account.profileCall.answerAlways(ok(aProfile({ doubleAuthentification: true })));
    await typeCode(model);
    expect(securityCode.sendCall.calls[0]?.[0]).toEqual({
      sendType: 'SMS',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '06 98 76 54 32',
    });
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

  it('changes the phone: the MODIFY_TEL_AMF code goes to the new number and is checked with it', async () => {
    const { model, securityCode } = setup(true);
    await model.load();
    model.askPhone('MODIFY_TEL_AMF');
    model.setPhone('+33 7 11 22 33 44');
    model.submitPhone();
    await typeCode(model);
    expect(securityCode.sendCall.calls[0]?.[0]).toMatchObject({ newAmfTel: '+33 7 11 22 33 44' });
    expect(securityCode.verifyCall.calls[0]?.[0]).toMatchObject({ newAmfTel: '+33 7 11 22 33 44' });
  });

  it('without SMS: says beforehand and in the dialog that the new number will not be confirmed', async () => {
    const { model, securityCode } = setup(false, false);
    securityCode.sendCall.answerAlways(ok({ telephoneForbidden: true }));
    await model.load();
    expect(model.codesByMail).toBe(true);
    model.askPhone('ACTIVATE_AMF');
    model.setPhone('0698765432');
    model.submitPhone();
    await expect.poll(() => model.dialog?.status).toBe('ready');
    expect(securityCode.sendCall.calls[0]?.[0]).toMatchObject({ sendType: 'MAIL', newAmfTel: '0698765432' });
    expect(model.dialog?.notice).toBe(NEW_PHONE_UNPROVEN_NOTICE);
    expect(model.dialog?.sendType).toBe('MAIL');
  });

  it('with SMS, nothing is said about e-mail codes', async () => {
    const { model } = setup(false);
    await model.load();
    expect(model.codesByMail).toBe(false);
  });
});
