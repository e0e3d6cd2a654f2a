import {
  catalogueMessage,
  flowErrorCatalogue,
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  securityCodeSendFailure,
  successToastCatalogue,
  validateSecurityCode,
} from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type {
  SendSecurityCodeResult,
  SendSecurityCodeUseCase,
  VerifySecurityCodeResult,
} from '../../app/platform/account-recovery.use-cases.ts';
import {
  A_PORT_ERROR,
  RecordingEffects,
  ScriptedUseCase,
  scriptedUseCase,
} from '../../app/platform/testing/flow-fakes.ts';
import type { SecurityCodeRequest } from './security-code-dialog.view-model.ts';
import { SecurityCodeDialogViewModel } from './security-code-dialog.view-model.ts';

const FORGOT_LOGIN: SecurityCodeRequest = {
  operation: 'VERIFY_UNAUTHENTICATED_AMF',
  username: 'e***@example.fr',
  preferredSendType: 'SMS',
  smsEnabled: true,
  maskedPhone: '06******78',
};
const SENT_SMS: SendSecurityCodeResult = {
  kind: 'sent',
  sendType: 'SMS',
  notice: undefined,
  toast: undefined,
  content: undefined,
};
const RESENT: SendSecurityCodeResult = {
  ...SENT_SMS,
  toast: catalogueMessage(flowErrorCatalogue.securityCodeResent),
};
const FORBIDDEN_NOTICE =
  "L'envoi par SMS n'est pas possible pour ce numéro de téléphone : le code de sécurité vous a été envoyé par e-mail.";
const VERIFIED: VerifySecurityCodeResult = {
  kind: 'verified',
  securityCode: '482916',
  closeModal: true,
  toast: catalogueMessage(successToastCatalogue.securityCodeVerified),
};

function setUp(
  request: SecurityCodeRequest,
  sends: SendSecurityCodeResult[],
  verifications: VerifySecurityCodeResult[] = [],
) {
  const sendSecurityCode = scriptedUseCase<SendSecurityCodeUseCase>(...sends);
  const verifySecurityCode = new ScriptedUseCase(...verifications);
  const effects = new RecordingEffects();
  const events: string[] = [];
  const model = new SecurityCodeDialogViewModel({ sendSecurityCode, verifySecurityCode, effects }, request, {
    verified: () => events.push('verified'),
    closed: () => events.push('closed'),
  });
  return { model, sendSecurityCode, verifySecurityCode, effects, events };
}

