import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { loginAs } from '../testing/login.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);
beforeEach(async () => t.reset());
afterAll(async () => t.close());

/** A VERIFY_AMF code sent by SMS to the demo member and verified (what the security-code dialog does). */
async function verifiedCode(agent: TestAgent): Promise<string> {
  await agent.post('/api/identity/security-code/send', { sendType: 'SMS', operation: 'VERIFY_AMF' });
  const [sms] = await t.outbox('0612345678');
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
  const verified = await agent.post('/api/identity/security-code/verify', {
    securityCode: code,
    operation: 'VERIFY_AMF',
  });
  expect(verified.statusCode).toBe(200);
  return code;
}

/** Double authentication turned on for the demo member once signed in (the sign-in would otherwise ask its code). */
async function turnDoubleAuthOn(): Promise<void> {
  await t.db.query('UPDATE accounts SET amf_enabled = true WHERE user_name = $1', [DEMO_MEMBER_LOGIN]);
}

describe('POST /api/account/delete (« Supprimer mon espace »)', () => {
  it('needs a session and the anti-forgery token', async () => {
    expect((await t.agent().post('/api/account/delete', { password: DEMO_PASSWORD })).statusCode).toBe(401);
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    const forged = await agent.post('/api/account/delete', { password: DEMO_PASSWORD }, { noCsrf: true });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses a wrong password and, with double authentication on, a missing code; the account stays', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    await turnDoubleAuthOn();
    const wrong = await agent.post('/api/account/delete', { password: 'Mauvais#1' });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const noCode = await agent.post('/api/account/delete', { password: DEMO_PASSWORD });
    expect(noCode.json()).toMatchObject({ code: 'SECURITY_CODE.REQUIRED' });
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(200);
  });

  it('deletes the account with the password and a verified code, ends every session, keeps the member data and lets the member register again', async () => {
    const agent = t.agent();
    const other = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    await loginAs(other, DEMO_MEMBER_LOGIN);
    await turnDoubleAuthOn();
    const code = await verifiedCode(agent);
    const deleted = await agent.post(
      '/api/account/delete',
      { password: DEMO_PASSWORD },
      { headers: { 'x-security-code': code } },
    );
    expect(deleted.statusCode).toBe(200);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
    expect((await other.get('/api/identity/current-user')).statusCode).toBe(401);
    await expect(loginAs(t.agent(), DEMO_MEMBER_LOGIN)).rejects.toThrow();
    const [mail] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mail?.subject).toBe('Votre espace adhérent a été supprimé');
    const { rows } = await t.db.query("SELECT 1 FROM contracts WHERE member_id = 'M001'");
    expect(rows.length).toBeGreaterThan(0);
    const again = await t.agent().post('/api/identity/register', {
      numeroContrat: '1000001',
      nom: 'Dupont',
      prenom: 'Marie',
      dateNaissance: '1985-05-12',
      codePostal: '75011',
      email: DEMO_MEMBER_LOGIN,
      iban: '0189',
      password: 'Nouveau#2026',
      confirmPassword: 'Nouveau#2026',
      cgu: true,
      consentements: [],
      dematerialization: true,
    });
    expect(again.statusCode).toBeLessThan(300);
    const [activation] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(activation?.template).toBe('activation');
    expect(
      (
        await t.db.query('SELECT kind, member_id, attributes FROM events WHERE kind <> $1 ORDER BY id', [
          'sign-in',
        ])
      ).rows,
    ).toEqual([
      { kind: 'account-deleted', member_id: 'M001', attributes: {} },
      { kind: 'account-requested', member_id: 'M001', attributes: { origin: 'member' } },
    ]);
  });

  it('takes no account id: a body naming another account is refused and that account stays', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    await turnDoubleAuthOn();
    const accounts = async () => (await t.db.query('SELECT count(*)::int AS n FROM accounts')).rows[0];
    const before = await accounts();
    const response = await agent.post('/api/account/delete', {
      password: DEMO_PASSWORD,
      accountId: '00000000-0000-4000-8000-000000000002',
    });
    expect(response.statusCode).toBe(400);
    expect(await accounts()).toEqual(before);
  });
});
