import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';
import { LARGE_MEMBER, seedLargeMember } from '../db/seeds/care-acts.seed.ts';
import { PATH, everyPage as pages, newestFirst } from './testing/refunds-client.ts';

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
    const inPeriod = await everyPage({ dateDebut: '2025-01-01', dateFin: '2025-12-31' });
    expect(text).toContain(`${String(inPeriod.length)} acte(s)`);
    // A rejected act says why, in full (the reason does not fit the status column).
    const rejected = inPeriod.find((act) => act.motifRejet !== null);
    expect(rejected).toBeDefined();
    expect(text).toContain(`Motif du rejet : ${rejected?.motifRejet ?? ''}`);
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
