import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_CONSULTANT_LOGIN,
  DEMO_MEMBER_ACCOUNT_ID,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

const OPEN = '/api/admin/adherents/M001/consultations';
const REASON = { categorie: 'appel-adherent', motif: 'Ne voit pas son remboursement du 3 mars' };

interface CurrentUser {
  prenom: string;
  nom: string;
  consentements?: unknown[];
  consultation?: { agentPrenom: string; agentRole: string; debut: string; fin: string };
}

describe("« Voir l'espace de l'adhérent »: the read-only consultation (/api/admin/…/consultations)", () => {
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

  async function historyActions(agent: TestAgent): Promise<{ action: string; element: string | null }[]> {
    const response = await agent.get('/api/admin/history', { query: { area: 'adherents' } });
    return response
      .json<{ entrees: { action: string; element: string | null }[] }>()
      .entrees.map(({ action, element }) => ({ action, element }));
  }

  it('refuses a reason shorter than 10 characters with the fields named, before opening anything', async () => {
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    const unknown = await consultant.post(OPEN, { categorie: 'curiosite', motif: 'Pour voir son espace' });
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'categorie' }] });
    const short = await consultant.post(OPEN, { categorie: 'appel-adherent', motif: '123456789' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'FLOW.CONSULTATION_MOTIF_INVALIDE',
      errors: [{ field: 'motif', message: expect.stringContaining('au moins 10 caractères') }],
    });
    const user = (await consultant.get('/api/identity/current-user')).json<CurrentUser>();
    expect(user.consultation).toBeUndefined();
  });

  it('opens the member space read-only: reads answer as the member, every write is refused by the server', async () => {
    const marie = await signedIn(DEMO_MEMBER_LOGIN);
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    const opened = await consultant.post(OPEN, { categorie: 'remboursement', ticket: 'INC-20431' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({
      adherent: 'Marie Dupont',
      agentPrenom: 'Camille',
      agentRole: 'Consultant',
    });

    const user = (await consultant.get('/api/identity/current-user')).json<CurrentUser>();
    expect(user).toMatchObject({ prenom: 'Marie', nom: 'Dupont' });
    expect(user.consultation).toMatchObject({ agentPrenom: 'Camille', agentRole: 'Consultant' });
    expect(user.consentements).toBeUndefined();
    expect((await consultant.get('/api/v1/adherent/remboursements')).statusCode).toBe(200);

    // A write with a body the schema refuses still answers 403: the guard runs before validation.
    for (const body of [{ data: { nomConsentement: 'newsletter', isAccepted: true } }, { nothing: 1 }]) {
      const write = await consultant.post('/api/forms/consentement/form', body);
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({
        code: 'FLOW.CONSULTATION_LECTURE_SEULE',
        message:
          "Consultation en lecture seule : aucune modification n'est possible dans l'espace de l'adhérent.",
      });
    }
    expect((await consultant.post('/api/identity/logout', {})).statusCode).toBe(403);
    expect((await consultant.get('/api/identity/sso-token')).statusCode).toBe(403);
    const { rows } = await t.db.query(
      "SELECT accepted FROM member_consents WHERE member_id = 'M001' AND nom = 'newsletter'",
    );
    expect(rows).toEqual([{ accepted: null }]);

    // The back office still answers as the agent; Marie's own session is untouched.
    expect((await consultant.get('/api/admin/me')).json()).toMatchObject({
      identifiant: DEMO_CONSULTANT_LOGIN,
    });
    expect((await marie.get('/api/identity/current-user')).json<CurrentUser>().consultation).toBeUndefined();
    const sessions = await t.db.query('SELECT count(*)::int AS n FROM sessions WHERE account_id = $1', [
      DEMO_MEMBER_ACCOUNT_ID,
    ]);
    expect(sessions.rows).toEqual([{ n: 1 }]);
    expect(await t.outbox(DEMO_MEMBER_LOGIN)).toEqual([]);
  });

  it('writes the opening, each screen viewed and « Terminer » to the history; Marie reads it in « Mon compte »', async () => {
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.post(OPEN, REASON)).statusCode).toBe(201);
    expect(
      (await consultant.post('/api/admin/consultations/courante/ecrans', { ecran: '/remboursements' }))
        .statusCode,
    ).toBe(204);
    t.clock.advance(4 * 60_000);
    expect((await consultant.post('/api/admin/consultations/courante/fin', {})).statusCode).toBe(204);
    expect((await consultant.post('/api/admin/consultations/courante/fin', {})).statusCode).toBe(404);
    expect(
      (await consultant.get('/api/identity/current-user')).json<CurrentUser>().consultation,
    ).toBeUndefined();
    expect(await historyActions(consultant)).toEqual([
      { action: 'consultation-fin', element: 'M001' },
      { action: 'consultation-ecran', element: 'M001' },
      { action: 'consultation-ouverture', element: 'M001' },
    ]);

    const marie = await signedIn(DEMO_MEMBER_LOGIN);
    const listed = (await marie.get('/api/adherent/consultations')).json<{ consultations: unknown[] }>();
    expect(listed.consultations).toEqual([
      {
        debut: expect.any(String),
        fin: expect.any(String),
        dureeMinutes: 4,
        agentPrenom: 'Camille',
        agentRole: 'Consultant',
        categorie: 'appel-adherent',
        categorieLibelle: 'Appel de votre part',
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain('remboursement du 3 mars');
    const exported = (await marie.get('/api/account/export')).json<{ consultations: unknown[] }>();
    expect(exported.consultations).toEqual(listed.consultations);
  });

  it('ends by itself 30 minutes after opening, its end written to the history', async () => {
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.post(OPEN, REASON)).statusCode).toBe(201);
    // The staff session ends after 15 minutes without a request: keep it alive across the 30 minutes.
    for (const minutes of [14, 14]) {
      t.clock.advance(minutes * 60_000);
      expect(
        (await consultant.get('/api/identity/current-user')).json<CurrentUser>().consultation,
      ).toBeDefined();
    }
    t.clock.advance(2 * 60_000 + 1);
    const user = (await consultant.get('/api/identity/current-user')).json<CurrentUser>();
    expect(user.consultation).toBeUndefined();
    const screen = await consultant.post('/api/admin/consultations/courante/ecrans', { ecran: '/' });
    expect(screen.json()).toMatchObject({ code: 'FLOW.CONSULTATION_TERMINEE' });
    expect((await historyActions(consultant))[0]).toEqual({ action: 'consultation-fin', element: 'M001' });
  });

  it('is not open to a member (403 before the body is read)', async () => {
    const marie = await signedIn(DEMO_MEMBER_LOGIN);
    const refused = await marie.post(OPEN, { not: 'checked' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
  });
});
