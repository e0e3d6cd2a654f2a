import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_AMF_ACCOUNT_ID } from '../../db/seeds/amf-demo.seed.ts';
import { BANK_DETAILS_MISSING_AUDIENCE_ID } from '../../db/seeds/audiences.seed.ts';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import { signInAs } from '../../testing/member-session.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

interface AudienceWire {
  id: string;
  nom: string;
  version: number;
  description: string;
  criteres: unknown[];
}
interface HistoryPage {
  entrees: { zone: string; action: string; element: string | null; resume: Record<string, unknown> }[];
}
const PATH = '/api/admin/audiences';
const VALID = { nom: 'Relance RIB', criteres: [{ type: 'coordonnees-bancaires-manquantes' }] };

describe('« Audiences » routes (/api/admin/audiences)', () => {
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

  it('answers 401 without a session and 403 to a member or a reader, before looking at the body', async () => {
    const anonymous = t.agent();
    expect((await anonymous.get(PATH)).statusCode).toBe(401);
    expect((await anonymous.post(PATH, { nom: 42 })).statusCode).toBe(401);
    const member = await signedIn(DEMO_MEMBER_LOGIN);
    expect((await member.get(PATH)).statusCode).toBe(403);
    expect((await member.post(`${PATH}/decompte`, { bad: true })).statusCode).toBe(403);
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.get(PATH)).statusCode).toBe(200);
    const refused = await consultant.post(PATH, { nom: 42 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('HTTP.FORBIDDEN_HABILITATION');
    expect(
      (await consultant.request('DELETE', `${PATH}/audience-tous`, undefined, { query: { version: 'x' } }))
        .statusCode,
    ).toBe(403);
  });

  it('creates an audience (201, version 1, French description) with a line in the history', async () => {
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const created = await gestionnaire.post(PATH, { ...VALID, nom: '  Relance RIB ' });
    expect(created.statusCode).toBe(201);
    const audience = created.json<AudienceWire>();
    expect(audience).toMatchObject({
      nom: 'Relance RIB',
      version: 1,
      description: 'Coordonnées bancaires manquantes',
    });
    const list = (await gestionnaire.get(PATH)).json<{ audiences: AudienceWire[] }>();
    expect(list.audiences.map((a) => a.nom)).toContain('Relance RIB');
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const history = (
      await admin.get('/api/admin/history', { query: { area: 'contenus' } })
    ).json<HistoryPage>();
    expect(history.entrees[0]).toMatchObject({
      action: 'create',
      element: `audience/${audience.id}`,
      resume: { before: null, after: 'Relance RIB : Coordonnées bancaires manquantes' },
    });
  });

  it('answers 400 with the catalogue message and the field at fault, 409 for a name taken', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const empty = await admin.post(PATH, { nom: 'Vide', criteres: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'FLOW.AUDIENCE_CRITERE_OBLIGATOIRE',
      errors: [{ field: 'criteres', message: 'Ajoutez au moins un critère (ou « Tous les adhérents »).' }],
    });
    const months = await admin.post(PATH, {
      nom: 'Dormants',
      criteres: [{ type: 'tous' }, { type: 'sans-connexion', mois: 3 }],
    });
    expect(months.json<{ code: string }>().code).toBe('FLOW.AUDIENCE_TOUS_SEUL');
    const feature = await admin.post(PATH, {
      nom: 'F',
      criteres: [{ type: 'fonctionnalite', fonctionnalite: 'inconnue' }],
    });
    expect(feature.json()).toMatchObject({
      errors: [{ field: 'criteres[0]', code: 'FLOW.AUDIENCE_FONCTIONNALITE_INCONNUE' }],
    });
    const schema = await admin.post(PATH, { nom: 'X', criteres: [{ type: 'age' }] });
    expect(schema.statusCode).toBe(400);
    const taken = await admin.post(PATH, { ...VALID, nom: 'coordonnées bancaires manquantes' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ code: string }>().code).toBe('FLOW.AUDIENCE_NOM_EXISTANT');
  });

  it('changes an audience at its version; a stale save answers 409 and writes nothing', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const { id } = (await admin.post(PATH, VALID)).json<AudienceWire>();
    const change = {
      nom: 'Relance RIB valides',
      criteres: [...VALID.criteres, { type: 'etat-contrat', etats: ['valide'] }],
    };
    const saved = await admin.request('PUT', `${PATH}/${id}`, { ...change, version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AudienceWire>()).toMatchObject({ version: 2, nom: 'Relance RIB valides' });
    const stale = await admin.request('PUT', `${PATH}/${id}`, { ...change, nom: 'Autre', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('FLOW.AUDIENCE_VERSION_PERIMEE');
    expect((await admin.get(`${PATH}/${id}`)).json<AudienceWire>().nom).toBe('Relance RIB valides');
    expect((await admin.get(`${PATH}/inconnue`)).statusCode).toBe(404);
  });

  it('counts the members criteria select now (live count, an editor’s)', async () => {
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.post(`${PATH}/decompte`, { criteres: VALID.criteres })).statusCode).toBe(403);
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const count = await gestionnaire.post(`${PATH}/decompte`, { criteres: VALID.criteres });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ nombre: 3 });
    const invalid = await gestionnaire.post(`${PATH}/decompte`, { criteres: [{ type: 'role', roles: [] }] });
    expect(invalid.json<{ code: string }>().code).toBe('FLOW.AUDIENCE_VALEURS_OBLIGATOIRES');
    const choices = (await consultant.get(`${PATH}/criteres-disponibles`)).json<{
      offres: string[];
      fonctionnalites: string[];
    }>();
    expect(choices.offres).toContain('Santé Essentielle');
    expect(choices.fonctionnalites).toContain('modalitePaiementPrestation');
  });

  it('keeps a popup for an audience: only its members get it; the audience cannot be deleted meanwhile', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const popup = 'cms-popup-information';
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM cms_items WHERE block_name = 'Popup_Cms'`,
    );
    const popupId = rows[0]?.id ?? popup;
    const notPopup = await admin.request('PUT', '/api/admin/contents/cms-reseaux-soins/audience', {
      audienceId: BANK_DETAILS_MISSING_AUDIENCE_ID,
    });
    expect(notPopup.json<{ code: string }>().code).toBe('FLOW.AUDIENCE_POPUP_SEULEMENT');
    const set = await admin.request('PUT', `/api/admin/contents/${popupId}/audience`, {
      audienceId: BANK_DETAILS_MISSING_AUDIENCE_ID,
    });
    expect(set.json()).toEqual({ audienceId: BANK_DETAILS_MISSING_AUDIENCE_ID });
    expect((await admin.get(`/api/admin/contents/${popupId}/audience`)).json()).toEqual({
      audienceId: BANK_DETAILS_MISSING_AUDIENCE_ID,
    });

    const url = '/api/cms/blocklists?name=Popup_Cms&itemName=information';
    const marie = t.agent();
    await signInAs(t, marie);
    const shown = await marie.get(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    const luc = t.agent();
    await signInAs(t, luc, DEMO_AMF_ACCOUNT_ID);
    expect((await luc.get(url)).statusCode).toBe(404);
    expect((await t.agent().get(url)).statusCode).toBe(404);

    const version = (await admin.get(`${PATH}/${BANK_DETAILS_MISSING_AUDIENCE_ID}`)).json<AudienceWire>()
      .version;
    const used = await admin.request('DELETE', `${PATH}/${BANK_DETAILS_MISSING_AUDIENCE_ID}`, undefined, {
      query: { version: String(version) },
    });
    expect(used.json<{ code: string }>().code).toBe('FLOW.AUDIENCE_UTILISEE');

    await admin.request('PUT', `/api/admin/contents/${popupId}/audience`, { audienceId: null });
    expect((await luc.get(url)).statusCode).toBe(200);
    const stale = await admin.request('DELETE', `${PATH}/${BANK_DETAILS_MISSING_AUDIENCE_ID}`, undefined, {
      query: { version: String(version + 1) },
    });
    expect(stale.statusCode).toBe(409);
    const deleted = await admin.request('DELETE', `${PATH}/${BANK_DETAILS_MISSING_AUDIENCE_ID}`, undefined, {
      query: { version: String(version) },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await admin.get(`${PATH}/${BANK_DETAILS_MISSING_AUDIENCE_ID}`)).statusCode).toBe(404);
  });
});
