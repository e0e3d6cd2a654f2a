import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { loginAs } from '../testing/login.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);
beforeEach(async () => t.reset());
afterAll(async () => t.close());

interface ConsentBody {
  nom: string;
  accepted: boolean | null;
  historique: { accepted: boolean; answeredAt: string }[];
}

describe('GET /api/account/profile', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/account/profile')).statusCode).toBe(401);
  });

  it("gives the member's own profile with the mobile masked except its last two digits", async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.get('/api/account/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      civilite: 'MME',
      nom: 'Dupont',
      prenom: 'Marie',
      dateNaissance: '1985-05-12',
      numeroAdherent: '1000001',
      numerosContrat: ['1000001-01', '1000001-02', '1000001-03', '1000001-04'],
      email: DEMO_MEMBER_LOGIN,
      telephone: '•• •• •• •• 78',
      adresse: { numVoie: '24', libelleVoie: 'de la Roquette', codePostal: '75011', localite: 'Paris' },
      dematerialization: true,
      doubleAuthentification: false,
    });
    expect(JSON.stringify(response.json())).not.toContain('0612345678');
    await t.db.query('UPDATE accounts SET amf_enabled = true WHERE user_name = $1', [DEMO_MEMBER_LOGIN]);
    expect((await agent.get('/api/account/profile')).json()).toMatchObject({ doubleAuthentification: true });
  });

  it('gives another member their own profile, whatever id the request carries', async () => {
    const agent = t.agent();
    await signInAs(t, agent, await createMemberAccount(t, 'M002', 'jean.martin@example.fr'));
    const response = await agent.get('/api/account/profile?accountId=00000000-0000-4000-8000-000000000001');
    expect(response.json()).toMatchObject({ nom: 'Martin', numeroAdherent: '1000002' });
  });
});

describe('GET /api/account/consents', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/account/consents')).statusCode).toBe(401);
  });

  it('lists every consent with its answer and keeps each answer in the history', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const before = (await agent.get('/api/account/consents')).json<ConsentBody[]>();
    expect(before.map((consent) => [consent.nom, consent.accepted])).toEqual([
      ['newsletter', null],
      ['partage-reseaux-soins', null],
      ['enquetes', true],
    ]);
    const answer = (isAccepted: boolean) =>
      agent.post('/api/forms/consentement/form', { data: { nomConsentement: 'enquetes', isAccepted } });
    expect((await answer(false)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await answer(true)).statusCode).toBe(200);
    const after = (await agent.get('/api/account/consents')).json<ConsentBody[]>();
    const enquetes = after.find((consent) => consent.nom === 'enquetes');
    expect(enquetes?.accepted).toBe(true);
    expect(enquetes?.historique.map((entry) => entry.accepted)).toEqual([false, true]);
    expect(new Set(enquetes?.historique.map((entry) => entry.answeredAt)).size).toBe(2);
  });

  it("never shows nor changes another member's consents", async () => {
    const agent = t.agent();
    await signInAs(t, agent, await createMemberAccount(t, 'M002', 'jean.martin@example.fr'));
    const refused = await agent.post('/api/forms/consentement/form', {
      data: { nomConsentement: 'enquetes', isAccepted: false },
    });
    expect(refused.statusCode).toBe(404);
    const mine = (await agent.get('/api/account/consents')).json<ConsentBody[]>();
    expect(mine.map((consent) => consent.nom)).toEqual(['newsletter']);
    const { rows } = await t.db.query("SELECT 1 FROM member_consent_answers WHERE member_id = 'M001'");
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/identity/change-password (« Changer mon mot de passe »)', () => {
  it('waits like the login once the wrong current passwords reach the limit, then mails the change', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    const change = (oldPassword: string) =>
      agent.post('/api/identity/change-password', {
        oldPassword,
        password: 'Nouveau#2026',
        confirmPassword: 'Nouveau#2026',
      });
    for (let attempt = 0; attempt < t.deps.config.loginThrottle.maxFailures; attempt += 1) {
      expect((await change('Mauvais#1')).json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    }
    expect((await change(DEMO_PASSWORD)).json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    t.clock.advance(t.deps.config.loginThrottle.lockMs + 1000);
    expect((await change(DEMO_PASSWORD)).statusCode).toBe(200);
    const [mail] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mail?.subject).toBe('Votre mot de passe a été modifié');
  });
});

describe('POST /api/identity/change-password: the same password again', () => {
  it('refuses the current password as the new one, field-marked, and mails nothing', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    const response = await agent.post('/api/identity/change-password', {
      oldPassword: DEMO_PASSWORD,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('PASSWORD.SAME_AS_CURRENT');
    expect(await t.outbox(DEMO_MEMBER_LOGIN)).toEqual([]);
  });
});

describe('POST /api/account/dematerialization (« Zéro papier »)', () => {
  it('changes the preference of the session account only, with the anti-forgery token', async () => {
    expect(
      (await t.agent().post('/api/account/dematerialization', { dematerialization: false })).statusCode,
    ).toBe(401);
    const agent = t.agent();
    await signInAs(t, agent);
    const forged = await agent.post(
      '/api/account/dematerialization',
      { dematerialization: false },
      { noCsrf: true },
    );
    expect(forged.statusCode).toBe(403);
    expect(
      (await agent.post('/api/account/dematerialization', { dematerialization: false })).statusCode,
    ).toBe(200);
    expect((await agent.get('/api/account/profile')).json()).toMatchObject({ dematerialization: false });
    const { rows } = await t.db.query(
      "SELECT count(*)::int AS n FROM accounts WHERE dematerialization = false AND user_name <> 'demo@mutuelle.fr'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('GET /api/account/export (« Télécharger mes données »)', () => {
  it("downloads the session account's own data as a JSON file", async () => {
    expect((await t.agent().get('/api/account/export')).statusCode).toBe(401);
    const agent = t.agent();
    await signInAs(t, agent);
    await agent.post('/api/forms/consentement/form', {
      data: { nomConsentement: 'newsletter', isAccepted: false },
    });
    const response = await agent.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json<Record<string, unknown[] & Record<string, unknown>>>();
    expect(data['profil']).toMatchObject({ nom: 'Dupont', email: 'demo@mutuelle.fr' });
    expect(data['contrats']).toHaveLength(4);
    expect(data['courriers']?.length).toBeGreaterThan(0);
    expect(JSON.stringify(data['consentements'])).toContain('"accepted":false');
    expect(JSON.stringify(data)).not.toContain('jean.martin');
  });
});
