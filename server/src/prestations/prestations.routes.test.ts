import { prevoyanceInconsistencies, sickLeaves } from '@portail/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import {
  everyTiersPayant,
  newestPaymentFirst,
  PATH,
  prevoyance,
  type TiersPage,
} from './testing/prestations-client.ts';

let t: TestApp;
let agent: TestAgent;
const PREVOYANCE = { 'x-contrat-courant': '1000001-02' };

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);

beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date()); // the seed dates tiers-payant payments back from today
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/v2/adherent/prestations/prevoyance', () => {
  it('needs a session', async () => {
    expect((await t.agent().get(`${PATH}/prevoyance`)).statusCode).toBe(401);
    expect((await t.agent().get(`${PATH}/tiers-payant`)).statusCode).toBe(401);
  });

  it('gives Marie Dupont’s sick leave paid as IJ in three consistent payments, newest first', async () => {
    const payments = await prevoyance(agent, PREVOYANCE);
    expect(payments.map((payment) => payment.datePaiement)).toEqual([
      '2026-05-22',
      '2026-05-07',
      '2026-04-08',
    ]);
    for (const payment of payments) {
      expect(payment.nature).toBe('ij');
      expect(prevoyanceInconsistencies(payment)).toEqual([]);
      expect(payment.beneficiaire.prenom).toBe('Marie');
    }
    const [leave] = sickLeaves(payments);
    expect(leave?.arret).toEqual({ id: 'AT-1000001-02-2026-01', debut: '2026-03-02', fin: '2026-05-15' });
    expect(leave?.jours).toBe(27 + 30 + 15);
    expect(payments.at(-1)).toMatchObject({
      periodeDebut: '2026-03-05',
      periodeFin: '2026-03-31',
      jours: 27,
      montantJournalier: 4_512,
      montantBrut: 121_824,
      chargesSociales: 8_162,
      montantNet: 113_662,
    });
  });

  it('answers an empty list for a contract without prévoyance payments', async () => {
    expect(await prevoyance(agent)).toEqual([]);
  });

  it('answers 503 when the benefits service is down (dev fault switch)', async () => {
    expect((await agent.post('/dev/faults', { fault: 'prestations', times: 1 })).statusCode).toBe(200);
    const down = await agent.get(`${PATH}/prevoyance`);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'PRESTATIONS_INDISPONIBLES' });
    expect((await agent.get(`${PATH}/prevoyance`)).statusCode).toBe(200);
  });
});

describe('GET /api/v2/adherent/prestations/tiers-payant', () => {
  it('pages the current contract’s payments 25 at a time, newest payment first, each once', async () => {
    const first = (await agent.get(`${PATH}/tiers-payant`)).json<TiersPage>();
    expect(first.paiements).toHaveLength(25);
    expect(first.suivant).not.toBeNull();
    const all = await everyTiersPayant(agent);
    expect(all).toHaveLength(36);
    expect(new Set(all.map((payment) => payment.id)).size).toBe(36);
    expect(newestPaymentFirst(all)).toBe(true);
    expect(all.slice(0, 25)).toEqual(first.paiements);
    expect(new Set(all.map((payment) => payment.beneficiaire.prenom))).toEqual(
      new Set(['Marie', 'Thomas', 'Léa']),
    );
    expect(all.every((payment) => payment.montant > 0 && payment.datePaiement >= payment.dateSoins)).toBe(
      true,
    );
  });

  it('keeps a period of payment, and refuses bad queries', async () => {
    const all = await everyTiersPayant(agent);
    const from = all[20]?.datePaiement ?? '';
    const to = all[5]?.datePaiement ?? '';
    const period = await everyTiersPayant(agent, {}, { dateDebut: from, dateFin: to });
    expect(period).toEqual(
      all.filter((payment) => payment.datePaiement >= from && payment.datePaiement <= to),
    );
    const reversed = await agent.get(`${PATH}/tiers-payant`, {
      query: { dateDebut: '2026-02-01', dateFin: '2026-01-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'DATE_RANGE' });
    expect((await agent.get(`${PATH}/tiers-payant`, { query: { taille: '500' } })).statusCode).toBe(400);
    expect((await agent.get(`${PATH}/tiers-payant`, { query: { apres: 'rien' } })).statusCode).toBe(400);
  });

  it('never shows another member’s payments: their contract in the header answers 404', async () => {
    const jeanContract = { 'x-contrat-courant': '1000002-01' };
    for (const view of ['prevoyance', 'tiers-payant']) {
      const foreign = await agent.get(`${PATH}/${view}`, { headers: jeanContract });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('1000002-01');
    }
    const jean = t.agent();
    await signInAs(t, jean, await createMemberAccount(t, 'M002', 'jean.martin@example.fr'));
    const his = await everyTiersPayant(jean);
    expect(his).toHaveLength(12);
    expect(his.every((payment) => payment.id.startsWith('TP-1000002-01-'))).toBe(true);
    expect((await prevoyance(jean)).map((payment) => payment.nature)).toEqual(['capital']);
    expect((await jean.get(`${PATH}/prevoyance`, { headers: PREVOYANCE })).statusCode).toBe(404);
  });
});
