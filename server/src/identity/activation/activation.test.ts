import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JEAN } from '../../testing/identity-fixtures.ts';
import { loginAs } from '../../testing/login.ts';
import { tokenLinkOf } from '../../testing/mail-links.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_MEMBER_ACCOUNT_ID,
  DEMO_MEMBER_LOGIN,
  DEMO_PASSWORD,
} from '../../db/seeds/core.seed.ts';
import { LOGIN_NOT_CONFIRMED_MESSAGE } from '../login/login-page.ts';

describe('activation, e-mail confirmation and resend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('confirms a changed login from the mailed link, after which the member signs in again', async () => {
    await t.db.query(
      "UPDATE accounts SET is_confirmed = false, user_name = 'nouveau@example.fr', email = 'nouveau@example.fr' WHERE id = $1",
      [DEMO_MEMBER_ACCOUNT_ID],
    );
    const blocked = await t
      .agent()
      .submitForm('/api/identity/login', { userName: 'nouveau@example.fr', password: DEMO_PASSWORD });
    expect(blocked.body).toContain(LOGIN_NOT_CONFIRMED_MESSAGE.replaceAll("'", '&#39;'));

    const resend = await t.agent().post(`/api/identity/relance-activation?userId=${DEMO_MEMBER_ACCOUNT_ID}`);
    expect(resend.statusCode).toBe(202);
    const [mail] = await t.outbox('nouveau@example.fr');
    const link = tokenLinkOf(mail);
    expect(link.route).toBe('confirm-email');

    const confirmed = await t
      .agent()
      .post('/api/identity/confirm-email', { code: link.code, userId: link.userId });
    expect(confirmed.statusCode).toBe(200);
    await loginAs(t.agent(), 'nouveau@example.fr');

    const again = await t
      .agent()
      .post('/api/identity/confirm-email', { code: link.code, userId: link.userId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', isAccountConfirmed: true });
  });

  it('tells a pending account that it is not confirmed and resends the activation link, killing the old one', async () => {
    await t.agent().post('/api/identity/register', JEAN);
    const first = tokenLinkOf((await t.outbox(JEAN.email))[0]);
    const failed = await t
      .agent()
      .post('/api/identity/confirm-email', { code: 'mauvais', userId: first.userId });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ isAccountConfirmed: false });

    t.clock.advance(61_000);
    expect((await t.agent().post(`/api/identity/relance-activation?userId=${first.userId}`)).statusCode).toBe(
      202,
    );
    const mails = await t.outbox(JEAN.email);
    expect(mails).toHaveLength(2);
    const second = tokenLinkOf(mails[0]);
    expect(second.route).toBe('activate-user');
    expect(second.code).not.toBe(first.code);
    const old = await t.agent().post('/api/identity/check-token', { purpose: 'Confirmation', ...first });
    expect(old.statusCode).toBe(400);
    const fresh = await t.agent().post('/api/identity/check-token', {
      purpose: 'Confirmation',
      code: second.code,
      userId: second.userId,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers a resend for an unknown or active account like any other, without mail', async () => {
    const unknown = await t.agent().post('/api/identity/relance-activation?userId=inconnu');
    const active = await t.agent().post(`/api/identity/relance-activation?userId=${DEMO_MEMBER_ACCOUNT_ID}`);
    expect(unknown.statusCode).toBe(202);
    expect(active.body).toBe(unknown.body);
    expect(await t.outbox()).toHaveLength(0);
  });

  it('lets staff create an account whose activation asks for the terms and the consents', async () => {
    const admin = t.agent();
    await loginAs(admin, DEMO_ADMIN_LOGIN);
    const created = await admin.post('/api/identity/client/create', {
      numeroContrat: '1000003',
      nom: 'Lefevre',
      prenom: 'Elodie',
      dateNaissance: '1992-11-03',
      email: 'elodie.nouvelle@example.fr',
    });
    expect(created.statusCode).toBe(201);
    const { userId } = created.json<{ userId: string }>();
    const link = tokenLinkOf((await t.outbox('elodie.nouvelle@example.fr'))[0]);
    expect(link.userId).toBe(userId);

    const check = await t
      .agent()
      .post('/api/identity/check-token', { purpose: 'Confirmation', code: link.code, userId });
    expect(check.json()).toMatchObject({
      isCreatedByAdmin: true,
      consentements: [
        { nom: 'newsletter', accepted: null },
        { nom: 'enquetes', accepted: null },
      ],
    });

    const base = { password: 'Elodie#2025x', confirmPassword: 'Elodie#2025x', code: link.code, userId };
    const noTerms = await t.agent().post('/api/identity/activate-user', base);
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toMatchObject({ code: 'ACTIVATION.TERMS_REQUIRED' });

    const consentements = [
      { nom: 'newsletter', libelle: 'Newsletter', accepted: true },
      { nom: 'enquetes', libelle: 'Enquêtes', accepted: false },
    ];
    t.clock.advance(90_000);
    const activated = await t
      .agent()
      .post('/api/identity/activate-user', { ...base, cgu: true, consentements });
    expect(activated.statusCode).toBe(200);
    const { rows } = await t.db.query<{ nom: string; accepted: boolean }>(
      "SELECT nom, accepted FROM member_consents WHERE member_id = 'M003' AND nom IN ('newsletter', 'enquetes') ORDER BY nom",
    );
    expect(rows).toEqual([
      { nom: 'enquetes', accepted: false },
      { nom: 'newsletter', accepted: true },
    ]);
    await loginAs(t.agent(), 'elodie.nouvelle@example.fr', 'Elodie#2025x');
    expect(
      (
        await t.db.query('SELECT kind, member_id, attributes FROM events WHERE kind <> $1 ORDER BY id', [
          'sign-in',
        ])
      ).rows,
    ).toEqual([
      { kind: 'account-requested', member_id: 'M003', attributes: { origin: 'admin' } },
      { kind: 'account-activated', member_id: 'M003', attributes: { delaySeconds: 90 } },
    ]);
  });

  it('refuses account creation to a member session', async () => {
    const member = t.agent();
    await loginAs(member, DEMO_MEMBER_LOGIN);
    const response = await member.post('/api/identity/client/create', {
      numeroContrat: '1000003',
      nom: 'Lefevre',
      prenom: 'Elodie',
      dateNaissance: '1992-11-03',
      email: 'x@example.fr',
    });
    expect(response.statusCode).toBe(403);
  });
});
