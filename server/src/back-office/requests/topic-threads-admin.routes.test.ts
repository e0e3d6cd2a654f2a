import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import { signInAs } from '../../testing/member-session.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { uploadPdf } from '../../testing/upload-pdf.ts';

/** Marie Dupont's contract, the current one of her requests. */
const MARIE_CONTRACT = { 'x-contrat-courant': '1000001-01' };

interface Thread {
  id: string;
  sujet: string;
  libelleSujet: string;
  adherent: { numero: string; nom: string; prenom: string };
  enAttenteDeReponse: boolean;
  nombreMessages: number;
  clotureeLe: string | null;
  version: number;
}
interface Detail extends Thread {
  messages: { auteur: string; nomAuteur: string; texte: string; pieces: { nom: string; url: string }[] }[];
  actions: string[];
}

describe('« Demandes » › « Messages »: the managers read, answer and close the threads members start on a topic', () => {
  let t: TestApp;
  let member: TestAgent;
  let threadId: string;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(new Date('2026-11-26T12:00:00Z'));
    member = t.agent();
    await signInAs(t, member);
    const piece = await uploadPdf(member, 'avis.pdf');
    const started = await member.post(
      '/api/adherent/messages/form',
      {
        data: { sujet: 'cotisations', texte: 'Pourquoi ma cotisation a-t-elle augmenté ?', pieces: [piece] },
      },
      { headers: MARIE_CONTRACT },
    );
    expect(started.statusCode).toBe(200);
    threadId = started.json<{ id: string }>().id;
    t.clock.advance(60_000);
  });

  async function staff(login: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login);
    return agent;
  }
  const url = () => `/api/admin/discussions/${threadId}`;

  it('lists the thread waiting for an answer, with the member, filtered by topic, status and member number', async () => {
    const agent = await staff(DEMO_GESTIONNAIRE_LOGIN);
    const page = await agent.get('/api/admin/discussions?enAttente=oui');
    expect(page.statusCode).toBe(200);
    expect(page.json<{ discussions: Thread[] }>().discussions).toEqual([
      expect.objectContaining({
        id: threadId,
        sujet: 'cotisations',
        libelleSujet: 'Cotisations',
        adherent: expect.objectContaining({ nom: 'Dupont', prenom: 'Marie' }),
        enAttenteDeReponse: true,
        nombreMessages: 1,
        clotureeLe: null,
      }),
    ]);
    const ids = async (query: string) =>
      (await agent.get(`/api/admin/discussions?${query}`))
        .json<{ discussions: Thread[] }>()
        .discussions.map((thread) => thread.id);
    expect(await ids('sujet=contrat')).toEqual([]);
    expect(await ids('statut=cloturee')).toEqual([]);
    expect(await ids('numeroAdherent=000000')).toEqual([]);
    expect((await agent.get('/api/admin/discussions?sujet=divers')).statusCode).toBe(400);
  });

  it('shows the conversation with the member’s document, answered then closed, each in the history and notified', async () => {
    const agent = await staff(DEMO_GESTIONNAIRE_LOGIN);
    const read = await agent.get(url());
    expect(read.headers['etag']).toBe('"2"');
    const detail = read.json<Detail>();
    expect(detail.actions).toEqual(['repondre', 'cloturer']);
    const [first] = detail.messages;
    expect(first).toMatchObject({ auteur: 'adherent', texte: 'Pourquoi ma cotisation a-t-elle augmenté ?' });
    const document = await agent.get(first?.pieces[0]?.url ?? '');
    expect(document.headers['content-type']).toBe('application/pdf');

    const answered = await agent.post(`${url()}/reponse`, {
      version: detail.version,
      texte: 'Votre cotisation suit l’indice annuel.',
    });
    expect(answered.statusCode).toBe(200);
    const after = answered.json<Detail>();
    expect(after.messages.at(-1)).toMatchObject({
      auteur: 'gestionnaire',
      texte: 'Votre cotisation suit l’indice annuel.',
    });
    expect(after.enAttenteDeReponse).toBe(false);

    const closed = await agent.post(`${url()}/cloture`, { version: after.version });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Detail>()).toMatchObject({ actions: [], clotureeLe: expect.any(String) as string });

    const history = await t.db.query<{ action: string }>(
      "SELECT action FROM admin_history WHERE area = 'demandes' ORDER BY id",
    );
    expect(history.rows.map((row) => row.action)).toEqual(['discussion-reponse', 'discussion-cloture']);
    const notifications = await t.db.query<{ kind: string; title: string; link: string }>(
      "SELECT kind, title, link FROM member_notifications WHERE member_id = 'M001' ORDER BY created_at, kind",
    );
    expect(notifications.rows).toEqual([
      {
        kind: 'demande-message',
        title: 'Réponse à votre message « Cotisations »',
        link: `#/espace/demandes/messages/${threadId}`,
      },
      {
        kind: 'demande-statut',
        title: 'Votre message « Cotisations » est clôturé',
        link: expect.any(String),
      },
    ]);
    const mails = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mails.some((mail) => mail.text.includes('Votre cotisation suit l’indice annuel.'))).toBe(true);

    // The member sees the answer; their new message reopens the thread.
    const seen = (await member.get(`/api/adherent/messages/${threadId}`, { headers: MARIE_CONTRACT })).json<{
      messages: { auteur: string; texte: string }[];
    }>();
    expect(seen.messages.at(-1)).toMatchObject({
      auteur: 'staff',
      texte: 'Votre cotisation suit l’indice annuel.',
    });
    const again = await member.post(
      `/api/adherent/messages/${threadId}/messages`,
      { data: { texte: 'Merci, une autre question.', pieces: [] } },
      { headers: MARIE_CONTRACT },
    );
    expect(again.statusCode).toBe(200);
    expect((await agent.get(url())).json<Detail>()).toMatchObject({
      clotureeLe: null,
      enAttenteDeReponse: true,
    });
  });

  it('answers 409 with nothing written when the member wrote since the version read, or when closed', async () => {
    const agent = await staff(DEMO_GESTIONNAIRE_LOGIN);
    const { version } = (await agent.get(url())).json<Detail>();
    await member.post(
      `/api/adherent/messages/${threadId}/messages`,
      { data: { texte: 'Et aussi…', pieces: [] } },
      { headers: MARIE_CONTRACT },
    );
    const stale = await agent.post(`${url()}/reponse`, { version, texte: 'Réponse' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('FLOW.DISCUSSION_VERSION_PERIMEE');
    const current = (await agent.get(url())).json<Detail>();
    expect(current.messages).toHaveLength(2);
    await agent.post(`${url()}/cloture`, { version: current.version });
    const closed = await agent.post(`${url()}/reponse`, { version: current.version + 1, texte: 'Réponse' });
    expect(closed.json<{ code: string }>().code).toBe('FLOW.DISCUSSION_CLOTUREE');
    const empty = await agent.post(`${url()}/reponse`, { version: current.version + 1, texte: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('lets a consultant read only (403 on its actions), answers 401 signed out, and never opens a request’s thread', async () => {
    const consultant = await staff(DEMO_CONSULTANT_LOGIN);
    const detail = await consultant.get(url());
    expect(detail.statusCode).toBe(200);
    expect(detail.json<Detail>().actions).toEqual([]);
    expect((await consultant.post(`${url()}/cloture`, { version: 2 })).statusCode).toBe(403);
    const requestThread = await t.db.query<{ id: string }>(
      'SELECT id FROM member_threads WHERE request_id IS NOT NULL LIMIT 1',
    );
    const gestionnaire = await staff(DEMO_GESTIONNAIRE_LOGIN);
    expect(
      (await gestionnaire.get(`/api/admin/discussions/${requestThread.rows[0]?.id ?? 'x'}`)).statusCode,
    ).toBe(404);
    expect((await t.agent().get('/api/admin/discussions')).statusCode).toBe(401);
  });
});
