import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LARGE_MEMBER, seedLargeMember } from '../db/seeds/care-acts.seed.ts';
import { seedLargeMemberPrestations } from '../db/seeds/prestations.seed.ts';
import { signInAs } from '../testing/member-session.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import {
  everyTiersPayant,
  newestPaymentFirst,
  PATH,
  pdfText,
  prevoyance,
} from './testing/prestations-client.ts';

let t: TestApp;
let agent: TestAgent;
const PREVOYANCE = { 'x-contrat-courant': '1000001-02' };

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);

beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date());
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

const lines = (body: string) =>
  body
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');

describe('export (CSV)', () => {
  it('exports the prévoyance payments with period, days, daily amount, gross, charges and net', async () => {
    const response = await agent.get(`${PATH}/export`, { query: { vue: 'prevoyance' }, headers: PREVOYANCE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Prestations prevoyance 1000001-02 /,
    );
    const rows = lines(response.body);
    expect(rows[0]).toBe(
      'Date de paiement;Nature;Libellé;Bénéficiaire;Début de période;Fin de période;Jours;Indemnité journalière (€);Montant brut (€);Charges sociales (€);Montant net (€)',
    );
    expect(rows.at(-1)).toBe(
      '08/04/2026;Indemnités journalières;Indemnités journalières — arrêt maladie;Marie Dupont;05/03/2026;31/03/2026;27;45,12;1218,24;81,62;1136,62',
    );
    expect(rows).toHaveLength(4);
  });

  it('exports every tiers-payant payment, and refuses an unknown view', async () => {
    const response = await agent.get(`${PATH}/export`, { query: { vue: 'tiers-payant' } });
    expect(response.statusCode).toBe(200);
    const rows = lines(response.body);
    expect(rows[0]).toBe(
      'Date de paiement;Date des soins;Type de professionnel;Professionnel de santé;Libellé;Bénéficiaire;Montant payé au professionnel (€)',
    );
    expect(rows).toHaveLength(37);
    expect((await agent.get(`${PATH}/export`, { query: { vue: 'tout' } })).statusCode).toBe(400);
  });
});

describe('statements (PDF)', () => {
  it('prints the « RelevePrestationPrevoyance » of one IJ payment, parsed back', async () => {
    const [payment] = await prevoyance(agent, PREVOYANCE);
    const response = await agent.get(`${PATH}/print`, {
      query: { document: 'RelevePrestationPrevoyance', id: payment?.id ?? '' },
      headers: PREVOYANCE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('inline;');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Relevé de prestations prévoyance');
    expect(text).toContain('Marie Dupont');
    expect(text).toContain('1000001-02');
    expect(text).toContain('Arrêt de travail : du 02/03/2026 au 15/05/2026');
    expect(text).toContain('Période indemnisée : du 01/05/2026 au 15/05/2026');
    expect(text).toContain('Nombre de jours : 15');
    expect(text).toContain('Indemnité journalière : 45,12 €');
    expect(text).toContain('Montant brut : 676,80 €');
    expect(text).toContain('Charges sociales (CSG, CRDS) : 45,35 €');
    expect(text).toContain('Montant net versé : 631,45 €');
  });

  it('prints a tiers-payant payment and the health statement of a period with its total', async () => {
    const all = await everyTiersPayant(agent);
    const one = all[0];
    const single = await agent.get(`${PATH}/print`, {
      query: { document: 'RelevePrestationSanteTiers', id: one?.id ?? '' },
    });
    expect(single.statusCode).toBe(200);
    const text = await pdfText(single.rawPayload);
    expect(text).toContain('Relevé de prestations santé — tiers payant');
    expect(text).toContain(`Professionnel de santé : ${one?.professionnel ?? ''}`);

    const from = all[30]?.datePaiement ?? '';
    const to = all[0]?.datePaiement ?? '';
    const period = await agent.get(`${PATH}/print`, {
      query: { document: 'RelevePrestationSante', dateDebut: from, dateFin: to },
    });
    expect(period.statusCode).toBe(200);
    const inPeriod = all.filter((payment) => payment.datePaiement >= from && payment.datePaiement <= to);
    const total = inPeriod.reduce((sum, payment) => sum + payment.montant, 0);
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
      .format(total / 100)
      .replace(/[\u202f\u00a0]/g, ' ');
    const periodText = (await pdfText(period.rawPayload)).replace(/[\u202f\u00a0]/g, ' ');
    expect(periodText).toContain('Relevé de prestations santé');
    expect(periodText).toContain(
      `${String(inPeriod.length)} paiement(s) aux professionnels de santé — total ${euros}`,
    );
  });

  it('answers 404 for a payment of another contract or member, 400 for a bad document', async () => {
    const jeanCapital = await agent.get(`${PATH}/print`, {
      query: { document: 'RelevePrestationPrevoyance', id: 'PV-1000002-01-001' },
      headers: PREVOYANCE,
    });
    expect(jeanCapital.statusCode).toBe(404);
    expect(jeanCapital.json()).toMatchObject({ code: 'PRESTATION_INCONNUE' });
    // Marie's own IJ payment, asked under her health contract: not a payment of that contract.
    const wrongContract = await agent.get(`${PATH}/print`, {
      query: { document: 'RelevePrestationPrevoyance', id: 'PV-1000001-02-001' },
    });
    expect(wrongContract.statusCode).toBe(404);
    const foreignHeader = await agent.get(`${PATH}/print`, {
      query: { document: 'RelevePrestationSanteTiers', id: 'TP-1000002-01-000001' },
      headers: { 'x-contrat-courant': '1000002-01' },
    });
    expect(foreignHeader.statusCode).toBe(404);
    expect((await agent.get(`${PATH}/print`, { query: { document: 'Autre' } })).statusCode).toBe(400);
    expect(
      (await agent.get(`${PATH}/print`, { query: { document: 'RelevePrestationPrevoyance' } })).statusCode,
    ).toBe(400);
  });
});

describe('the large member', () => {
  it('pages more than 2,000 tiers-payant payments server-side, each once, and reads only its own', async () => {
    await seedLargeMember(t.db, 10, new Date());
    await seedLargeMemberPrestations(t.db, 2_100, new Date());
    const large = t.agent();
    await signInAs(t, large, LARGE_MEMBER.accountId);
    const first = await large.get(`${PATH}/tiers-payant`);
    expect(first.json<{ paiements: unknown[] }>().paiements).toHaveLength(25);
    const all = await everyTiersPayant(large);
    expect(all).toHaveLength(2_100);
    expect(new Set(all.map((payment) => payment.id)).size).toBe(2_100);
    expect(newestPaymentFirst(all)).toBe(true);
    expect(all.every((payment) => payment.id.startsWith(`TP-${LARGE_MEMBER.contract}-`))).toBe(true);
    expect(
      (await large.get(`${PATH}/tiers-payant`, { headers: { 'x-contrat-courant': '1000001-01' } }))
        .statusCode,
    ).toBe(404);
    const csv = await large.get(`${PATH}/export`, { query: { vue: 'tiers-payant' } });
    expect(lines(csv.body)).toHaveLength(2_101);
  });
});
