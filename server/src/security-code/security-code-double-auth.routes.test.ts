import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import {
  DEMO_AMF_ACCOUNT_ID,
  DEMO_AMF_LOGIN,
  DEMO_AMF_MEMBER_ID,
  DEMO_AMF_PHONE,
} from '../db/seeds/amf-demo.seed.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';

/** The double-authentication operations (ACTIVATE_AMF, DESACTIVATE_AMF) and what they change for the sign-in. */
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

/** The 6-digit code of the newest SMS or mail sent to `recipient`. */
async function lastCode(recipient: string): Promise<string> {
  const [message] = await t.outbox(recipient);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no security code sent to ${recipient}`);
  return code;
}

async function signedIn(): Promise<TestAgent> {
  const agent = t.agent();
  await signInAs(t, agent);
  return agent;
}

describe('double authentication through the security-code operations', () => {
  it('activates a new mobile number with ACTIVATE_AMF, the code going by SMS to that number', async () => {
    const agent = await signedIn();
    await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '+33 7 11 22 33 44',
    });
    const code = await lastCode('0711223344');
    const response = await agent.post('/api/identity/security-code/verify', {
      securityCode: code,
      operation: 'ACTIVATE_AMF',
      newAmfTel: '+33 7 11 22 33 44',
    });
    expect(response.statusCode).toBe(200);
    expect((await agent.get('/api/identity/security-code/contact')).json()).toEqual({
      telephone: '•• •• •• •• 44',
      email: 'd**o@m*******.fr',
    });
  });

  it('makes the next sign-in ask its code once ACTIVATE_AMF is verified, and no longer once DESACTIVATE_AMF is', async () => {
    const agent = await signedIn();
    await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '07 11 22 33 44',
    });
    await agent.post('/api/identity/security-code/verify', {
      securityCode: await lastCode('0711223344'),
      operation: 'ACTIVATE_AMF',
      newAmfTel: '07 11 22 33 44',
    });
    const passwordAlone = async (): Promise<string | undefined> => {
      const browser = t.agent();
      await browser.get('/api/identity/login');
      const response = await browser.submitForm('/api/identity/login', {
        userName: 'demo@mutuelle.fr',
        password: DEMO_PASSWORD,
        callbackUrl: '/',
      });
      return String(response.headers.location);
    };
    expect(await passwordAlone()).toBe('/api/identity/login/code?avis=sent');
    await agent.post('/api/identity/security-code/send', { sendType: 'SMS', operation: 'DESACTIVATE_AMF' });
    const off = await agent.post('/api/identity/security-code/verify', {
      securityCode: await lastCode('0711223344'),
      operation: 'DESACTIVATE_AMF',
    });
    expect(off.statusCode).toBe(200);
    expect(await passwordAlone()).toBe('/');
    expect(
      (
        await t.db.query('SELECT kind, member_id, attributes FROM events WHERE kind <> $1 ORDER BY id', [
          'sign-in',
        ])
      ).rows,
    ).toEqual([
      { kind: 'two-factor-on', member_id: 'M001', attributes: {} },
      { kind: 'two-factor-off', member_id: 'M001', attributes: {} },
    ]);
  });

  it("never turns off nor re-phones another member's double authentication by naming their login", async () => {
    const agent = await signedIn();
    const other = { username: DEMO_AMF_LOGIN };
    await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'DESACTIVATE_AMF',
      ...other,
    });
    expect(await t.outbox(DEMO_AMF_PHONE)).toEqual([]);
    const mine = await lastCode('0612345678');
    const off = await agent.post('/api/identity/security-code/verify', {
      securityCode: mine,
      operation: 'DESACTIVATE_AMF',
      ...other,
    });
    expect(off.statusCode).toBe(200); // the session's own account, whatever the body names
    await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'MODIFY_TEL_AMF',
      newAmfTel: '07 99 88 77 66',
      ...other,
    });
    expect(await t.outbox(DEMO_AMF_PHONE)).toEqual([]);
    const moved = await agent.post('/api/identity/security-code/verify', {
      securityCode: await lastCode('0799887766'),
      operation: 'MODIFY_TEL_AMF',
      newAmfTel: '07 99 88 77 66',
      ...other,
    });
    expect(moved.statusCode).toBe(200);
    const { rows } = await t.db.query(
      `SELECT a.amf_enabled, m.telephone, m.telephone_confirmed FROM accounts a JOIN members m ON m.id = a.member_id
        WHERE a.id = $1 AND m.id = $2`,
      [DEMO_AMF_ACCOUNT_ID, DEMO_AMF_MEMBER_ID],
    );
    expect(rows).toEqual([{ amf_enabled: true, telephone: DEMO_AMF_PHONE, telephone_confirmed: true }]);
  });
});
