import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID } from '../../testing/member-session.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import { tokenLinkOf } from '../../testing/mail-links.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

const NEW_LOGIN = 'marie.dupont@nouvelle-adresse.fr';
const URL = '/api/identity/forms/changementidentifiant/form';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);
beforeEach(async () => t.reset());
afterAll(async () => t.close());

async function lastCode(recipient: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await t.outbox(recipient))[0]?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** A VERIFY_AMF code sent by SMS and verified (what the security-code dialog does before the change). */
async function verifiedCode(agent: TestAgent): Promise<string> {
  await agent.post('/api/identity/security-code/send', { sendType: 'SMS', operation: 'VERIFY_AMF' });
  const code = await lastCode('0612345678');
  await agent.post('/api/identity/security-code/verify', { securityCode: code, operation: 'VERIFY_AMF' });
  return code;
}

async function signedIn(): Promise<TestAgent> {
  const agent = t.agent();
  await loginAs(agent, DEMO_MEMBER_LOGIN);
  // Double authentication on, as turned on in « Mon compte » (set once signed in: the sign-in would ask its code).
  await t.db.query('UPDATE accounts SET amf_enabled = true WHERE id = $1', [DEMO_ACCOUNT_ID]);
  return agent;
}

describe('POST /api/identity/forms/changementidentifiant/form (« Changer mon identifiant »)', () => {
  it('needs a session, and a verified security code when double authentication is on', async () => {
    expect((await t.agent().post(URL, { data: { nouvelIdentifiant: NEW_LOGIN } })).statusCode).toBe(401);
    const agent = await signedIn();
    const missing = await agent.post(URL, { data: { nouvelIdentifiant: NEW_LOGIN } });
    expect(missing.json()).toMatchObject({ code: 'SECURITY_CODE.REQUIRED' });
    const wrong = await agent.post(
      URL,
      { data: { nouvelIdentifiant: NEW_LOGIN } },
      { headers: { 'x-security-code': '123456' } },
    );
    expect(wrong.json()).toMatchObject({ code: 'SECURITY_CODE.INVALID' });
  });

  it('keeps the current login until the new address is confirmed from its link, and tells the current address', async () => {
    const agent = await signedIn();
    const code = await verifiedCode(agent);
    const response = await agent.post(
      URL,
      { data: { nouvelIdentifiant: NEW_LOGIN } },
      { headers: { 'x-security-code': code } },
    );
    expect(response.statusCode).toBe(200);
    const [notice] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(notice?.subject).toBe('Demande de changement de votre identifiant de connexion');
    await loginAs(t.agent(), DEMO_MEMBER_LOGIN, DEMO_PASSWORD);
    await expect(loginAs(t.agent(), NEW_LOGIN, DEMO_PASSWORD)).rejects.toThrow();

    const [confirmation] = await t.outbox(NEW_LOGIN);
    expect(confirmation?.text).toContain("d'ici là, votre identifiant actuel reste valable");
    expect(confirmation?.text).not.toContain('est désormais');
    const link = tokenLinkOf(confirmation);
    expect(link).toMatchObject({ route: 'confirm-email', userId: DEMO_ACCOUNT_ID });
    const confirmed = await t
      .agent()
      .post('/api/identity/confirm-email', { code: link.code, userId: link.userId });
    expect(confirmed.statusCode).toBe(200);
    await loginAs(t.agent(), NEW_LOGIN, DEMO_PASSWORD);
    await expect(loginAs(t.agent(), DEMO_MEMBER_LOGIN, DEMO_PASSWORD)).rejects.toThrow();
    const again = await t
      .agent()
      .post('/api/identity/confirm-email', { code: link.code, userId: link.userId });
    expect(again.statusCode).toBe(400);
  });

  it('answers an address that is already a login like any other, tells that address and changes nothing', async () => {
    const agent = await signedIn();
    const code = await verifiedCode(agent);
    const response = await agent.post(
      URL,
      { data: { nouvelIdentifiant: 'admin@mutuelle.fr' } },
      { headers: { 'x-security-code': code } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await t.outbox('admin@mutuelle.fr'))[0]?.subject).toBe('Adresse e-mail déjà utilisée');
    const { rows } = await t.db.query('SELECT user_name, pending_user_name FROM accounts WHERE id = $1', [
      DEMO_ACCOUNT_ID,
    ]);
    expect(rows[0]).toEqual({ user_name: DEMO_MEMBER_LOGIN, pending_user_name: null });
  });

  it('needs no code without double authentication, and refuses an invalid or unchanged login', async () => {
    const agent = await signedIn();
    await t.db.query('UPDATE accounts SET amf_enabled = false WHERE id = $1', [DEMO_ACCOUNT_ID]);
    expect((await agent.post(URL, { data: { nouvelIdentifiant: 'x' } })).json()).toMatchObject({
      code: 'EMAIL.FORMAT',
    });
    expect((await agent.post(URL, { data: { nouvelIdentifiant: 'Demo@Mutuelle.fr' } })).json()).toMatchObject(
      {
        code: 'IDENTIFIANT_INCHANGE',
      },
    );
    expect((await agent.post(URL, { data: { nouvelIdentifiant: NEW_LOGIN } })).statusCode).toBe(200);
  });
});
