import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { loginAs } from '../../testing/login.ts';
import { tokenLinkOf } from '../../testing/mail-links.ts';
import { createMemberAccount, DEMO_ACCOUNT_ID, signInAs } from '../../testing/member-session.ts';

let t: TestApp;

const NEW_LOGIN = 'marie.dupont@nouvelle-adresse.fr';
const DEMO_FORM = {
  numeroContrat: '1000001',
  nom: 'DUPONT',
  prenom: 'marie',
  dateNaissance: '1985-05-12',
  codePostal: '75011',
  email: NEW_LOGIN,
};
const UNKNOWN_FORM = { ...DEMO_FORM, numeroContrat: '1999999', nom: 'Inconnu', prenom: 'Personne' };

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

async function lastCode(recipient: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await t.outbox(recipient))[0]?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** pre-check → code by SMS → verify: what the forgot-login screen does before submitting. */
async function verifiedCode(agent: TestAgent): Promise<string> {
  await agent.post('/api/identity/pre-forgot-username', DEMO_FORM);
  await agent.post('/api/identity/security-code/send', {
    sendType: 'SMS',
    operation: 'VERIFY_UNAUTHENTICATED_AMF',
    username: DEMO_FORM.numeroContrat,
  });
  const code = await lastCode('0612345678');
  const verified = await agent.post('/api/identity/security-code/verify', {
    securityCode: code,
    operation: 'VERIFY_UNAUTHENTICATED_AMF',
    username: DEMO_FORM.numeroContrat,
  });
  expect(verified.statusCode).toBe(200);
  return code;
}

async function account() {
  const { rows } = await t.db.query(
    'SELECT user_name, email, is_confirmed, status FROM accounts WHERE id = $1',
    [DEMO_ACCOUNT_ID],
  );
  return rows[0];
}

describe('POST /api/identity/pre-forgot-username', () => {
  it('tells a known member the masked login; the channel is the tenant one and no phone is shown', async () => {
    const response = await t.agent().post('/api/identity/pre-forgot-username', DEMO_FORM);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isUserAmfAuthorized: true,
      sendType: 'SMS',
      currentUserName: 'd**o@m*******.fr',
      telephone: '',
    });
  });

  // S3: only a member with a confirmed phone was answered SMS + a masked phone; an unknown person always got MAIL.
  it('answers the same channel for a confirmed phone, a member without phone and an unknown person', async () => {
    await createMemberAccount(t, 'M004', 'pierre.nguyen@example.fr');
    const withoutPhone = {
      numeroContrat: '1000004',
      nom: "N'GUYEN-CASANOVA",
      prenom: 'Pierre Antoine',
      dateNaissance: '1968-07-21',
      codePostal: '20000',
      email: NEW_LOGIN,
    };
    const channels = [];
    for (const form of [DEMO_FORM, withoutPhone, UNKNOWN_FORM]) {
      const response = await t.agent().post('/api/identity/pre-forgot-username', form);
      expect(response.statusCode).toBe(200);
      const { sendType, telephone, isUserAmfAuthorized } = response.json<Record<string, unknown>>();
      channels.push({ sendType, telephone, isUserAmfAuthorized });
    }
    expect(channels).toEqual([
      { sendType: 'SMS', telephone: '', isUserAmfAuthorized: true },
      { sendType: 'SMS', telephone: '', isUserAmfAuthorized: true },
      { sendType: 'SMS', telephone: '', isUserAmfAuthorized: true },
    ]);
  });

  it('answers MAIL to everyone when the tenant has SMS off', async () => {
    const off = await buildTestApp({
      tenant: { ...t.deps.tenant, client: { ...t.deps.tenant.client, amfSmsActivated: false } },
    });
    try {
      for (const form of [DEMO_FORM, UNKNOWN_FORM]) {
        const response = await off.agent().post('/api/identity/pre-forgot-username', form);
        expect(response.json()).toMatchObject({ sendType: 'MAIL', telephone: '' });
      }
    } finally {
      await off.close();
    }
  });

  it('still sends the code by SMS to a confirmed phone and by mail otherwise, with one wording', async () => {
    await createMemberAccount(t, 'M004', 'pierre.nguyen@example.fr');
    const send = (username: string) =>
      t.agent().post('/api/identity/security-code/send', {
        sendType: 'SMS',
        operation: 'VERIFY_UNAUTHENTICATED_AMF',
        username,
      });
    const [sms, mail] = [await send('1000001'), await send('1000004')];
    expect(sms.json()).toEqual(mail.json());
    expect((await t.outbox('0612345678'))[0]?.kind).toBe('sms');
    expect((await t.outbox('pierre.nguyen@example.fr'))[0]?.kind).toBe('mail');
  });

  it('answers an unknown person with the same shape and a stable, plausible masked login', async () => {
    const first = await t.agent().post('/api/identity/pre-forgot-username', UNKNOWN_FORM);
    const second = await t.agent().post('/api/identity/pre-forgot-username', UNKNOWN_FORM);
    expect(first.statusCode).toBe(200);
    const body = first.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual([
      'currentUserName',
      'isUserAmfAuthorized',
      'sendType',
      'telephone',
    ]);
    expect(body).toMatchObject({ isUserAmfAuthorized: true, sendType: 'SMS', telephone: '' });
    expect(body['currentUserName']).toMatch(/^p\*+u@[a-z]\*+\.[a-z]+$/);
    expect(second.json()).toEqual(body);
  });

  it('refuses an invalid form with the domain code and message', async () => {
    const response = await t
      .agent()
      .post('/api/identity/pre-forgot-username', { ...DEMO_FORM, email: 'pas-une-adresse' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'EMAIL.FORMAT',
      message: "Le format de l'identifiant (adresse e-mail) est incorrect",
    });
  });
});

