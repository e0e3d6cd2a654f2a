import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AMF_ACCOUNT_ID, DEMO_AMF_MEMBER_ID } from '../../server/src/db/seeds/amf-demo.seed.ts';
import { DEMO_MEMBER_ACCOUNT_ID } from '../../server/src/db/seeds/core.seed.ts';
import { multipartBody } from '../../server/src/testing/multipart-body.ts';
import { paddedPdf } from '../../server/src/testing/padded-pdf.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';
import { type MemberSession, openMemberSession } from './support/member-sessions.ts';

const book = new FigureBook(
  'security-requests-authorization',
  'Sécurité — « Mes demandes » : les demandes, fils, messages et pièces d’un autre membre, par identifiant ou par en-tête de contrat',
);

let t: TestApp;
let marie: MemberSession;
/** What member B (Luc Moreau, amf@mutuelle.fr) has: a request with a bill and a message, a topic thread. */
let ofB: {
  contract: string;
  requestId: string;
  reference: string;
  threadId: string;
  files: string[];
  texts: string[];
};

function send(
  session: MemberSession,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: {
      ...session.headers(),
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function upload(session: MemberSession, name: string): Promise<string> {
  const { payload, headers } = multipartBody([
    { name, content: paddedPdf(1500), contentType: 'application/pdf' },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { ...session.headers(), ...headers },
  });
  const remote = response.json<{ fileNames: { remoteFileName: string }[] }>().fileNames[0]?.remoteFileName;
  if (remote === undefined) throw new Error(`upload refused: ${response.body}`);
  return remote;
}

function json<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<T>();
}

async function rowsOfB(): Promise<string> {
  const { rows } = await t.db.query(
    `SELECT r.status, r.version, (SELECT count(*)::int FROM member_thread_messages m JOIN member_threads th ON th.id = m.thread_id
                                   WHERE th.member_id = $1) AS messages,
            (SELECT count(*)::int FROM member_request_attachments a WHERE a.member_id = $1) AS attachments
       FROM member_requests r WHERE r.member_id = $1`,
    [DEMO_AMF_MEMBER_ID],
  );
  return JSON.stringify(rows);
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date());
  const luc = await openMemberSession(t, DEMO_AMF_ACCOUNT_ID);
  marie = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
  const { rows } = await t.db.query<{ numero_contrat_individuel: string; num_pers: string }>(
    `SELECT c.numero_contrat_individuel, p.num_pers FROM contracts c JOIN persons p ON p.numero_contrat_individuel = c.numero_contrat_individuel
      WHERE c.member_id = $1 ORDER BY p.is_principal DESC LIMIT 1`,
    [DEMO_AMF_MEMBER_ID],
  );
  const contract = rows[0]?.numero_contrat_individuel ?? '';
  const header = { 'x-contrat-courant': contract };
  const bill = await upload(luc, 'facture-luc.pdf');
  const sent = json<{ demande: { id: string; numero: string } }>(
    await send(
      luc,
      'POST',
      '/api/adherent/demandes/form',
      {
        data: {
          type: 'remboursement',
          beneficiaire: rows[0]?.num_pers,
          dateSoins: new Date().toISOString().slice(0, 10),
          typeSoins: 'optique',
          montant: 321.45,
          factures: [bill],
        },
      },
      header,
    ),
  );
  const note = await upload(luc, 'ordonnance-luc.pdf');
  const text = 'Message confidentiel de Luc Moreau 7F3K';
  json(
    await send(
      luc,
      'POST',
      `/api/adherent/demandes/${sent.demande.id}/messages`,
      { data: { texte: text, pieces: [note] } },
      header,
    ),
  );
  const topicFile = await upload(luc, 'echeancier-luc.pdf');
  const topicText = 'Question sur mes cotisations 9Q2W';
  const thread = json<{ id: string }>(
    await send(
      luc,
      'POST',
      '/api/adherent/messages/form',
      { data: { sujet: 'cotisations', texte: topicText, pieces: [topicFile] } },
      header,
    ),
  );
  ofB = {
    contract,
    requestId: sent.demande.id,
    reference: sent.demande.numero,
    threadId: thread.id,
    files: [bill, note, topicFile],
    texts: [text, topicText],
  };
}, 120_000);

afterAll(async () => {
  await book.write();
  await t?.close();
});