describe('security-code dialog view-model', () => {
  it('sends the code by SMS when the modal opens, for the user of the pre-check', async () => {
    const { model, sendSecurityCode } = setUp(FORGOT_LOGIN, [SENT_SMS]);
    expect(model.status).toBe('sending');
    await model.open();
    expect(sendSecurityCode.commands).toEqual([
      {
        operation: 'VERIFY_UNAUTHENTICATED_AMF',
        username: 'e***@example.fr',
        preferredSendType: 'SMS',
        smsEnabled: true,
        resend: false,
      },
    ]);
    expect(model.status).toBe('ready');
    expect(model.sentText).toBe(
      'Un code de sécurité à 6 chiffres vient de vous être envoyé par SMS au 06******78.',
    );
  });

  it('says the code goes by e-mail when SMS is disabled for the tenant', () => {
    const { model } = setUp({ ...FORGOT_LOGIN, smsEnabled: false }, []);
    expect(model.sendType).toBe('MAIL');
    expect(model.sentText).toBe('Un code de sécurité à 6 chiffres vient de vous être envoyé par e-mail.');
  });

  it('switches to mail with the notice when the phone is forbidden', async () => {
    const { model } = setUp(FORGOT_LOGIN, [
      { kind: 'sent', sendType: 'MAIL', notice: FORBIDDEN_NOTICE, toast: undefined, content: undefined },
    ]);
    await model.open();
    expect(model.sendType).toBe('MAIL');
    expect(model.notice).toBe(FORBIDDEN_NOTICE);
    expect(model.sentText).toBe('Un code de sécurité à 6 chiffres vient de vous être envoyé par e-mail.');
  });

  it("resends on the link: toast 'Un code de sécurité vient d'être renvoyé.' and empty cells", async () => {
    const { model, sendSecurityCode, effects } = setUp(FORGOT_LOGIN, [SENT_SMS, RESENT]);
    await model.open();
    model.code.paste('123');
    await model.resend();
    expect(sendSecurityCode.lastCommand.resend).toBe(true);
    expect(effects.shownToasts).toEqual([
      { intent: 'success', message: "Un code de sécurité vient d'être renvoyé." },
    ]);
    expect(model.code.code).toBe('');
    expect(model.resending).toBe(false);
  });

  it('spreads a pasted code over the six cells and verifies it', async () => {
    const { model, verifySecurityCode, effects, events } = setUp(FORGOT_LOGIN, [SENT_SMS], [VERIFIED]);
    await model.open();
    model.code.paste('482916');
    expect(model.code.cells).toEqual(['4', '8', '2', '9', '1', '6']);
    await model.verify();
    expect(verifySecurityCode.lastCommand).toEqual({
      cells: ['4', '8', '2', '9', '1', '6'],
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: 'e***@example.fr',
    });
    expect(effects.shownToasts).toEqual([
      { intent: 'success', message: 'Le code de sécurité a bien été vérifié.' },
    ]);
    expect(model.isOpen).toBe(false);
    expect(events).toEqual(['verified']);
  });

  it('shows the cell rule when the code is incomplete, the modal staying open', async () => {
    const cells = ['4', '8', '', '', '', ''];
    const { model, events } = setUp(
      FORGOT_LOGIN,
      [SENT_SMS],
      [
        {
          kind: 'invalid',
          issues: { securityCode: validateSecurityCode(cells), newAmfTel: [] },
          summary: REQUIRED_FIELDS_SUMMARY_MESSAGE,
        },
      ],
    );
    await model.open();
    model.code.paste('48');
    await model.verify();
    expect(model.error).toBe(validateSecurityCode(cells)[0]?.message);
    expect(model.isOpen).toBe(true);
    expect(events).toEqual([]);
  });

  it("shows the server's refusal and empties the cells for another try", async () => {
    const { model } = setUp(
      FORGOT_LOGIN,
      [SENT_SMS],
      [{ kind: 'rejected', message: "Le code de sécurité saisi n'est pas valide.", error: A_PORT_ERROR }],
    );
    await model.open();
    model.code.paste('000000');
    await model.verify();
    expect(model.error).toBe("Le code de sécurité saisi n'est pas valide.");
    expect(model.code.code).toBe('');
    expect(model.isOpen).toBe(true);
  });

  it('on a sending failure: toast, modal closed, and the redirect to the logoutUrl 3 s later', async () => {
    const { model, effects, events } = setUp(FORGOT_LOGIN, [
      {
        kind: 'failed',
        toast: securityCodeSendFailure(),
        closeModal: true,
        redirect: { kind: 'redirect', url: '/deconnexion', delayMs: 3000 },
      },
    ]);
    await model.open();
    expect(effects.shownToasts).toEqual([
      { intent: 'danger', message: "L'envoi du code de sécurité a échoué." },
    ]);
    expect(model.isOpen).toBe(false);
    expect(events).toEqual(['closed']);
    effects.scheduler.advance(2999);
    expect(effects.redirects).toEqual([]);
    effects.scheduler.advance(1);
    expect(effects.redirects).toEqual(['/deconnexion']);
  });

  it('does not redirect after a sending failure without logoutUrl, nor once the screen is left', async () => {
    const plain = setUp(FORGOT_LOGIN, [
      { kind: 'failed', toast: securityCodeSendFailure(), closeModal: true, redirect: undefined },
    ]);
    await plain.model.open();
    expect(plain.effects.scheduler.pending).toBe(0);

    const left = setUp(FORGOT_LOGIN, [
      {
        kind: 'failed',
        toast: securityCodeSendFailure(),
        closeModal: true,
        redirect: { kind: 'redirect', url: '/deconnexion', delayMs: 3000 },
      },
    ]);
    await left.model.open();
    left.model.dispose();
    left.effects.scheduler.advance(3000);
    expect(left.effects.redirects).toEqual([]);
  });

  it("shows 'Veuillez renseigner les informations de l'utilisateur.' when the user is unknown", async () => {
    const { model } = setUp({ ...FORGOT_LOGIN, username: '' }, [
      { kind: 'missing-user', message: catalogueMessage(flowErrorCatalogue.userInformationRequired) },
    ]);
    await model.open();
    expect(model.error).toBe("Veuillez renseigner les informations de l'utilisateur.");
  });

  it('closes on cancel and tells the opener once', async () => {
    const { model, events } = setUp(FORGOT_LOGIN, [SENT_SMS]);
    await model.open();
    model.cancel();
    model.cancel();
    expect(events).toEqual(['closed']);
  });
});
