import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_AMF_MEMBER_ID } from '../../db/seeds/amf-demo.seed.ts';
import { BANK_DETAILS_MISSING_AUDIENCE_ID } from '../../db/seeds/audiences.seed.ts';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

const PATH = '/api/admin/notifications';
const BODY = {
  titre: 'Complétez vos coordonnées bancaires',
  texteHtml:
    '<p>Sans <strong>RIB</strong>, nous ne pouvons pas vous rembourser.</p><script>alert(1)</script>',
  lien: '#/espace/compte',
  audienceId: BANK_DETAILS_MISSING_AUDIENCE_ID,
  canaux: ['portail'],
};

interface Sent {
  id: string;
  statut: string;
  texteHtml: string;
  progression: { total: number | null; livrees: number; aLivrer: number; echecs: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(async () => t.close());
beforeEach(async () => t.reset());

async function signedIn(login: string): Promise<TestAgent> {
  const agent = t.agent();
  await loginAs(agent, login);
  return agent;
}

async function centre(memberId: string) {
  const { rows } = await t.db.query<{ title: string; body: string; link: string }>(
    `SELECT title, body, link FROM member_notifications WHERE member_id = $1 AND source_kind = 'campagne'`,
    [memberId],
  );
  return rows;
}

describe('« Notifications » of the back office (/api/admin/notifications)', () => {
  it('answers 401 without a session and 403 to a member, a consultant writing, before reading the body (400)', async () => {
    expect((await t.agent().get(PATH)).statusCode).toBe(401);
    const member = await signedIn(DEMO_MEMBER_LOGIN);
    expect((await member.get(PATH)).statusCode).toBe(403);
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    expect((await consultant.get(PATH)).statusCode).toBe(200);
    const refused = await consultant.post(PATH, { not: 'a notification' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
    expect((await consultant.post(`${PATH}/x/annulation`)).statusCode).toBe(403);
  });

  it('offers the seeded audiences, the notification mail templates and the member screens', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const options = (await admin.get(`${PATH}/options`)).json<{
      audiences: { id: string; libelle: string }[];
      modelesMail: { cle: string }[];
      liens: { route: string }[];
    }>();
    expect(options.audiences).toContainEqual({
      id: BANK_DETAILS_MISSING_AUDIENCE_ID,
      libelle: 'Coordonnées bancaires manquantes',
    });
    expect(options.modelesMail.map((m) => m.cle)).toContain('notification-information');
    expect(options.liens.map((l) => l.route)).toContain('#/espace/compte');
  });

  it('sends now to « Coordonnées bancaires manquantes »: Marie gets it once, Luc Moreau not; sanitised; in the history', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const created = await admin.post(PATH, BODY);
    expect(created.statusCode).toBe(201);
    const sent = created.json<Sent>();
    expect(sent.statut).toBe('programmee');
    expect(sent.texteHtml).toBe('<p>Sans <strong>RIB</strong>, nous ne pouvons pas vous rembourser.</p>');
    await t.deps.jobs.drain();
    await t.deps.jobs.drain();
    expect(await centre('M001')).toEqual([
      {
        title: BODY.titre,
        body: 'Sans RIB, nous ne pouvons pas vous rembourser.',
        link: '#/espace/compte',
      },
    ]);
    expect(await centre(DEMO_AMF_MEMBER_ID)).toEqual([]);
    const read = (await admin.get(`${PATH}/${sent.id}`)).json<Sent>();
    expect(read.statut).toBe('envoyee');
    expect(read.progression.aLivrer).toBe(0);
    expect(read.progression.livrees).toBe(read.progression.total);
    const history = await admin.get('/api/admin/history', { query: { area: 'contenus' } });
    const [entry] = history.json<{ entrees: { action: string; element: string }[] }>().entrees;
    expect(entry?.action).toBe('notification-send');
  });

  it('answers 400 with the field codes, and for an unknown audience or a link outside the member screens', async () => {
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const empty = await gestionnaire.post(PATH, { ...BODY, titre: '', texteHtml: '<p> </p>', canaux: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: { field: string; code: string }[] }>().errors.map((e) => e.code)).toEqual([
      'FLOW.NOTIFICATION_TITRE_OBLIGATOIRE',
      'FLOW.NOTIFICATION_TEXTE_OBLIGATOIRE',
      'FLOW.NOTIFICATION_CANAL_OBLIGATOIRE',
    ]);
    const unknown = await gestionnaire.post(PATH, { ...BODY, audienceId: 'nope' });
    expect(unknown.json()).toMatchObject({ code: 'FLOW.NOTIFICATION_AUDIENCE_INCONNUE' });
    const outside = await gestionnaire.post(PATH, { ...BODY, lien: 'https://example.com' });
    expect(outside.json()).toMatchObject({ code: 'FLOW.NOTIFICATION_LIEN_REFUSE' });
    const mailless = await gestionnaire.post(PATH, { ...BODY, canaux: ['mail'], modeleMail: 'activation' });
    expect(mailless.json()).toMatchObject({ code: 'FLOW.NOTIFICATION_MODELE_OBLIGATOIRE' });
    expect((await gestionnaire.get(PATH)).json<{ notifications: unknown[] }>().notifications).toEqual([]);
  });

  it('cancels a scheduled notification (never delivered), then answers 409 to a second cancel and after a sending', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const later = new Date(t.deps.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = (await admin.post(PATH, { ...BODY, envoiLe: later })).json<Sent>();
    const cancelled = await admin.post(`${PATH}/${scheduled.id}/annulation`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Sent>().statut).toBe('annulee');
    const again = await admin.post(`${PATH}/${scheduled.id}/annulation`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'FLOW.NOTIFICATION_DEJA_PARTIE',
      message: 'Cette notification ne peut plus être annulée : elle est « Annulée ».',
    });
    const now = (await admin.post(PATH, BODY)).json<Sent>();
    await t.deps.jobs.drain();
    expect((await admin.post(`${PATH}/${now.id}/annulation`)).statusCode).toBe(409);
    expect((await admin.post(`${PATH}/inconnue/annulation`)).statusCode).toBe(404);
    expect(await centre('M001')).toHaveLength(1);
  });
});
