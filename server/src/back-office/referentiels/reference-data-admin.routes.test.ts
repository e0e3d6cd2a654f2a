import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

interface Value {
  code: string;
  libelle: string;
  rang: number;
  actif: boolean;
}
interface Page {
  version: number;
  valeurs: Value[];
  suivant: string | null;
}
const VALUES = '/api/admin/referentiels/civility/valeurs';

describe('« Référentiels »: the values of a kind (/api/admin/referentiels/{kind}/valeurs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 180_000);
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function signedIn(login: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login);
    return agent;
  }
  const publicList = async (kind: string) =>
    (await t.agent().get(`/api/referentiel/${kind}`)).json<{ code: string; libelle: string }[]>();

  it('lists the seeded values in the file order, at version 0, to a Gestionnaire (read)', async () => {
    const page = (await (await signedIn(DEMO_GESTIONNAIRE_LOGIN)).get(VALUES)).json<Page>();
    expect(page).toEqual({
      version: 0,
      valeurs: [
        { code: 'M', libelle: 'Monsieur', rang: 1, actif: true },
        { code: 'MME', libelle: 'Madame', rang: 2, actif: true },
        { code: 'MLLE', libelle: 'Mademoiselle', rang: 3, actif: true },
      ],
      suivant: null,
    });
  });

  it('pages the postal codes by keyset and searches them by code prefix or label', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const path = '/api/admin/referentiels/postalCode/valeurs';
    const first = (await admin.get(path, { query: { limite: '4' } })).json<Page>();
    expect(first.valeurs.map((v) => v.rang)).toEqual([1, 2, 3, 4]);
    expect(first.suivant).toBe(`4:${first.valeurs[3]?.code ?? ''}`);
    const second = (
      await admin.get(path, { query: { limite: '4', apres: first.suivant ?? '' } })
    ).json<Page>();
    expect(second.valeurs.map((v) => v.rang)).toEqual([5, 6, 7, 8]);
    const last = (
      await admin.get(path, { query: { limite: '4', apres: second.suivant ?? '' } })
    ).json<Page>();
    expect(last.valeurs).toHaveLength(2);
    expect(last.suivant).toBeNull();
    const lyon = (await admin.get(path, { query: { recherche: 'lyon' } })).json<Page>();
    expect(lyon.valeurs.map((v) => v.code)).toContain('69003');
    expect(lyon.valeurs.every((v) => v.libelle.toLowerCase().includes('lyon'))).toBe(true);
    const byCode = (await admin.get(path, { query: { recherche: '750' } })).json<Page>();
    expect(byCode.valeurs.every((v) => v.code.startsWith('750'))).toBe(true);
  });

  it('adds, renames and disables values: the public list sees each change at the next request', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const added = await admin.request('POST', '/api/admin/referentiels/country/valeurs', {
      version: 0,
      code: 'NL',
      libelle: ' Pays-Bas ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      version: 1,
      valeur: { code: 'NL', libelle: 'Pays-Bas', rang: 11, actif: true },
    });
    expect((await publicList('country')).at(-1)).toEqual({ code: 'NL', libelle: 'Pays-Bas' });

    const renamed = await admin.request('PATCH', `${VALUES}/MME`, { version: 0, libelle: 'Madame (Mme)' });
    expect(renamed.json<{ version: number }>().version).toBe(1);
    expect(await publicList('civility')).toContainEqual({ code: 'MME', libelle: 'Madame (Mme)' });

    const disabled = await admin.request('PATCH', `${VALUES}/MLLE`, { version: 1, actif: false });
    expect(disabled.json<{ valeur: Value }>().valeur.actif).toBe(false);
    expect((await publicList('civility')).map((v) => v.code)).toEqual(['M', 'MME']);
    // Still listed (disabled) in the back office: never deleted.
    const page = (await admin.get(VALUES)).json<Page>();
    expect(page.valeurs.find((v) => v.code === 'MLLE')).toMatchObject({ actif: false });
    const enabled = await admin.request('PATCH', `${VALUES}/MLLE`, { version: 2, actif: true });
    expect(enabled.statusCode).toBe(200);
    expect((await publicList('civility')).map((v) => v.code)).toEqual(['M', 'MME', 'MLLE']);
  });

  it('moves a value one place up or down and refuses moving the first one up', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const moved = await admin.request('POST', `${VALUES}/MLLE/deplacement`, { version: 0, sens: 'haut' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ version: 1, valeur: { code: 'MLLE', rang: 2 } });
    expect((await publicList('civility')).map((v) => v.code)).toEqual(['M', 'MLLE', 'MME']);
    const down = await admin.request('POST', `${VALUES}/M/deplacement`, { version: 1, sens: 'bas' });
    expect(down.statusCode).toBe(200);
    expect((await publicList('civility')).map((v) => v.code)).toEqual(['MLLE', 'M', 'MME']);
    const top = await admin.request('POST', `${VALUES}/MLLE/deplacement`, { version: 2, sens: 'haut' });
    expect(top.statusCode).toBe(400);
    expect(top.json()).toMatchObject({ code: 'FLOW.REFERENTIEL_DEPLACEMENT_IMPOSSIBLE' });
    expect((await admin.get(VALUES)).json<Page>().version).toBe(2);
  });

  it('records every change in the history with before and after', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    await admin.request('PATCH', `${VALUES}/MME`, { version: 0, libelle: 'Mme' });
    await admin.request('PATCH', `${VALUES}/MLLE`, { version: 1, actif: false });
    await admin.request('POST', `${VALUES}/MLLE/deplacement`, { version: 2, sens: 'haut' });
    await admin.request('POST', VALUES, { version: 3, code: 'MX', libelle: 'Mx' });
    const history = await admin.get('/api/admin/history', { query: { area: 'referentiels' } });
    const entries = history.json<{ entrees: { action: string; element: string | null; resume: unknown }[] }>()
      .entrees;
    expect(entries.map((e) => e.action)).toEqual(['create', 'reorder', 'disable', 'update']);
    expect(entries[3]).toMatchObject({ resume: { before: 'Madame', after: 'Mme' } });
    expect(entries[0]).toMatchObject({ resume: { after: 'Mx' } });
  });

  it('answers 409 FLOW.REFERENTIEL_VERSION_PERIMEE to a change based on a stale version, writing nothing', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    expect((await admin.request('PATCH', `${VALUES}/M`, { version: 0, libelle: 'M.' })).statusCode).toBe(200);
    const stale = await admin.request('PATCH', `${VALUES}/MME`, { version: 0, libelle: 'Mme' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'FLOW.REFERENTIEL_VERSION_PERIMEE',
      message: expect.stringContaining("modifié par quelqu'un d'autre"),
    });
    const staleMove = await admin.request('POST', `${VALUES}/MME/deplacement`, { version: 0, sens: 'bas' });
    expect(staleMove.statusCode).toBe(409);
    const page = (await admin.get(VALUES)).json<Page>();
    expect(page.version).toBe(1);
    expect(page.valeurs.map((v) => v.libelle)).toEqual(['M.', 'Madame', 'Mademoiselle']);
  });

  it('refuses invalid input with the catalogue messages (400), a taken code even disabled, and an unknown value (404)', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const taken = await admin.request('POST', VALUES, { version: 0, code: 'MME', libelle: 'Madame' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'FLOW.REFERENTIEL_CODE_EXISTANT',
      errors: [{ field: 'code', code: 'FLOW.REFERENTIEL_CODE_EXISTANT' }],
    });
    const badCode = await admin.request('POST', VALUES, { version: 0, code: 'É T', libelle: 'x' });
    expect(badCode.json()).toMatchObject({ code: 'FLOW.REFERENTIEL_CODE_INVALIDE' });
    const noLabel = await admin.request('PATCH', `${VALUES}/M`, { version: 0, libelle: '  ' });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json()).toMatchObject({
      code: 'FLOW.REFERENTIEL_LIBELLE_OBLIGATOIRE',
      message: 'Saisissez le libellé de la valeur.',
    });
    const unknown = await admin.request('PATCH', `${VALUES}/NOPE`, { version: 0, actif: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'FLOW.REFERENTIEL_VALEUR_INCONNUE' });
    // Nothing written by any of these.
    expect((await admin.get(VALUES)).json<Page>().version).toBe(0);
  });

  it('checks 401 and 403 before the body (400), per role', async () => {
    const invalid = { version: -1 };
    const anonymous = t.agent();
    expect((await anonymous.request('PATCH', `${VALUES}/M`, invalid)).statusCode).toBe(401);
    expect((await anonymous.get(VALUES)).statusCode).toBe(401);
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    for (const [method, path] of [
      ['POST', VALUES],
      ['PATCH', `${VALUES}/M`],
      ['POST', `${VALUES}/M/deplacement`],
    ] as const) {
      const response = await gestionnaire.request(method, path, invalid);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
    }
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.get(VALUES)).statusCode).toBe(403);
    const member = t.agent();
    await loginAs(member, 'demo@mutuelle.fr');
    expect((await member.get(VALUES)).statusCode).toBe(403);
  });

  it('shows a change made through one instance at the next request of another instance on the same database', async () => {
    const other = await buildTestApp({ db: t.db });
    try {
      const before = (await other.agent().get('/api/referentiel/civility')).json<{ libelle: string }[]>();
      expect(before.map((v) => v.libelle)).toContain('Madame');
      const admin = await signedIn(DEMO_ADMIN_LOGIN);
      await admin.request('PATCH', `${VALUES}/MME`, { version: 0, libelle: 'Madame (B)' });
      const read = await other.agent().get('/api/referentiel/civility');
      expect(read.headers['cache-control']).toBe('no-cache');
      expect(read.json<{ libelle: string }[]>().map((v) => v.libelle)).toContain('Madame (B)');
    } finally {
      await other.close();
    }
  });
});
