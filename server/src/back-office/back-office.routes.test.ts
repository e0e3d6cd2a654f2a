import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_ACCOUNT_ID,
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_ACCOUNT_ID,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
  DEMO_PASSWORD,
} from '../db/seeds/core.seed.ts';
import { loginAs } from '../testing/login.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { appendHistory } from './admin-history.repository.ts';
import { revokeHabilitation } from './staff-habilitations.repository.ts';

const FORBIDDEN = {
  code: 'HTTP.FORBIDDEN_HABILITATION',
  message: "Vous n'avez pas l'habilitation nécessaire pour cette action.",
};

describe('back office /api/admin: me, history and the habilitation guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function signedIn(login: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login);
    return agent;
  }

  it('answers 401 without a session, even to an invalid query (401 before 400)', async () => {
    for (const url of ['/api/admin/me', '/api/admin/history', '/api/admin/history?limit=abc&area=nowhere']) {
      const response = await t.agent().get(url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers 403 with the catalogue message to a member on both operations, before validating the query', async () => {
    const member = await signedIn(DEMO_MEMBER_LOGIN);
    for (const url of ['/api/admin/me', '/api/admin/history', '/api/admin/history?limit=abc&area=nowhere']) {
      const response = await member.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject(FORBIDDEN);
    }
  });

  it('tells a consultant who they are: login, staff roles with their French labels, read-only habilitations', async () => {
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    const response = await consultant.get('/api/admin/me');
    expect(response.statusCode).toBe(200);
    const me = response.json<{
      identifiant: string;
      roles: unknown[];
      habilitations: { zone: string; action: string }[];
    }>();
    expect(me.identifiant).toBe(DEMO_CONSULTANT_LOGIN);
    expect(me.roles).toEqual([
      { code: 'Consultant', libelle: 'Consultant' },
      { code: 'BackEndUser', libelle: 'BackEndUser' },
    ]);
    expect(me.habilitations.every((h) => h.action === 'read')).toBe(true);
    expect(me.habilitations.map((h) => h.zone).sort()).toEqual(
      ['adherents', 'contenus', 'demandes', 'faq', 'historique', 'statistiques'].sort(),
    );
  });

  it('signs the demo gestionnaire and consultant in as back-end users without contract (the admin area)', async () => {
    for (const login of [DEMO_GESTIONNAIRE_LOGIN, DEMO_CONSULTANT_LOGIN]) {
      const staff = await signedIn(login);
      const user = (await staff.get('/api/identity/current-user')).json<{ roles: string[] }>();
      expect(user.roles, login).toContain('BackEndUser');
    }
  });

  it('lands a staff member on the back office (/admin/) whatever member-area address the login page carried', async () => {
    const landing = async (login: string, callbackUrl: string) => {
      const agent = t.agent();
      await agent.get('/api/identity/login');
      const response = await agent.submitForm('/api/identity/login', {
        userName: login,
        password: DEMO_PASSWORD,
        callbackUrl,
      });
      expect(response.statusCode, login).toBe(303);
      return response.headers.location;
    };
    expect(await landing(DEMO_CONSULTANT_LOGIN, '/#/espace')).toBe('/admin/');
    expect(await landing(DEMO_GESTIONNAIRE_LOGIN, '/')).toBe('/admin/');
    expect(await landing(DEMO_ADMIN_LOGIN, '/admin/#/historique')).toBe('/admin/#/historique');
    expect(await landing(DEMO_MEMBER_LOGIN, '/#/espace')).toBe('/#/espace');
  });

  it('labels the administrator « Administrateur Digital » with every habilitation', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const me = (await admin.get('/api/admin/me')).json<{ roles: unknown[]; habilitations: unknown[] }>();
    expect(me.roles).toContainEqual({ code: 'Admin', libelle: 'Administrateur Digital' });
    expect(me.habilitations).toHaveLength(36);
  });

  it('records each staff sign-in in the history (area connexion), and no member sign-in', async () => {
    await signedIn(DEMO_MEMBER_LOGIN);
    await signedIn(DEMO_ADMIN_LOGIN);
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    const response = await consultant.get('/api/admin/history');
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      entrees: { agent: { identifiant: string }; zone: string; action: string }[];
    }>();
    expect(page.entrees.map((e) => [e.agent.identifiant, e.zone, e.action])).toEqual([
      [DEMO_CONSULTANT_LOGIN, 'connexion', 'sign-in'],
      [DEMO_ADMIN_LOGIN, 'connexion', 'sign-in'],
    ]);
  });

  it('answers 403 to a staff member whose historique/read habilitation was removed, and 200 to the others', async () => {
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    expect((await gestionnaire.get('/api/admin/history')).statusCode).toBe(200);
    await revokeHabilitation(t.db, DEMO_GESTIONNAIRE_ACCOUNT_ID, { area: 'historique', action: 'read' });
    const refused = await gestionnaire.get('/api/admin/history?limit=abc');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(FORBIDDEN);
    expect((await gestionnaire.get('/api/admin/me')).statusCode).toBe(200);
  });

  it('pages the history newest first with the `suivant` cursor, and filters by staff, area and period', async () => {
    for (let minute = 0; minute < 5; minute += 1)
      await appendHistory(t.db, {
        at: new Date(Date.UTC(2026, 0, 10, 9, minute)),
        staffAccountId: minute % 2 === 0 ? DEMO_ADMIN_ACCOUNT_ID : DEMO_GESTIONNAIRE_ACCOUNT_ID,
        staffLogin: minute % 2 === 0 ? DEMO_ADMIN_LOGIN : DEMO_GESTIONNAIRE_LOGIN,
        area: minute < 3 ? 'faq' : 'contenus',
        item: `item-${minute}`,
        action: 'update',
        summary: { minute },
      });
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    type Page = { entrees: { element: string | null }[]; suivant: string | null };
    const items = (page: Page) => page.entrees.map((e) => e.element);
    const filter = { from: '2026-01-10', to: '2026-01-11' }; // leaves out the consultant's own sign-in
    const first = (
      await consultant.get('/api/admin/history', { query: { ...filter, limit: '2' } })
    ).json<Page>();
    expect(items(first)).toEqual(['item-4', 'item-3']);
    const second = (
      await consultant.get('/api/admin/history', {
        query: { ...filter, limit: '2', before: first.suivant ?? '' },
      })
    ).json<Page>();
    expect(items(second)).toEqual(['item-2', 'item-1']);
    const third = (
      await consultant.get('/api/admin/history', {
        query: { ...filter, limit: '2', before: second.suivant ?? '' },
      })
    ).json<Page>();
    expect(items(third)).toEqual(['item-0']);
    expect(third.suivant).toBeNull();

    const byStaff = await consultant.get('/api/admin/history', {
      query: { ...filter, staff: DEMO_GESTIONNAIRE_ACCOUNT_ID },
    });
    expect(items(byStaff.json<Page>())).toEqual(['item-3', 'item-1']);
    const byArea = await consultant.get('/api/admin/history', { query: { ...filter, area: 'contenus' } });
    expect(items(byArea.json<Page>())).toEqual(['item-4', 'item-3']);
    const byPeriod = await consultant.get('/api/admin/history', {
      query: { from: '2026-01-10T09:01:00Z', to: '2026-01-10T09:03:00Z' },
    });
    expect(items(byPeriod.json<Page>())).toEqual(['item-2', 'item-1']);
    const byLogin = await consultant.get('/api/admin/history', {
      query: { ...filter, login: ` ${DEMO_GESTIONNAIRE_LOGIN.toUpperCase()} ` },
    });
    expect(items(byLogin.json<Page>())).toEqual(['item-3', 'item-1']);
    const byItem = await consultant.get('/api/admin/history', { query: { ...filter, item: 'item-2' } });
    expect(items(byItem.json<Page>())).toEqual(['item-2']);
  });

  it('answers 400 to a staff member for a limit over 100, a forged cursor or an invalid date', async () => {
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    for (const query of [
      { limit: '101' },
      { limit: '0' },
      { before: 'bm90LWEtY3Vyc29y' },
      { from: '2026-13-45' },
    ]) {
      const response = await consultant.get('/api/admin/history', { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
