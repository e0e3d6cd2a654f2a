import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CONSULTANT_LOGIN, DEMO_MEMBER_LOGIN } from '../../db/seeds/core.seed.ts';
import { recordEvent } from '../../events/public.ts';
import { loginAs } from '../../testing/login.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

/** Fixed data around the change to summer time of 2030 (Sunday 31 March, 01:00 UTC) in Europe/Paris. */
const MARCH = '/api/admin/statistiques?du=2030-03-25&au=2030-04-02';

describe('GET /api/admin/statistiques (« Statistiques »)', () => {
  let t: TestApp;
  let consultant: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    consultant = t.agent();
    await loginAs(consultant, DEMO_CONSULTANT_LOGIN);
  });

  const at = (iso: string) => new Date(iso);
  async function accountEvents(): Promise<void> {
    const requested = { kind: 'account-requested', attributes: { origin: 'member' } } as const;
    await recordEvent(t.db, { ...requested, memberId: 'M001', at: at('2030-03-25T08:00:00Z') });
    await recordEvent(t.db, { ...requested, memberId: 'M002', at: at('2030-03-30T22:30:00Z') }); // 23:30 on the 30th
    await recordEvent(t.db, { ...requested, memberId: 'M003', at: at('2030-03-30T23:30:00Z') }); // 00:30 on the 31st
    await recordEvent(t.db, { ...requested, memberId: 'M004', at: at('2030-04-01T10:00:00Z') });
    const activated = (memberId: string, iso: string, delaySeconds: number) =>
      recordEvent(t.db, { kind: 'account-activated', memberId, at: at(iso), attributes: { delaySeconds } });
    await activated('M001', '2030-03-25T09:00:00Z', 3600);
    await activated('M002', '2030-03-31T08:00:00Z', 600);
    await activated('M003', '2030-04-02T21:59:00Z', 90_000); // 23:59 summer time on the 2nd: still in
    await activated('M004', '2030-04-02T22:00:00Z', 5); // 00:00 on the 3rd: out of the period
    await recordEvent(t.db, {
      kind: 'account-deleted',
      memberId: 'M001',
      at: at('2030-03-27T12:00:00Z'),
      attributes: {},
    });
    const signIn = (method: 'local' | 'oidc', success: boolean, iso: string) =>
      recordEvent(t.db, { kind: 'sign-in', memberId: 'M001', at: at(iso), attributes: { method, success } });
    await signIn('local', true, '2030-03-26T10:00:00Z');
    await signIn('local', true, '2030-03-26T11:00:00Z');
    await signIn('local', false, '2030-03-26T12:00:00Z');
    await signIn('oidc', true, '2030-03-31T12:00:00Z');
    await recordEvent(t.db, {
      kind: 'account-locked',
      memberId: 'M002',
      at: at('2030-03-28T12:00:00Z'),
      attributes: {},
    });
    await recordEvent(t.db, {
      kind: 'two-factor-on',
      memberId: 'M001',
      at: at('2030-03-29T12:00:00Z'),
      attributes: {},
    });
  }

  it('needs a session (401), then the habilitation (403), before reading the period (400)', async () => {
    const anonymous = await t.agent().get('/api/admin/statistiques?du=x');
    expect(anonymous.statusCode).toBe(401);
    const member = t.agent();
    await loginAs(member, DEMO_MEMBER_LOGIN);
    const forbidden = await member.get('/api/admin/statistiques?du=x');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
    for (const query of [
      'du=x&au=2030-01-01',
      'du=2030-02-01&au=2030-01-01',
      'du=2030-01-01&au=2030-01-02&granularite=an',
      'du=2026-01-01&au=2030-01-01',
    ]) {
      const bad = await consultant.get(`/api/admin/statistiques?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    const missing = await consultant.get('/api/admin/statistiques');
    expect(missing.statusCode).toBe(400);
  });

  it('counts the accounts per Paris day: requests, activations with their rate and median delay, deletions', async () => {
    await accountEvents();
    const response = await consultant.get(MARCH);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.periodes).toEqual([
      '2030-03-25',
      '2030-03-26',
      '2030-03-27',
      '2030-03-28',
      '2030-03-29',
      '2030-03-30',
      '2030-03-31',
      '2030-04-01',
      '2030-04-02',
    ]);
    expect(body.comptes).toEqual({
      demandes: [1, 0, 0, 0, 0, 1, 1, 1, 0],
      activations: [1, 0, 0, 0, 0, 0, 1, 0, 1],
      suppressions: [0, 0, 1, 0, 0, 0, 0, 0, 0],
      totalDemandes: 4,
      totalActivations: 3,
      totalSuppressions: 1,
      tauxActivation: 0.75,
      delaiMedianActivationSecondes: 3600,
    });
    expect(body.connexions).toEqual({
      localReussies: [0, 2, 0, 0, 0, 0, 0, 0, 0],
      localEchouees: [0, 1, 0, 0, 0, 0, 0, 0, 0],
      oidcReussies: [0, 0, 0, 0, 0, 0, 1, 0, 0],
      oidcEchouees: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect(body.comptesBloques).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(body.doubleAuthentification.activations).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect(body.doubleAuthentification.tauxAdoption).toBe(
      body.doubleAuthentification.comptesAvecDoubleAuthentification /
        body.doubleAuthentification.comptesActifs,
    );
  });

  it('buckets per ISO week (from Monday) and per month, the median over an even count averaging the middle two', async () => {
    await accountEvents();
    const weeks = (await consultant.get(`${MARCH}&granularite=semaine`)).json();
    expect(weeks.periodes).toEqual(['2030-03-25', '2030-04-01']);
    expect(weeks.comptes.demandes).toEqual([3, 1]);
    expect(weeks.comptes.activations).toEqual([2, 1]);
    const months = (
      await consultant.get('/api/admin/statistiques?du=2030-03-01&au=2030-04-30&granularite=mois')
    ).json();
    expect(months.periodes).toEqual(['2030-03-01', '2030-04-01']);
    expect(months.comptes.activations).toEqual([2, 2]);
    expect(months.comptes.delaiMedianActivationSecondes).toBe((600 + 3600) / 2);
  });

  it('reads the FAQ feedback, the requests against their target delay and the notifications of the period', async () => {
    await t.db.query(
      `INSERT INTO faq_clicks (click_code, user_type, clicked_at)
       SELECT click_code, 'adherent', '2030-03-26T10:00:00Z' FROM faq_questions, generate_series(1, id::int) WHERE id <= 2`,
    );
    await t.db.query(
      `INSERT INTO faq_ratings (rate_code, is_useful, user_type, rated_at)
       SELECT rate_code, u, 'adherent', '2030-03-26T10:00:00Z' FROM faq_questions, unnest(ARRAY[true, true, true, false]) u WHERE id = 1`,
    );
    await t.db.query(
      `INSERT INTO faq_missed_searches (query, user_type, searched_at) VALUES
         ('lunettes', 'adherent', '2030-03-26T10:00:00Z'), ('lunettes', 'adherent', '2030-03-27T10:00:00Z'),
         ('hors période', 'adherent', '2030-05-01T10:00:00Z')`,
    );
    const copy = `INSERT INTO member_requests (id, reference, member_id, numero_contrat_individuel, member_number, nom_offre,
                    kind, status, payload, mode_gestion, submitted_at, due_at, status_changed_at)
                  SELECT $1, $1, member_id, numero_contrat_individuel, member_number, nom_offre, 'remboursement', $2,
                         payload, mode_gestion, $3, $3::timestamptz + interval '48 hours', $4
                    FROM member_requests LIMIT 1`;
    await t.db.query(copy, ['S1', 'acceptee', '2030-03-26T10:00:00Z', '2030-03-27T10:00:00Z']); // 24 h
    await t.db.query(copy, ['S2', 'refusee', '2030-03-26T10:00:00Z', '2030-03-29T10:00:00Z']); // 72 h, late
    await t.db.query(copy, ['S3', 'envoyee', '2030-03-26T10:00:00Z', '2030-03-26T10:00:00Z']); // open, late by now
    t.clock.set(new Date('2030-04-05T00:00:00Z')); // the open request is late by now
    await loginAs(consultant, DEMO_CONSULTANT_LOGIN);
    await t.db.query(
      `INSERT INTO member_notifications (id, member_id, kind, title, source_kind, source_id, created_at, read_at)
       VALUES ('N1', 'M001', 'information', 'Info', 'test', '1', '2030-03-26T10:00:00Z', '2030-03-27T10:00:00Z'),
              ('N2', 'M002', 'information', 'Info', 'test', '1', '2030-03-26T10:00:00Z', NULL),
              ('N3', 'M003', 'information', 'Info', 'test', '1', '2030-04-01T10:00:00Z', NULL)`,
    );
    const body = (await consultant.get(`${MARCH}&granularite=semaine`)).json();
    expect(body.faq.questions.slice(0, 2)).toMatchObject([
      { id: 2, clics: 2 },
      { id: 1, clics: 1, oui: 3, non: 1 },
    ]);
    expect(body.faq.tauxUtilite).toBe(0.75);
    expect(body.faq.recherchesSansResultat).toEqual([{ recherche: 'lunettes', nombre: 2 }]);
    const { rows } = await t.db.query<{ hours: number }>(
      "SELECT hours FROM request_target_delays WHERE request_type = 'remboursement'",
    );
    expect(body.demandes).toEqual([
      {
        type: 'remboursement',
        nombre: 3,
        traitees: 2,
        delaiMedianHeures: 48,
        delaiCibleHeures: rows[0]?.hours ?? null,
        enRetard: 2,
      },
    ]);
    expect(body.notifications).toEqual({
      envoyees: [2, 1],
      ouvertes: [1, 0],
      totalEnvoyees: 3,
      totalOuvertes: 1,
    });
  });
});
