import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { loadTenantConfig } from '../tenant/load-tenant-config.ts';
import { DEMO_ACCOUNT_ID, signInAs } from '../testing/member-session.ts';

/**
 * A tenant that sends no SMS (`amfSmsActivated` off): a code sent by e-mail proves the address, not the phone.
 * The new number is kept but never trusted — stored unconfirmed, so every code keeps going by e-mail.
 */
let off: TestApp;

beforeAll(async () => {
  const tenant = await loadTenantConfig();
  off = await buildTestApp({ tenant: { ...tenant, client: { ...tenant.client, amfSmsActivated: false } } });
}, 30_000);

afterAll(async () => {
  await off.close();
});

async function lastCode(recipient: string): Promise<string> {
  const [message] = await off.outbox(recipient);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no security code sent to ${recipient}`);
  return code;
}

const SEND = '/api/identity/security-code/send';
const VERIFY = '/api/identity/security-code/verify';

async function phoneOf(accountId: string) {
  const { rows } = await off.db.query(
    `SELECT a.amf_enabled, m.telephone, m.telephone_confirmed FROM accounts a JOIN members m ON m.id = a.member_id
      WHERE a.id = $1`,
    [accountId],
  );
  return rows[0];
}

describe('a tenant without SMS: the number is kept, never trusted', () => {
  it('sends the code by mail with telephoneForbidden, and stores the number unconfirmed: the sign-in code goes by mail', async () => {
    const agent = off.agent();
    await signInAs(off, agent);
    const sent = await agent.post(SEND, {
      sendType: 'SMS',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '0711223344',
    });
    expect(sent.json()).toEqual({
      content: "Un code de sécurité vient d'être envoyé à l'adresse d**o@m*******.fr.",
      telephoneForbidden: true,
    });
    expect(await off.outbox('0711223344')).toEqual([]);
    const verified = await agent.post(VERIFY, {
      securityCode: await lastCode('demo@mutuelle.fr'),
      operation: 'ACTIVATE_AMF',
      newAmfTel: '0711223344',
    });
    expect(verified.statusCode).toBe(200);
    expect(await phoneOf(DEMO_ACCOUNT_ID)).toEqual({
      amf_enabled: true,
      telephone: '0711223344',
      telephone_confirmed: false,
    });
    const browser = off.agent();
    await browser.get('/api/identity/login');
    await browser.submitForm('/api/identity/login', {
      userName: 'demo@mutuelle.fr',
      password: DEMO_PASSWORD,
      callbackUrl: '/',
    });
    expect((await off.outbox('demo@mutuelle.fr'))[0]).toMatchObject({
      kind: 'mail',
      template: 'security-code',
    });
    expect(await off.outbox('0711223344')).toEqual([]);
  });
});
