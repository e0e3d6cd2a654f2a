import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';
import { LARGE_MEMBER, seedLargeMember } from './care-acts.seed.ts';

const PATH = '/api/v1/adherent/remboursements';
type Act = {
  id: string;
  dateSoins: string;
  beneficiaire: { numPers: string; prenom: string };
  typeSoin: string;
  libelle: string;
  professionnel: string;
  montantDepense: number;
  montantSecu: number;
  montantMutuelle: number;
  resteACharge: number;
  statut: string;
  motifRejet: string | null;
  datePaiement: string | null;
};
type Page = { actes: Act[]; suivant: string | null };

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date()); // the seed dates acts back from today
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

async function everyPage(query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const acts: Act[] = [];
  let cursor: string | null = null;
  do {
    const response = await agent.get(PATH, {
      query: { ...query, taille: '100', ...(cursor === null ? {} : { apres: cursor }) },
      headers,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    acts.push(...page.actes);
    cursor = page.suivant;
  } while (cursor !== null);
  return acts;
}

function newestFirst(acts: readonly Act[]): boolean {
  return acts.every((act, index) => {
    const previous = acts[index - 1];
    return previous === undefined || `${previous.dateSoins}|${previous.id}` > `${act.dateSoins}|${act.id}`;
  });
}

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

describe('export and print', () => {
  it('exports the filtered list as a French CSV download', async () => {
    const response = await agent.get(`${PATH}/export`, { query: { typeSoin: 'pharmacie' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Remboursements 1000001-01 \d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date des soins;Bénéficiaire;Acte;Professionnel de santé;Montant dépensé (€);Remboursement Sécurité sociale (€);Remboursement mutuelle (€);Reste à charge (€);Date de paiement;Statut;Motif du rejet',
    );
    expect(lines).toHaveLength((await everyPage({ typeSoin: 'pharmacie' })).length + 1);
    expect(lines[1]).toMatch(
      /^\d{2}\/\d{2}\/\d{4};[^;]+ Dupont;Médicaments remboursés à \d\d %;[^;]+;\d+,\d\d;\d+,\d\d;/,
    );
  });

  it('prints the « Relevé de remboursements » as a PDF naming the member, the contract and the period', async () => {
    const response = await agent.get(`${PATH}/print`, {
      query: { dateDebut: '2025-01-01', dateFin: '2025-12-31' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'inline; filename="Releve de remboursements 1000001-01 2025-12-31.pdf"',
    );
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Relevé de remboursements');
    expect(text).toContain('Marie Dupont');
    expect(text).toContain('1000001-01');
    expect(text).toContain('Période : du 01/01/2025 au 31/12/2025');
    const inPeriod = (await everyPage({ dateDebut: '2025-01-01', dateFin: '2025-12-31' })).length;
    expect(text).toContain(`${String(inPeriod)} acte(s)`);
  });
});

describe('the large member', () => {
  it('pages through a contract of many acts with the same keyset, and sees only its own', async () => {
    await seedLargeMember(t.db, 1_200, new Date());
    const large = t.agent();
    await signInAs(t, large, LARGE_MEMBER.accountId);
    agent = large;
    const all = await everyPage();
    expect(all).toHaveLength(1_200);
    expect(newestFirst(all)).toBe(true);
    expect(all.every((act) => act.id.startsWith(`${LARGE_MEMBER.contract}-`))).toBe(true);
    expect((await large.get(PATH, { headers: { 'x-contrat-courant': '1000001-01' } })).statusCode).toBe(404);

    // The statement lists the newest 1,000 acts of a longer period and says so.
    const printed = await large.get(`${PATH}/print`, { query: { dateDebut: '2000-01-01' } });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(printed.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Paul Grandjean');
    expect(text).toContain('1000 acte(s)');
    expect(text).toContain('Relevé limité aux 1000 actes les plus récents de la période');
    // The export reads every act, chunk after chunk.
    const csv = await large.get(`${PATH}/export`);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(1_201);
  });
});
