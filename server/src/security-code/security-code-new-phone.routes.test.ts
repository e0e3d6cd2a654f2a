import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { DEMO_AMF_ACCOUNT_ID, DEMO_AMF_PHONE } from '../db/seeds/amf-demo.seed.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_ACCOUNT_ID, signInAs } from '../testing/member-session.ts';

/**
 * A new double-authentication mobile (ACTIVATE_AMF, MODIFY_TEL_AMF) is proven before it is trusted: the code
 * goes by SMS to the number typed, the verify must name that number, and only then is it stored as confirmed.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

const SEND = '/api/identity/security-code/send';
const VERIFY = '/api/identity/security-code/verify';

async function lastCode(app: TestApp, recipient: string): Promise<string> {
  const [message] = await app.outbox(recipient);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no security code sent to ${recipient}`);
  return code;
}

async function signedIn(app: TestApp = t, accountId: string = DEMO_ACCOUNT_ID): Promise<TestAgent> {
  const agent = app.agent();
  await signInAs(app, agent, accountId);
  return agent;
}

async function phoneOf(app: TestApp, accountId: string) {
  const { rows } = await app.db.query(
    `SELECT a.amf_enabled, m.telephone, m.telephone_confirmed FROM accounts a JOIN members m ON m.id = a.member_id
      WHERE a.id = $1`,
    [accountId],
  );
  return rows[0];
}

describe('ACTIVATE_AMF / MODIFY_TEL_AMF send the code to the new mobile', () => {
  it('texts the new number, names it in full, and sends nothing to the known phone nor by mail', async () => {
    const agent = await signedIn();
    const sent = await agent.post(SEND, {
      sendType: 'SMS',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '07.11.22.33.44',
    });
    expect(sent.json()).toEqual({
      content:
        "Un code de sécurité vient d'être envoyé par SMS au 07 11 22 33 44. Si vous ne le recevez pas, vérifiez ce numéro.",
      telephoneForbidden: false,
    });
    expect((await t.outbox('0711223344'))[0]).toMatchObject({ kind: 'sms', template: 'security-code' });
    expect(await t.outbox('0612345678')).toEqual([]);
    expect(await t.outbox('demo@mutuelle.fr')).toEqual([]);
  });

  it('asks for the number and refuses a landline before sending or counting anything', async () => {
    const agent = await signedIn();
    const missing = await agent.post(SEND, { sendType: 'SMS', operation: 'ACTIVATE_AMF' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'SECURITY_CODE.PHONE_REQUIRED' });
    const landline = await agent.post(SEND, {
      sendType: 'SMS',
      operation: 'MODIFY_TEL_AMF',
      newAmfTel: '0123456789',
    });
    expect(landline.json()).toMatchObject({
      code: 'SECURITY_CODE.PHONE_FORMAT',
      message: 'Le numéro de téléphone mobile est incorrect.',
    });
    expect(await t.outbox()).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM throttle')).rows).toEqual([]);
  });

  it('changes the phone of an account with double authentication: the new number gets the code, not the old one', async () => {
    const agent = await signedIn(t, DEMO_AMF_ACCOUNT_ID);
    await agent.post(SEND, { sendType: 'SMS', operation: 'MODIFY_TEL_AMF', newAmfTel: '0677889900' });
    expect(await t.outbox(DEMO_AMF_PHONE)).toEqual([]);
    const verified = await agent.post(VERIFY, {
      securityCode: await lastCode(t, '0677889900'),
      operation: 'MODIFY_TEL_AMF',
      newAmfTel: '06 77 88 99 00',
    });
    expect(verified.statusCode).toBe(200);
    expect(await phoneOf(t, DEMO_AMF_ACCOUNT_ID)).toEqual({
      amf_enabled: true,
      telephone: '0677889900',
      telephone_confirmed: true,
    });
  });
});

describe('the code is bound to the number it was sent to', () => {
  it('a code sent for number A cannot confirm number B; it still confirms A', async () => {
    const agent = await signedIn();
    await agent.post(SEND, { sendType: 'SMS', operation: 'ACTIVATE_AMF', newAmfTel: '0711223344' });
    const code = await lastCode(t, '0711223344');
    const other = await agent.post(VERIFY, {
      securityCode: code,
      operation: 'ACTIVATE_AMF',
      newAmfTel: '0799999999',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      code: 'SECURITY_CODE.OTHER_PHONE',
      message:
        'Ce code de sécurité a été envoyé à un autre numéro de mobile. Demandez un nouveau code pour ce numéro.',
    });
    expect(await phoneOf(t, DEMO_ACCOUNT_ID)).toEqual({
      amf_enabled: false,
      telephone: '0612345678',
      telephone_confirmed: true,
    });
    const same = await agent.post(VERIFY, {
      securityCode: code,
      operation: 'ACTIVATE_AMF',
      newAmfTel: '07 11 22 33 44',
    });
    expect(same.statusCode).toBe(200);
    expect(await phoneOf(t, DEMO_ACCOUNT_ID)).toEqual({
      amf_enabled: true,
      telephone: '0711223344',
      telephone_confirmed: true,
    });
  });

  it('counts another number as a wrong try: the fifth kills the code', async () => {
    const agent = await signedIn();
    await agent.post(SEND, { sendType: 'SMS', operation: 'ACTIVATE_AMF', newAmfTel: '0711223344' });
    const code = await lastCode(t, '0711223344');
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await agent.post(VERIFY, {
        securityCode: code,
        operation: 'ACTIVATE_AMF',
        newAmfTel: `078888888${String(i)}`,
      });
      answers.push(response.json<{ code: string }>().code);
    }
    expect(answers.at(-1)).toBe('SECURITY_CODE.LOCKED');
    const right = await agent.post(VERIFY, {
      securityCode: code,
      operation: 'ACTIVATE_AMF',
      newAmfTel: '0711223344',
    });
    expect(right.json()).toMatchObject({ code: 'SECURITY_CODE.LOCKED' });
  });

  it('after ACTIVATE_AMF the sign-in texts its code to the proven number', async () => {
    const agent = await signedIn();
    await agent.post(SEND, { sendType: 'SMS', operation: 'ACTIVATE_AMF', newAmfTel: '0711223344' });
    await agent.post(VERIFY, {
      securityCode: await lastCode(t, '0711223344'),
      operation: 'ACTIVATE_AMF',
      newAmfTel: '0711223344',
    });
    const browser = t.agent();
    await browser.get('/api/identity/login');
    await browser.submitForm('/api/identity/login', {
      userName: 'demo@mutuelle.fr',
      password: DEMO_PASSWORD,
      callbackUrl: '/',
    });
    const texts = await t.outbox('0711223344');
    expect(texts.map((sms) => sms.kind)).toEqual(['sms', 'sms']); // the activation code, then the sign-in's
    expect(await t.outbox('0612345678')).toEqual([]);
  });
});