describe('POST /api/identity/forgot-username', () => {
  it('changes the login; the account must be reactivated from the link sent to the new address', async () => {
    const agent = t.agent();
    const session = t.agent();
    await signInAs(t, session);
    const code = await verifiedCode(agent);

    const response = await agent.post('/api/identity/forgot-username', { ...DEMO_FORM, securityCode: code });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    expect(await account()).toEqual({
      user_name: NEW_LOGIN,
      email: NEW_LOGIN,
      is_confirmed: false,
      status: 'active',
    });
    expect((await session.get('/api/adherent/contrats')).statusCode).toBe(401);
    expect((await t.outbox('demo@mutuelle.fr'))[0]?.subject).toBe(
      'Votre identifiant de connexion a été modifié',
    );

    const login = t.agent();
    await expect(loginAs(login, NEW_LOGIN)).rejects.toThrow(/login of/);
    const link = tokenLinkOf((await t.outbox(NEW_LOGIN))[0]);
    expect(link.route).toBe('confirm-email');
    expect(
      (await t.agent().post('/api/identity/confirm-email', { code: link.code, userId: link.userId }))
        .statusCode,
    ).toBe(200);
    await loginAs(login, NEW_LOGIN);
    expect((await login.get('/api/adherent/contrats')).statusCode).toBe(200);
  });

  it('accepts a verified code only once', async () => {
    const agent = t.agent();
    const code = await verifiedCode(agent);
    expect(
      (await agent.post('/api/identity/forgot-username', { ...DEMO_FORM, securityCode: code })).statusCode,
    ).toBe(202);
    const again = await agent.post('/api/identity/forgot-username', {
      ...DEMO_FORM,
      email: 'autre@example.fr',
      securityCode: code,
    });
    expect(again.statusCode).toBe(400);
    expect((await account())?.['user_name']).toBe(NEW_LOGIN);
  });

  it('refuses a code that was sent but never verified', async () => {
    const agent = t.agent();
    await agent.post('/api/identity/security-code/send', {
      sendType: 'SMS',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: '1000001',
    });
    const code = await lastCode('0612345678');
    const response = await agent.post('/api/identity/forgot-username', { ...DEMO_FORM, securityCode: code });
    expect(response.json()).toMatchObject({ code: 'SECURITY_CODE.INVALID' });
    expect((await account())?.['user_name']).toBe('demo@mutuelle.fr');
  });

  it('answers a known and an unknown person identically without a valid code', async () => {
    for (const securityCode of [undefined, '123456']) {
      const extra = securityCode === undefined ? {} : { securityCode };
      const known = await t.agent().post('/api/identity/forgot-username', { ...DEMO_FORM, ...extra });
      const unknown = await t.agent().post('/api/identity/forgot-username', { ...UNKNOWN_FORM, ...extra });
      expect(known.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
    }
  });

  it('leaves the login alone when the new address is already a login, and tells that address', async () => {
    await t.db.query(
      `INSERT INTO accounts (id, member_id, user_name, email, status, is_confirmed, created_at)
       VALUES ('acc-2', NULL, $1, $1, 'active', true, $2)`,
      [NEW_LOGIN, t.clock.now()],
    );
    const agent = t.agent();
    const code = await verifiedCode(agent);
    expect(
      (await agent.post('/api/identity/forgot-username', { ...DEMO_FORM, securityCode: code })).statusCode,
    ).toBe(202);
    expect((await account())?.['user_name']).toBe('demo@mutuelle.fr');
    expect((await t.outbox(NEW_LOGIN))[0]?.template).toBe('login-unavailable');
  });

  it('is refused when the forgot-login feature is off', async () => {
    const tenant = t.deps.tenant;
    const off = await import('../../testing/test-app.ts').then(({ buildTestApp: build }) =>
      build({
        db: t.db,
        tenant: {
          ...tenant,
          client: {
            ...tenant.client,
            fonctionnalites: {
              ...tenant.client.fonctionnalites,
              forgotUsernameAutreActe: { isActivated: false },
            },
          },
        },
      }),
    );
    try {
      expect((await off.agent().post('/api/identity/pre-forgot-username', DEMO_FORM)).statusCode).toBe(403);
    } finally {
      await off.close();
    }
  });
});
