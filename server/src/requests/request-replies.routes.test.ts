import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';
import { MARIE_CONTRACT, SEEDED, uploadPdf } from './requests.test-support.ts';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

beforeEach(async () => {
  await t.reset();
  // The demo requests are dated from the real time of the seed (the app's clock runs from there).
  t.clock.set(new Date());
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

interface Detail {
  statut: string;
  version: number;
  peutRepondreComplement: boolean;
  evenements: { statut: string | null; auteur: string; note: string | null }[];
  messages: { auteur: string; texte: string; pieces: { remoteFileName: string; localFileName: string }[] }[];
}

const post = (url: string, data: unknown) => agent.post(url, { data }, { headers: MARIE_CONTRACT });

describe('POST /api/adherent/demandes/{id}/complement', () => {
  it('joins the answer and its document to the thread and puts the request back « En cours de traitement »', async () => {
    const seeded = (
      await agent.get(`/api/adherent/demandes/${SEEDED.complement}`, { headers: MARIE_CONTRACT })
    ).json<Detail>();
    expect(seeded).toMatchObject({ statut: 'complement-demande', peutRepondreComplement: true });
    expect(seeded.messages.map((message) => message.auteur)).toEqual(['staff']);

    const facture = await uploadPdf(agent, 'facture-acquittee.pdf');
    const response = await post(`/api/adherent/demandes/${SEEDED.complement}/complement`, {
      texte: 'Voici la facture acquittée.',
      pieces: [facture],
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json<Detail>();
    expect(detail).toMatchObject({
      statut: 'en-cours',
      peutRepondreComplement: false,
      version: seeded.version + 1,
    });
    expect(detail.evenements.at(-1)).toMatchObject({ statut: 'en-cours', auteur: 'member' });
    expect(detail.messages.at(-1)).toMatchObject({
      auteur: 'member',
      texte: 'Voici la facture acquittée.',
      pieces: [{ remoteFileName: facture, localFileName: 'facture-acquittee.pdf' }],
    });

    const file = await agent.get(`/api/adherent/demandes/${SEEDED.complement}/pieces/${facture}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('answers 409 to a request that asks for no complement, and records nothing', async () => {
    const response = await post(`/api/adherent/demandes/${SEEDED.sent}/complement`, {
      texte: 'Bonjour',
      pieces: [],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('FLOW.REQUEST_NOT_AWAITING_COMPLEMENT');
    const detail = (await agent.get(`/api/adherent/demandes/${SEEDED.sent}`)).json<Detail>();
    expect(detail.messages).toEqual([]);
  });

  it('needs a text or a document (400 before the state is looked at)', async () => {
    const response = await post(`/api/adherent/demandes/${SEEDED.sent}/complement`, {
      texte: '  ',
      pieces: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string; code: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'texte', code: 'REQUEST_MESSAGE.EMPTY' }),
    ]);
  });
});

describe('POST /api/adherent/demandes/{id}/messages', () => {
  it('adds a message to the thread of an open or decided request', async () => {
    const response = await post(`/api/adherent/demandes/${SEEDED.accepted}/messages`, {
      texte: 'Merci pour votre réponse rapide.',
      pieces: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      auteur: 'member',
      texte: 'Merci pour votre réponse rapide.',
      pieces: [],
    });
  });

  it('refuses a message on a closed request (409)', async () => {
    const response = await post(`/api/adherent/demandes/${SEEDED.closed}/messages`, {
      texte: 'Et alors ?',
      pieces: [],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('FLOW.REQUEST_CLOSED');
  });

  it('files a document once: the same upload cannot go under a second message', async () => {
    const piece = await uploadPdf(agent);
    const url = `/api/adherent/demandes/${SEEDED.accepted}/messages`;
    expect((await post(url, { texte: 'Une pièce', pieces: [piece] })).statusCode).toBe(200);
    const again = await post(url, { texte: 'La même pièce', pieces: [piece] });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ code: string }>().code).toBe('FLOW.REQUEST_ATTACHMENT_UNKNOWN');
  });
});

describe('topic threads (« Messages »)', () => {
  it('starts a thread on a topic, lists it, reads it and answers it', async () => {
    const started = await agent.post(
      '/api/adherent/messages/form',
      { data: { sujet: 'cotisations', texte: 'Pourquoi ma cotisation a-t-elle augmenté ?', pieces: [] } },
      { headers: MARIE_CONTRACT },
    );
    expect(started.statusCode).toBe(200);
    const thread = started.json<{ id: string; libelleSujet: string; messages: unknown[] }>();
    expect(thread).toMatchObject({
      libelleSujet: 'Cotisations',
      messages: [expect.objectContaining({ auteur: 'member' })],
    });

    const list = (await agent.get('/api/adherent/messages', { headers: MARIE_CONTRACT })).json<
      { id: string; nombreMessages: number }[]
    >();
    expect(list).toEqual([expect.objectContaining({ id: thread.id, nombreMessages: 1 })]);

    t.clock.advance(60_000);
    const reply = await agent.post(`/api/adherent/messages/${thread.id}/messages`, {
      data: { texte: 'Précision', pieces: [] },
    });
    expect(reply.statusCode).toBe(200);
    const read = (await agent.get(`/api/adherent/messages/${thread.id}`)).json<{
      messages: { texte: string }[];
    }>();
    expect(read.messages.map((message) => message.texte)).toEqual([
      'Pourquoi ma cotisation a-t-elle augmenté ?',
      'Précision',
    ]);
  });

  it('refuses a topic outside the list', async () => {
    const response = await agent.post('/api/adherent/messages/form', {
      data: { sujet: 'divers', texte: 'x', pieces: [] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('does not open a request thread as a topic thread', async () => {
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM member_threads WHERE request_id = $1', [
      SEEDED.complement,
    ]);
    expect((await agent.get(`/api/adherent/messages/${rows[0]?.id ?? ''}`)).statusCode).toBe(404);
  });
});
