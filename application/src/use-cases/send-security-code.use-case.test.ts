import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import {
  NEW_PHONE_UNPROVEN_NOTICE,
  SendSecurityCode,
  TELEPHONE_FORBIDDEN_NOTICE,
} from './send-security-code.use-case.ts';
import { FakeSecurityCodePort } from './test-support/fake-member.ports.ts';
import { aPortError } from './test-support/mothers.ts';

function setup() {
  const port = new FakeSecurityCodePort();
  return { port, useCase: new SendSecurityCode(port) };
}

const FORGOT_LOGIN = { operation: 'VERIFY_UNAUTHENTICATED_AMF', username: 'l***@example.fr' } as const;

describe('SendSecurityCode', () => {
  it('sends by SMS when SMS is asked for and enabled', async () => {
    const { port, useCase } = setup();

    const outcome = await useCase.execute({ ...FORGOT_LOGIN, preferredSendType: 'SMS', smsEnabled: true });

    port.sendCall.expectCalledOnceWith({
      sendType: 'SMS',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: 'l***@example.fr',
    });
    expect(outcome).toEqual({
      kind: 'sent',
      sendType: 'SMS',
      notice: undefined,
      toast: undefined,
      content: undefined,
    });
  });

  it('sends by mail when SMS is disabled for the client', async () => {
    const { port, useCase } = setup();

    await useCase.execute({ ...FORGOT_LOGIN, preferredSendType: 'SMS', smsEnabled: false });

    expect(port.sendCall.lastCall()[0].sendType).toBe('MAIL');
  });

  it('reports the switch to mail with a notice when the phone is forbidden', async () => {
    const { port, useCase } = setup();
    port.sendCall.answers(ok({ telephoneForbidden: true, content: 'Code envoyé à l***@example.fr' }));

    const outcome = await useCase.execute({ ...FORGOT_LOGIN, preferredSendType: 'SMS', smsEnabled: true });

    expect(outcome).toEqual({
      kind: 'sent',
      sendType: 'MAIL',
      notice: TELEPHONE_FORBIDDEN_NOTICE,
      toast: undefined,
      content: 'Code envoyé à l***@example.fr',
    });
  });

  it("confirms a resend with 'Un code de sécurité vient d'être renvoyé.'", async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute({
      ...FORGOT_LOGIN,
      preferredSendType: 'MAIL',
      smsEnabled: true,
      resend: true,
    });

    expect(outcome.kind === 'sent' && outcome.toast?.message).toBe(
      "Un code de sécurité vient d'être renvoyé.",
    );
  });

  it('sends nothing for an unauthenticated operation without a username', async () => {
    const { port, useCase } = setup();

    const outcome = await useCase.execute({
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: ' ',
      preferredSendType: 'MAIL',
      smsEnabled: true,
    });

    expect(outcome.kind === 'missing-user' && outcome.message.message).toBe(
      "Veuillez renseigner les informations de l'utilisateur.",
    );
    port.sendCall.expectNotCalled();
  });

  it('sends without a username for an operation of a signed-in member', async () => {
    const { port, useCase } = setup();

    await useCase.execute({ operation: 'DESACTIVATE_AMF', preferredSendType: 'SMS', smsEnabled: true });

    port.sendCall.expectCalledOnceWith({ sendType: 'SMS', operation: 'DESACTIVATE_AMF' });
  });

  it('sends the code of a new mobile to that number (ACTIVATE_AMF, MODIFY_TEL_AMF)', async () => {
    const { port, useCase } = setup();
    const newPhone = { preferredSendType: 'SMS', smsEnabled: true, newAmfTel: ' 07 11 22 33 44 ' } as const;

    await useCase.execute({ operation: 'ACTIVATE_AMF', ...newPhone });
    await useCase.execute({ operation: 'MODIFY_TEL_AMF', ...newPhone });
    await useCase.execute({ operation: 'VERIFY_AMF', ...newPhone });

    expect(port.sendCall.calls.map(([request]) => request)).toEqual([
      { sendType: 'SMS', operation: 'ACTIVATE_AMF', newAmfTel: '07 11 22 33 44' },
      { sendType: 'SMS', operation: 'MODIFY_TEL_AMF', newAmfTel: '07 11 22 33 44' },
      { sendType: 'SMS', operation: 'VERIFY_AMF' },
    ]);
  });

  it('tells the member a new mobile reached by mail is kept unconfirmed (no SMS: no proof)', async () => {
    const { port, useCase } = setup();
    port.sendCall.answers(ok({ telephoneForbidden: true }));

    const outcome = await useCase.execute({
      operation: 'MODIFY_TEL_AMF',
      preferredSendType: 'SMS',
      smsEnabled: false,
      newAmfTel: '0711223344',
    });

    expect(port.sendCall.lastCall()[0]).toEqual({
      sendType: 'MAIL',
      operation: 'MODIFY_TEL_AMF',
      newAmfTel: '0711223344',
    });
    expect(outcome).toMatchObject({ kind: 'sent', sendType: 'MAIL', notice: NEW_PHONE_UNPROVEN_NOTICE });
    expect(NEW_PHONE_UNPROVEN_NOTICE).toContain('sans être confirmé');
  });

  it('closes the modal with the failure toast when sending fails', async () => {
    const { port, useCase } = setup();
    port.sendCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute({ ...FORGOT_LOGIN, preferredSendType: 'MAIL', smsEnabled: true });

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'FLOW.SECURITY_CODE_SEND_FAILED',
        message: "L'envoi du code de sécurité a échoué.",
        severity: 'danger',
      },
      closeModal: true,
      redirect: undefined,
    });
  });

  it("gives the server's reason (a throttle) as the failure toast's detail", async () => {
    const { port, useCase } = setup();
    const reason = 'Trop de codes demandés : réessayez dans quelques minutes.';
    port.sendCall.answers(err(aPortError(429, { message: reason })));

    const outcome = await useCase.execute({ ...FORGOT_LOGIN, preferredSendType: 'MAIL', smsEnabled: true });

    expect(outcome).toMatchObject({
      kind: 'failed',
      toast: { message: "L'envoi du code de sécurité a échoué.", detail: reason, severity: 'danger' },
    });
  });

  it('redirects to the returned logoutUrl 3 seconds after the failure toast', async () => {
    const { port, useCase } = setup();
    port.sendCall.answers(err(aPortError(403, { logoutUrl: 'https://idp.example.fr/logout' })));

    const outcome = await useCase.execute({ ...FORGOT_LOGIN, preferredSendType: 'MAIL', smsEnabled: true });

    expect(outcome.kind === 'failed' && outcome.redirect).toEqual({
      kind: 'redirect',
      url: 'https://idp.example.fr/logout',
      delayMs: 3000,
    });
  });
});
