import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_AMF_MEMBER_ID } from '../../db/seeds/amf-demo.seed.ts';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

interface Hit {
  id: string;
  nom: string;
  prenom: string;
  compte: string;
}
interface Detail {
  id: string;
  nom: string;
  contrats: { numero: string; etat: string }[];
  compte: {
    etat: string;
    depuis: string | null;
    identifiant: string | null;
    doubleAuthentification: boolean;
  };
  connexions: { source: string; lignes: { methode: string; succes: boolean }[] };
  consentements: { nom: string; historique: unknown[] }[];
  mails: Record<string, unknown>[];
  demandes: { parStatut: { statut: string; nombre: number }[]; dernieres: unknown[] };
  actions: string[];
}

const MARIE = '/api/admin/adherents/M001';
const action = (member: string, name: string) => `/api/admin/adherents/${member}/actions/${name}`;

describe('« Adhérents »: search, member page and the agents’ actions', () => {
  let t: TestApp;
  const agents = new Map<string, TestAgent>();
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    agents.clear();
    t.clock.set(new Date('2026-11-26T12:00:00Z'));
  });

  async function as(login: string): Promise<TestAgent> {
    const known = agents.get(login);
    if (known !== undefined) return known;
    const agent = t.agent();
    await loginAs(agent, login);
    agents.set(login, agent);
    return agent;
  }
  const search = async (q: string) =>
    (await as(DEMO_GESTIONNAIRE_LOGIN)).get(`/api/admin/adherents?q=${encodeURIComponent(q)}`);
  const history = async () =>
    (
      await t.db.query<{ action: string; item: string; summary: Record<string, unknown> }>(
        "SELECT action, item, summary FROM admin_history WHERE area = 'adherents' ORDER BY id",
      )
    ).rows;

  it('finds a member by name prefix whatever the accents and case, by number, NIR, e-mail or phone', async () => {
    const names = async (q: string) =>
      (await search(q)).json<{ resultats: Hit[] }>().resultats.map((hit) => `${hit.prenom} ${hit.nom}`);
    expect(await names('dupont')).toEqual(['Marie Dupont']);
    expect(await names('DUP')).toEqual(['Marie Dupont']);
    expect(await names('marie dupont')).toEqual(['Marie Dupont']);
    expect(await names('lefevre')).toEqual(['Élodie Lefèvre']);
    expect(await names('elodie LEFÈ')).toEqual(['Élodie Lefèvre']);
    expect(await names('nguyen')).toEqual(["Pierre Antoine N'Guyen-Casanova"]);
    expect(await names('1000001')).toEqual(['Marie Dupont']);
    expect(await names('2 85 05 75 123 456')).toEqual(['Marie Dupont']);
    expect(await names('Demo@Mutuelle.fr')).toEqual(['Marie Dupont']);
    expect(await names('06 12 34 56 78')).toEqual(['Marie Dupont']);
    expect(await names('zzz')).toEqual([]);
    const first = (await search('dupont')).json<{ resultats: Hit[]; plus: boolean }>();
    expect(first).toMatchObject({ plus: false, resultats: [{ id: 'M001', compte: 'actif' }] });
  });

  it('refuses what cannot be searched with the catalogue’s message (400)', async () => {
    const response = await search('d');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FLOW.ADHERENT_RECHERCHE_INVALIDE' });
  });

  it('answers 401 without a session and 403 to a member, before reading the query', async () => {
    expect((await t.agent().get('/api/admin/adherents?q=d')).statusCode).toBe(401);
    expect((await (await as(DEMO_MEMBER_LOGIN)).get('/api/admin/adherents?q=d')).statusCode).toBe(403);
    expect((await (await as(DEMO_MEMBER_LOGIN)).get(MARIE)).statusCode).toBe(403);
  });

  it('shows the member’s page: contracts, account, consents with their history, requests, actions', async () => {
    const response = await (await as(DEMO_GESTIONNAIRE_LOGIN)).get(MARIE);
    expect(response.statusCode).toBe(200);
    const page = response.json<Detail>();
    expect(page.contrats.map((c) => c.etat).sort()).toEqual(['eninstance', 'resilie', 'suspendu', 'valide']);
    expect(page.compte).toMatchObject({
      etat: 'actif',
      identifiant: DEMO_MEMBER_LOGIN,
      doubleAuthentification: false,
    });
    expect(page.consentements.length).toBeGreaterThan(0);
    expect(page.demandes.parStatut.reduce((sum, c) => sum + c.nombre, 0)).toBe(
      page.demandes.dernieres.length,
    );
    expect(page.actions).toEqual(['reinitialisation-mot-de-passe']);
    const consultant = await (await as(DEMO_CONSULTANT_LOGIN)).get(MARIE);
    expect(consultant.json<Detail>().actions).toEqual([]);
    expect((await (await as(DEMO_GESTIONNAIRE_LOGIN)).get('/api/admin/adherents/inconnu')).statusCode).toBe(
      404,
    );
  });

  it('lists the member’s last sign-ins from their sessions', async () => {
    await loginAs(t.agent(), DEMO_MEMBER_LOGIN);
    const page = (await (await as(DEMO_GESTIONNAIRE_LOGIN)).get(MARIE)).json<Detail>();
    expect(page.connexions).toEqual({
      source: 'sessions',
      lignes: [{ date: expect.any(String) as string, methode: 'local', succes: true }],
    });
  });

  it('mails a password-reset link, shows the mail without its link, and writes the history', async () => {
    const response = await (
      await as(DEMO_GESTIONNAIRE_LOGIN)
    ).post(action('M001', 'reinitialisation-mot-de-passe'), {});
    expect(response.statusCode).toBe(200);
    const mails = (await t.outbox(DEMO_MEMBER_LOGIN)).filter((mail) => mail.template === 'reset-password');
    expect(mails).toHaveLength(1);
    const page = response.json<Detail>();
    expect(page.mails[0]).toEqual({
      modele: 'reset-password',
      canal: 'mail',
      date: expect.any(String) as string,
      statut: expect.stringMatching(/^(envoye|en-attente)$/) as string,
    });
    expect(JSON.stringify(page)).not.toMatch(/reset-password\?|code=/);
    expect(await history()).toEqual([
      { action: 'reinitialisation-mot-de-passe', item: '1000001', summary: { etatAvant: 'actif' } },
    ]);
  });

  it('refuses a consultant every action (403), before the body is checked; 401 without a session', async () => {
    const consultant = await as(DEMO_CONSULTANT_LOGIN);
    for (const name of ['deverrouillage', 'creation-compte', 'desactivation-double-authentification'])
      expect((await consultant.post(action('M001', name), { inconnu: 1 })).statusCode).toBe(403);
    expect((await t.agent().post(action('M001', 'deverrouillage'), { inconnu: 1 })).statusCode).toBe(401);
    expect(await history()).toEqual([]);
  });

  it('unlocks a locked account once: two agents at once, the second is told (409)', async () => {
    await t.db.query(
      `INSERT INTO throttle (key, failures, window_started_at, locked_until) VALUES ($1, 0, $2, $3)`,
      [`login-user:${DEMO_MEMBER_LOGIN}`, t.clock.now(), new Date(t.clock.now().getTime() + 900_000)],
    );
    const before = (await (await as(DEMO_GESTIONNAIRE_LOGIN)).get(MARIE)).json<Detail>();
    expect(before.compte.etat).toBe('verrouille');
    expect(before.actions).toContain('deverrouillage');
    const [a, b] = await Promise.all([
      (await as(DEMO_GESTIONNAIRE_LOGIN)).post(action('M001', 'deverrouillage'), {}),
      (await as(DEMO_ADMIN_LOGIN)).post(action('M001', 'deverrouillage'), {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json()).toMatchObject({ code: 'FLOW.ADHERENT_ACTION_IMPOSSIBLE' });
    expect((await history()).map((line) => line.action)).toEqual(['deverrouillage']);
  });

  it('turns double authentication off only with the comment of the identity check', async () => {
    const gestionnaire = await as(DEMO_GESTIONNAIRE_LOGIN);
    const url = action(DEMO_AMF_MEMBER_ID, 'desactivation-double-authentification');
    const missing = await gestionnaire.post(url, { commentaire: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'FLOW.ADHERENT_COMMENTAIRE_OBLIGATOIRE' });
    const done = await gestionnaire.post(url, {
      commentaire: 'Identité vérifiée par téléphone (date de naissance).',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<Detail>().compte.doubleAuthentification).toBe(false);
    expect((await gestionnaire.post(url, { commentaire: 'Encore' })).statusCode).toBe(409);
    expect((await history())[0]).toMatchObject({
      action: 'desactivation-double-authentification',
      summary: { commentaire: 'Identité vérifiée par téléphone (date de naissance).' },
    });
  });

  it('creates the account on the member’s behalf, then resends its activation at most once a minute', async () => {
    const gestionnaire = await as(DEMO_GESTIONNAIRE_LOGIN);
    const taken = await gestionnaire.post(action('M002', 'creation-compte'), { email: DEMO_MEMBER_LOGIN });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'FLOW.ADHERENT_EMAIL_DEJA_UTILISE' });
    const created = await gestionnaire.post(action('M002', 'creation-compte'), {
      email: 'Jean.Martin@example.fr',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json<Detail>().compte).toMatchObject({
      etat: 'activation-en-attente',
      identifiant: 'jean.martin@example.fr',
    });
    expect(await t.outbox('jean.martin@example.fr')).toHaveLength(1);
    expect(
      (await gestionnaire.post(action('M002', 'creation-compte'), { email: 'x@example.fr' })).statusCode,
    ).toBe(409);
    const soon = await gestionnaire.post(action('M002', 'relance-activation'), {});
    expect(soon.statusCode).toBe(409);
    expect(soon.json()).toMatchObject({ code: 'FLOW.ADHERENT_RELANCE_TROP_TOT' });
    t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    expect((await gestionnaire.post(action('M002', 'relance-activation'), {})).statusCode).toBe(200);
    expect(await t.outbox('jean.martin@example.fr')).toHaveLength(2);
    expect((await history()).map((line) => line.action)).toEqual(['creation-compte', 'relance-activation']);
    expect(JSON.stringify(await history())).not.toContain('jean.martin');
  });
});