describe('« Mes demandes »: member A never reads nor writes member B’s requests, threads or documents', () => {
  it('lets B read B’s own request, thread and documents (the probe below would see a leak)', async () => {
    const luc = await openMemberSession(t, DEMO_AMF_ACCOUNT_ID);
    const own = await send(luc, 'GET', `/api/adherent/demandes/${ofB.requestId}`);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(ofB.reference);
    expect(own.body).toContain(ofB.texts[0]);
    const piece = await send(luc, 'GET', `/api/adherent/demandes/${ofB.requestId}/pieces/${ofB.files[1]}`);
    expect([piece.statusCode, piece.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(
      (await send(luc, 'GET', `/api/adherent/messages/${ofB.threadId}/pieces/${ofB.files[2]}`)).statusCode,
    ).toBe(200);
  });

  it('answers 404 with none of B’s data to every request, thread and document operation with B’s ids', async () => {
    const before = await rowsOfB();
    const message = { data: { texte: 'Intrusion', pieces: [] } };
    const attempts: [string, 'GET' | 'POST', string, unknown][] = [
      ['demande de B', 'GET', `/api/adherent/demandes/${ofB.requestId}`, undefined],
      ['accusé de B', 'GET', `/api/adherent/demandes/${ofB.requestId}/accuse-reception`, undefined],
      [
        'complément sur la demande de B',
        'POST',
        `/api/adherent/demandes/${ofB.requestId}/complement`,
        message,
      ],
      ['message sur la demande de B', 'POST', `/api/adherent/demandes/${ofB.requestId}/messages`, message],
      ['fil de B', 'GET', `/api/adherent/messages/${ofB.threadId}`, undefined],
      ['message dans le fil de B', 'POST', `/api/adherent/messages/${ofB.threadId}/messages`, message],
      ...ofB.files.flatMap((file): [string, 'GET', string, undefined][] => [
        [
          'pièce de B par sa demande',
          'GET',
          `/api/adherent/demandes/${ofB.requestId}/pieces/${file}`,
          undefined,
        ],
        [
          'pièce de B par une demande de A',
          'GET',
          `/api/adherent/demandes/5eed0001-0000-4000-8000-000000000001/pieces/${file}`,
          undefined,
        ],
        ['pièce de B par son fil', 'GET', `/api/adherent/messages/${ofB.threadId}/pieces/${file}`, undefined],
      ]),
    ];
    const header = { 'x-contrat-courant': ofB.contract };
    const withHeader: [string, 'GET' | 'POST', string, unknown][] = [
      ['liste des demandes, contrat de B', 'GET', '/api/adherent/demandes', undefined],
      ['liste des fils, contrat de B', 'GET', '/api/adherent/messages', undefined],
      [
        'demande au nom du contrat de B',
        'POST',
        '/api/adherent/demandes/form',
        {
          data: {
            type: 'devis',
            acte: 'LUN',
            libelleActe: 'Lunettes',
            beneficiaire: 'P0010001',
            prixDevis: 450,
            devis: [],
          },
        },
      ],
      [
        'fil au nom du contrat de B',
        'POST',
        '/api/adherent/messages/form',
        { data: { sujet: 'autre', texte: 'x', pieces: [] } },
      ],
    ];
    const markers = [ofB.requestId, ofB.reference, ofB.threadId, ...ofB.files, ...ofB.texts, '321.45'];
    const failures: string[] = [];
    for (const [what, method, url, body] of attempts) {
      const response = await send(marie, method, url, body);
      const leaked = markers.filter((marker) => response.body.includes(marker));
      if (response.statusCode !== 404 || leaked.length > 0)
        failures.push(`${what} → ${response.statusCode} ${leaked.join(', ')}`);
    }
    for (const [what, method, url, body] of withHeader) {
      const response = await send(marie, method, url, body, header);
      if (response.statusCode !== 404) failures.push(`${what} → ${response.statusCode}`);
    }
    const sent = attempts.length + withHeader.length;
    book.add({
      label: 'Requêtes du membre A avec les identifiants ou le contrat du membre B',
      value: sent,
      unit: 'requêtes',
    });
    book.add({
      label: 'Réponses autres que 404 ou montrant une donnée de B',
      value: failures.length,
      unit: 'réponses',
      goal: '0',
      ok: failures.length === 0,
    });
    expect(failures).toEqual([]);
    expect(await rowsOfB()).toBe(before);
  });

  it('refuses B’s uploads in A’s request, message or thread (400), and files nothing', async () => {
    const before = await rowsOfB();
    const header = { 'x-contrat-courant': '1000001-01' };
    const responses = [
      await send(
        marie,
        'POST',
        '/api/adherent/demandes/5eed0001-0000-4000-8000-000000000001/messages',
        { data: { texte: 'x', pieces: [ofB.files[0]] } },
        header,
      ),
      await send(
        marie,
        'POST',
        '/api/adherent/messages/form',
        { data: { sujet: 'autre', texte: 'x', pieces: [ofB.files[2]] } },
        header,
      ),
      await send(
        marie,
        'POST',
        '/api/adherent/demandes/form',
        {
          data: {
            type: 'devis',
            acte: 'LUN',
            libelleActe: 'Lunettes',
            beneficiaire: 'P0010001',
            prixDevis: 450,
            devis: [ofB.files[1]],
          },
        },
        header,
      ),
    ];
    expect(
      responses.map((response) => [response.statusCode, response.json<{ code: string }>().code]),
    ).toEqual([
      [400, 'FLOW.REQUEST_ATTACHMENT_UNKNOWN'],
      [400, 'FLOW.REQUEST_ATTACHMENT_UNKNOWN'],
      [400, 'FLOW.REQUEST_ATTACHMENT_UNKNOWN'],
    ]);
    expect(await rowsOfB()).toBe(before);
  });

  it('gives a staff session (no member) nothing of the member routes', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE user_name = 'gestionnaire@mutuelle.fr'",
    );
    const staff = await openMemberSession(t, rows[0]?.id ?? null);
    for (const url of [
      '/api/adherent/demandes',
      `/api/adherent/demandes/${ofB.requestId}`,
      `/api/adherent/messages/${ofB.threadId}`,
    ]) {
      expect((await send(staff, 'GET', url)).statusCode, url).toBe(404);
    }
  });
});
