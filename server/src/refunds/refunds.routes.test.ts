import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';
import { type Page, PATH, everyPage as pages, newestFirst } from './testing/refunds-client.ts';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);

beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date()); // the seed dates acts back from today
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

const everyPage = (query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  pages(agent, query, headers);

describe('GET /api/v1/adherent/remboursements', () => {
  it('needs a session', async () => {
    expect((await t.agent().get(PATH)).statusCode).toBe(401);
  });

  it('gives the current contract’s acts 25 at a time, newest first, every act once across the pages', async () => {
    const first = (await agent.get(PATH)).json<Page>();
    expect(first.actes).toHaveLength(25);
    expect(first.suivant).not.toBeNull();
    const all = await everyPage();
    expect(all).toHaveLength(240);
    expect(new Set(all.map((act) => act.id)).size).toBe(240);
    expect(newestFirst(all)).toBe(true);
    expect(all.slice(0, 25)).toEqual(first.actes);
    expect(new Set(all.map((act) => act.statut))).toEqual(new Set(['paye', 'en_cours', 'rejete']));
    for (const act of all) {
      expect(act.id.startsWith('1000001-01-')).toBe(true);
      expect(act.resteACharge).toBe(act.montantDepense - act.montantSecu - act.montantMutuelle);
      expect(act.motifRejet !== null).toBe(act.statut === 'rejete');
    }
  });

  it('filters by beneficiary, type of care, period and words of the label or professional', async () => {
    const lea = await everyPage({ beneficiaire: 'P0010003' });
    expect(lea.length).toBeGreaterThan(0);
    expect(lea.every((act) => act.beneficiaire.prenom === 'Léa')).toBe(true);

    const rejected = await everyPage({ statut: 'rejete' });
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((act) => act.statut === 'rejete' && act.motifRejet !== null)).toBe(true);

    const optique = await everyPage({ typeSoin: 'optique' });
    expect(optique.every((act) => act.typeSoin === 'optique')).toBe(true);

    const all = await everyPage();
    const from = all[120]?.dateSoins ?? '';
    const to = all[60]?.dateSoins ?? '';
    const period = await everyPage({ dateDebut: from, dateFin: to });
    expect(period.length).toBe(all.filter((act) => act.dateSoins >= from && act.dateSoins <= to).length);

    const found = await everyPage({ recherche: 'KINÉSI' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((act) => /kinésithérapie/i.test(act.libelle))).toBe(true);
    expect(await everyPage({ recherche: '100%_' })).toEqual([]);
  });

  it('refuses bad filters with a French message', async () => {
    const reversed = await agent.get(PATH, { query: { dateDebut: '2025-02-01', dateFin: '2025-01-01' } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'DATE_RANGE' });
    expect((await agent.get(PATH, { query: { typeSoin: 'massage' } })).statusCode).toBe(400);
    expect((await agent.get(PATH, { query: { statut: 'perdu' } })).statusCode).toBe(400);
    expect((await agent.get(PATH, { query: { taille: '5000' } })).statusCode).toBe(400);
    expect((await agent.get(PATH, { query: { apres: 'pas-un-curseur' } })).statusCode).toBe(400);
  });

  it('never shows another member’s acts: their contract number answers 404, their person filters to nothing', async () => {
    const foreign = await agent.get(PATH, { headers: { 'x-contrat-courant': '1000002-01' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('1000002-01-');
    expect(
      (await agent.get(`${PATH}/export`, { headers: { 'x-contrat-courant': '1000002-01' } })).statusCode,
    ).toBe(404);
    expect(
      (await agent.get(`${PATH}/print`, { headers: { 'x-contrat-courant': '1000002-01' } })).statusCode,
    ).toBe(404);
    const summary = await agent.get(`${PATH}/synthese`, { headers: { 'x-contrat-courant': '1000002-01' } });
    expect(summary.statusCode).toBe(404);
    expect(summary.body).not.toContain('Martin');
    expect(await everyPage({ beneficiaire: 'P0020001' })).toEqual([]);

    // Jean Martin, signed in, reads his own acts and none of Marie Dupont's.
    const jean = t.agent();
    await signInAs(t, jean, await createMemberAccount(t, 'M002', 'jean.martin@example.fr'));
    const his = (await jean.get(PATH, { query: { taille: '100' } })).json<Page>();
    expect(his.actes).toHaveLength(40);
    expect(his.actes.every((act) => act.id.startsWith('1000002-01-'))).toBe(true);
    expect((await jean.get(PATH, { headers: { 'x-contrat-courant': '1000001-01' } })).statusCode).toBe(404);
  });

  it('reads the contract chosen in the header when it is the member’s', async () => {
    const page = (
      await agent.get(PATH, { headers: { 'x-contrat-courant': '1000001-02' }, query: { taille: '100' } })
    ).json<Page>();
    expect(page.actes).toHaveLength(30);
    expect(page.suivant).toBeNull();
  });

  it('still answers the refunds of a terminated (« Résilié ») contract: the history is still the member’s', async () => {
    // 1000001-04 is Marie Dupont's terminated contract; give it two acts of her history.
    await t.db.query(
      `UPDATE care_acts SET numero_contrat_individuel = '1000001-04'
        WHERE id IN (SELECT id FROM care_acts WHERE numero_contrat_individuel = '1000001-01' ORDER BY id LIMIT 2)`,
    );
    const response = await agent.get(PATH, { headers: { 'x-contrat-courant': '1000001-04' } });
    expect(response.statusCode).toBe(200);
    expect(response.json<Page>().actes).toHaveLength(2);
    const summary = await agent.get(`${PATH}/synthese`, { headers: { 'x-contrat-courant': '1000001-04' } });
    expect(summary.statusCode).toBe(200);
  });

  it('answers 503 when the refunds service is down (dev fault switch)', async () => {
    expect((await agent.post('/dev/faults', { fault: 'remboursements', times: 1 })).statusCode).toBe(200);
    const down = await agent.get(PATH);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'REMBOURSEMENTS_INDISPONIBLES' });
    expect((await agent.get(PATH)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/adherent/remboursements/synthese', () => {
  it('sums the last 12 months per month (Sécu, mutuelle, reste à charge) and lists the beneficiaries', async () => {
    const body = (await agent.get(`${PATH}/synthese`)).json<{
      mois: { mois: string; montantSecu: number; montantMutuelle: number; resteACharge: number }[];
      beneficiaires: { numPers: string; prenom: string }[];
    }>();
    expect(body.mois).toHaveLength(12);
    expect(body.mois.at(-1)?.mois).toBe(new Date().toISOString().slice(0, 7));
    expect(body.beneficiaires.map((person) => person.prenom)).toEqual(['Marie', 'Thomas', 'Léa']);
    const all = await everyPage();
    for (const month of body.mois) {
      const acts = all.filter((act) => act.dateSoins.startsWith(month.mois));
      expect(month.montantSecu).toBe(acts.reduce((sum, act) => sum + act.montantSecu, 0));
      expect(month.montantMutuelle).toBe(acts.reduce((sum, act) => sum + act.montantMutuelle, 0));
      expect(month.resteACharge).toBe(acts.reduce((sum, act) => sum + act.resteACharge, 0));
    }
    expect(body.mois.some((month) => month.montantMutuelle > 0)).toBe(true);
  });
});
