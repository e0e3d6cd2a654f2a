import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_ACCOUNT_ID,
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_ACCOUNT_ID,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_ACCOUNT_ID,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import { tokenLinkOf } from '../../testing/mail-links.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

interface Account {
  id: string;
  identifiant: string;
  nom: string;
  prenom: string;
  roles: { code: string; libelle: string }[];
  etat: string;
  derniereConnexion: string | null;
}
interface Matrix {
  compte: Account;
  version: number;
  habilitations: { zone: string; action: string }[];
}
type HistoryPage = { entrees: { element: string | null; action: string; resume: Record<string, unknown> }[] };

const NEW_STAFF = { email: 'Nina.Roche@Mutuelle.fr', nom: 'Roche', prenom: 'Nina', roles: ['Consultant'] };

describe('« Habilitations »: staff accounts and their habilitations (/api/admin/staff…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function signedIn(login: string, password?: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login, password);
    return agent;
  }
  const history = async (agent: TestAgent) =>
    (await agent.get('/api/admin/history', { query: { area: 'habilitations' } })).json<HistoryPage>().entrees;

  it('lists the staff accounts with their roles in French, state and last sign-in, and no member', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const response = await admin.get('/api/admin/staff');
    expect(response.statusCode).toBe(200);
    const { comptes } = response.json<{ comptes: Account[] }>();
    expect(comptes.map((c) => c.identifiant)).toEqual([
      DEMO_ADMIN_LOGIN,
      DEMO_CONSULTANT_LOGIN,
      DEMO_GESTIONNAIRE_LOGIN,
    ]);
    const self = comptes.find((c) => c.id === DEMO_ADMIN_ACCOUNT_ID);
    expect(self?.roles).toEqual([
      { code: 'Admin', libelle: 'Administrateur Digital' },
      { code: 'BackEndUser', libelle: 'BackEndUser' },
    ]);
    expect(self?.etat).toBe('actif');
    expect(self?.derniereConnexion).toBe(t.clock.now().toISOString());
    expect(comptes.find((c) => c.id === DEMO_CONSULTANT_ACCOUNT_ID)?.derniereConnexion).toBeNull();
    expect(comptes.some((c) => c.id === DEMO_MEMBER_ACCOUNT_ID)).toBe(false);
  });

  it('creates a staff account that gets its activation link by mail (never a password), then signs in', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const response = await admin.post('/api/admin/staff', NEW_STAFF);
    expect(response.statusCode).toBe(201);
    const created = response.json<Account>();
    expect(created).toMatchObject({
      identifiant: 'nina.roche@mutuelle.fr',
      etat: 'en-attente',
      nom: 'Roche',
    });
    expect(created.roles.map((r) => r.code)).toEqual(['Consultant', 'BackEndUser']);
    expect(response.body).not.toMatch(/password|motDePasse/i);

    const [mail] = await t.outbox('nina.roche@mutuelle.fr');
    expect(mail?.subject).toContain('back-office');
    const link = tokenLinkOf(mail);
    expect(link).toMatchObject({ route: 'activate-user', userId: created.id });
    const check = await t
      .agent()
      .post('/api/identity/check-token', { purpose: 'Confirmation', code: link.code, userId: created.id });
    expect(check.json()).toMatchObject({ isCreatedByAdmin: true, consentements: [] });
    const password = 'Nina#Roche2026';
    const activated = await t.agent().post('/api/identity/activate-user', {
      password,
      confirmPassword: password,
      cgu: true,
      code: link.code,
      userId: created.id,
    });
    expect(activated.statusCode).toBe(200);

    const nina = await signedIn('nina.roche@mutuelle.fr', password);
    const me = (await nina.get('/api/admin/me')).json<{ habilitations: { action: string }[] }>();
    expect(me.habilitations.length).toBeGreaterThan(0);
    expect(me.habilitations.every((h) => h.action === 'read')).toBe(true);
    expect((await history(admin))[0]).toMatchObject({
      element: 'nina.roche@mutuelle.fr',
      action: 'staff-create',
      resume: {
        avant: null,
        apres: expect.objectContaining({ roles: ['Consultant', 'BackEndUser'] }) as unknown,
      },
    });
  });

  it('refuses a taken address (409), a missing role and a bad address (400), in French', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const taken = await admin.post('/api/admin/staff', { ...NEW_STAFF, email: DEMO_MEMBER_LOGIN });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'FLOW.STAFF_LOGIN_TAKEN',
      message: "Cette adresse e-mail est déjà l'identifiant d'un autre compte.",
    });
    const noRole = await admin.post('/api/admin/staff', { ...NEW_STAFF, roles: [] });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json()).toMatchObject({ code: 'FLOW.STAFF_ROLE_REQUIRED' });
    const badMail = await admin.post('/api/admin/staff', { ...NEW_STAFF, email: 'pas-une-adresse' });
    expect(badMail.statusCode).toBe(400);
    expect(await t.outbox('pas-une-adresse')).toEqual([]);
  });

  it('disables a staff account: its open session ends at once and it cannot sign in; re-enabled, it can', async () => {
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.get('/api/admin/me')).statusCode).toBe(200);
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const disabled = await admin.post(`/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<Account>().etat).toBe('desactive');
    expect((await consultant.get('/api/admin/me')).statusCode).toBe(401);
    await expect(signedIn(DEMO_CONSULTANT_LOGIN)).rejects.toThrow();

    const enabled = await admin.post(`/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}/enable`);
    expect(enabled.json<Account>().etat).toBe('actif');
    await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await history(admin)).map((e) => [e.action, e.resume])).toEqual([
      ['staff-enable', { avant: { etat: 'desactive' }, apres: { etat: 'actif' } }],
      ['staff-disable', { avant: { etat: 'actif' }, apres: { etat: 'desactive' } }],
    ]);
  });

  it('refuses an administrator disabling their own account, and a member account id (404)', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const self = await admin.post(`/api/admin/staff/${DEMO_ADMIN_ACCOUNT_ID}/disable`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'FLOW.STAFF_SELF_DISABLE',
      message: 'Vous ne pouvez pas désactiver votre propre compte.',
    });
    const member = await admin.post(`/api/admin/staff/${DEMO_MEMBER_ACCOUNT_ID}/disable`);
    expect(member.statusCode).toBe(404);
    expect(member.json()).toMatchObject({ code: 'FLOW.STAFF_NOT_FOUND' });
    expect((await admin.get('/api/admin/me')).statusCode).toBe(200);
  });

  it('reads and saves a matrix with its version (an open session refused at once); a stale save answers 409', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const url = `/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}/habilitations`;
    const read = await admin.get(url);
    expect(read.headers['etag']).toBe('"0"');
    const matrix = read.json<Matrix>();
    expect(matrix.version).toBe(0);
    expect(matrix.habilitations).toContainEqual({ zone: 'historique', action: 'read' });

    // The consultant's open session read the history (habilitations kept in memory with the session) before.
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.get('/api/admin/history')).statusCode).toBe(200);
    const withoutHistory = matrix.habilitations.filter((h) => h.zone !== 'historique');
    const saved = await admin.request('PUT', url, { version: 0, habilitations: withoutHistory });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Matrix>()).toMatchObject({ version: 1, habilitations: withoutHistory });
    expect(saved.headers['etag']).toBe('"1"');

    const stale = await admin.request('PUT', url, { version: 0, habilitations: matrix.habilitations });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'FLOW.STAFF_HABILITATIONS_STALE',
      message: expect.stringContaining("modifiées par quelqu'un d'autre") as unknown,
    });
    expect((await admin.get(url)).json<Matrix>()).toMatchObject({
      version: 1,
      habilitations: withoutHistory,
    });

    // Withdrawn: refused at the very next request of the same session.
    expect((await consultant.get('/api/admin/history')).statusCode).toBe(403);
    const [entry] = await history(admin);
    expect(entry).toMatchObject({
      element: DEMO_CONSULTANT_LOGIN,
      action: 'habilitations-update',
      resume: { ajoutees: [], retirees: ['historique:read'] },
    });
  });

  it('lets exactly one of two simultaneous saves at the same version win; the other gets 409', async () => {
    const first = await signedIn(DEMO_ADMIN_LOGIN);
    const second = await signedIn(DEMO_ADMIN_LOGIN);
    const url = `/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}/habilitations`;
    const answers = await Promise.all([
      first.request('PUT', url, { version: 0, habilitations: [{ zone: 'faq', action: 'read' }] }),
      second.request('PUT', url, { version: 0, habilitations: [{ zone: 'contenus', action: 'read' }] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json<Matrix>();
    const now = (await first.get(url)).json<Matrix>();
    expect(now).toMatchObject({ version: 1, habilitations: winner?.habilitations });
  });

  it('refuses a write without « Visualisation » and an administrator withdrawing their own right', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const writeOnly = await admin.request(
      'PUT',
      `/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}/habilitations`,
      {
        version: 0,
        habilitations: [{ zone: 'faq', action: 'update' }],
      },
    );
    expect(writeOnly.statusCode).toBe(400);
    expect(writeOnly.json()).toMatchObject({ code: 'FLOW.STAFF_WRITE_WITHOUT_READ' });
    const own = `/api/admin/staff/${DEMO_ADMIN_ACCOUNT_ID}/habilitations`;
    const mine = (await admin.get(own)).json<Matrix>();
    const lockout = await admin.request('PUT', own, {
      version: mine.version,
      habilitations: mine.habilitations.filter((h) => !(h.zone === 'habilitations' && h.action === 'update')),
    });
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json()).toMatchObject({ code: 'FLOW.STAFF_SELF_LOCKOUT' });
    expect((await admin.get(own)).json<Matrix>().habilitations).toHaveLength(36);
  });

  it('lets a gestionnaire read the area but neither create, disable nor edit (403), and the consultant nothing', async () => {
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    expect((await gestionnaire.get('/api/admin/staff')).statusCode).toBe(200);
    const url = `/api/admin/staff/${DEMO_CONSULTANT_ACCOUNT_ID}`;
    for (const response of [
      await gestionnaire.post('/api/admin/staff', NEW_STAFF),
      await gestionnaire.post(`${url}/disable`),
      await gestionnaire.request('PUT', `${url}/habilitations`, { version: 0, habilitations: [] }),
    ])
      expect(response.json()).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.get('/api/admin/staff')).statusCode).toBe(403);
    expect(await t.outbox('nina.roche@mutuelle.fr')).toEqual([]);
  });
});
