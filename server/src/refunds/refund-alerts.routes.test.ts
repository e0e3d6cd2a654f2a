import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { REFUND_ALERTS_QUEUE, scanPaidRefunds } from './refund-alerts.job.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
beforeEach(async () => {
  await t.reset();
  // The seeded acts are history (paid at dates around the real today, after the fake clock's day).
  await t.db.query('UPDATE care_acts SET alerte_traitee_at = now()');
});
afterAll(async () => t.close());

const URL = '/api/adherent/alertes-remboursement';
const TODAY = '2025-01-15'; // the fake clock's day

async function marie() {
  const agent = t.agent();
  await signInAs(t, agent);
  return agent;
}

/** A care act on Marie's first contract (M001), paid on `paid` or not paid yet. */
async function careAct(id: string, paid: string | null): Promise<void> {
  await t.db.query(
    `INSERT INTO care_acts (id, numero_contrat_individuel, num_pers, date_soins, type_soin, libelle, montant_depense,
                            montant_secu, montant_mutuelle, date_paiement, statut)
     SELECT $1, '1000001-01', num_pers, DATE '2025-01-06', 'consultation', 'Consultation généraliste', 3000, 1800,
            900, $2::date, CASE WHEN $2::date IS NULL THEN 'en_cours' ELSE 'paye' END
       FROM persons WHERE numero_contrat_individuel = '1000001-01' ORDER BY num_pers LIMIT 1`,
    [id, paid],
  );
}

async function alertsOfMarie() {
  const { rows } = await t.db.query<{ title: string; source_id: string; text: string }>(
    `SELECT title, source_id, body AS text FROM member_notifications
      WHERE member_id = 'M001' AND kind = 'alerte-remboursement' ORDER BY source_id`,
  );
  return rows;
}

async function refundMails() {
  return (await t.outbox()).filter((mail) => mail.subject.includes('un remboursement a été effectué'));
}

describe('« Alertes remboursement » of « Mon compte »', () => {
  it('needs a session, the anti-forgery header on the change, and a well-formed choice', async () => {
    const anonymous = t.agent();
    expect((await anonymous.get(URL)).statusCode).toBe(401);
    expect((await anonymous.request('PUT', URL, { active: true, parMail: true })).statusCode).toBe(401);
    const agent = await marie();
    expect(
      (await agent.request('PUT', URL, { active: true, parMail: true }, { noCsrf: true })).statusCode,
    ).toBe(403);
    expect((await agent.request('PUT', URL, { active: 'oui' })).statusCode).toBe(400);
    expect((await agent.get(URL)).json()).toEqual({ active: false, parMail: true });
  });

  it('keeps the account own choice: on with a mail, then on without, then off', async () => {
    const agent = await marie();
    expect((await agent.request('PUT', URL, { active: true, parMail: true })).json()).toEqual({
      active: true,
      parMail: true,
    });
    expect((await agent.request('PUT', URL, { active: true, parMail: false })).json()).toEqual({
      active: true,
      parMail: false,
    });
    expect((await agent.get(URL)).json()).toEqual({ active: true, parMail: false });
    // Another member's account is untouched.
    const luc = t.agent();
    await signInAs(t, luc, await createMemberAccount(t, 'M002', 'luc@example.fr'));
    expect((await luc.get(URL)).json()).toEqual({ active: false, parMail: true });
    expect((await agent.request('PUT', URL, { active: false, parMail: false })).json()).toEqual({
      active: false,
      parMail: false,
    });
  });
});

describe('the refund-alerts job', () => {
  it('announces each refund paid from the day alerts were turned on, once, with a mail when chosen', async () => {
    await careAct('A-OLD', '2025-01-14');
    const agent = await marie();
    await agent.request('PUT', URL, { active: true, parMail: true });
    await careAct('A-PAID', TODAY);
    await careAct('A-PENDING', null);

    expect(await t.deps.jobs.send(REFUND_ALERTS_QUEUE, {})).not.toBeNull();
    expect(await t.deps.jobs.drain(REFUND_ALERTS_QUEUE)).toBe(1);

    const alerts = await alertsOfMarie();
    expect(alerts).toEqual([
      {
        source_id: 'A-PAID',
        title: 'Remboursement payé : 9,00\u00a0€',
        text: 'Votre mutuelle vous a versé 9,00\u00a0€ le 15/01/2025 pour « Consultation généraliste » (soins du 06/01/2025).',
      },
    ]);
    expect(await refundMails()).toHaveLength(1);

    // Run again (a later tick, another instance): nothing more. The pending act is announced once it is paid.
    expect(await scanPaidRefunds(t.deps)).toBe(0);
    await t.db.query(
      `UPDATE care_acts SET statut = 'paye', date_paiement = DATE '2025-01-15' WHERE id = 'A-PENDING'`,
    );
    expect(await scanPaidRefunds(t.deps)).toBe(1);
    expect(await scanPaidRefunds(t.deps)).toBe(0);
    expect((await alertsOfMarie()).map((alert) => alert.source_id)).toEqual(['A-PAID', 'A-PENDING']);
    expect(await refundMails()).toHaveLength(2);
  });

  it('writes in the notification centre only when the member chose no mail, and nothing when off', async () => {
    const agent = await marie();
    await agent.request('PUT', URL, { active: true, parMail: false });
    await careAct('A-1', TODAY);
    expect(await scanPaidRefunds(t.deps)).toBe(1);
    expect(await refundMails()).toHaveLength(0);

    await agent.request('PUT', URL, { active: false, parMail: false });
    await careAct('A-2', TODAY);
    expect(await scanPaidRefunds(t.deps)).toBe(0);
    expect((await alertsOfMarie()).map((alert) => alert.source_id)).toEqual(['A-1']);
  });

  it('leaves a payment older than 7 days unannounced (history), even when found late', async () => {
    const agent = await marie();
    await agent.request('PUT', URL, { active: true, parMail: false });
    await careAct('A-LATE', TODAY);
    t.clock.advance(8 * 86_400_000);
    expect(await scanPaidRefunds(t.deps)).toBe(0);
    expect(await alertsOfMarie()).toEqual([]);
  });

  it('does nothing when the insurer does not offer refund alerts', async () => {
    const agent = await marie();
    await agent.request('PUT', URL, { active: true, parMail: true });
    await careAct('A-1', TODAY);
    const client = { ...t.deps.tenant.client, isAlerteRemboursementSubscribed: false };
    expect(await scanPaidRefunds({ ...t.deps, tenant: { ...t.deps.tenant, client } })).toBe(0);
    expect(await alertsOfMarie()).toEqual([]);
  });
});
