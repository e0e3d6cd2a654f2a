import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_ACCOUNT_ID } from '../../server/src/db/seeds/core.seed.ts';
import { DEMO_AMF_ACCOUNT_ID, DEMO_AMF_MEMBER_ID } from '../../server/src/db/seeds/amf-demo.seed.ts';
import { notifyMember } from '../../server/src/notifications/public.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';
import { type MemberSession, openMemberSession } from './support/member-sessions.ts';
import {
  type OpenApiOperation,
  needsSession,
  readOpenApiOperations,
  sampleUrl,
} from './support/openapi-operations.ts';
import { sampleJsonBody } from './support/openapi-samples.ts';

const book = new FigureBook(
  'security-authorization',
  'Sécurité — autorisation : chaque opération de membre, sans session et avec les identifiants d’un autre membre',
);
const operations = readOpenApiOperations().filter(needsSession);
/** Keys whose values identify something of a member (ids, numbers, names, contact data). */
const IDENTIFYING_KEY =
  /^(id|.*Id|num.*|numero.*|.*[Cc]ontrat.*|reference|.*[Ff]ileName|nom|prenom|email|mail|telephone|mobile|nir|iban|.*[Ii]dentifiant.*|titulaire)$/;
const CONTRACT_HEADER = 'x-contrat-courant';

let t: TestApp;
/** A notification of member B (its id is one of B's identifiers; the walk sends it to every operation). */
let notificationOfB = '';
let memberB: { readonly contract: string; readonly identifiers: string[]; readonly markers: string[] };

function request(
  operation: OpenApiOperation,
  session: MemberSession,
  url: string,
  extraHeaders: Record<string, string> = {},
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const method = operation.method === 'HEAD' || operation.method === 'OPTIONS' ? 'GET' : operation.method;
  const json = operation.requestTypes.some((type) => type.includes('json'));
  const payload = json ? JSON.stringify(body ?? sampleJsonBody(operation) ?? {}) : undefined;
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...session.headers(),
      ...extraHeaders,
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Every string and number under an identifying key of a JSON answer. */
function identifyingValues(value: unknown, into: Set<string>, key = ''): void {
  if (Array.isArray(value)) for (const item of value) identifyingValues(item, into, key);
  else if (value !== null && typeof value === 'object')
    for (const [name, item] of Object.entries(value)) identifyingValues(item, into, name);
  else if ((typeof value === 'string' || typeof value === 'number') && IDENTIFYING_KEY.test(key)) {
    const text = String(value).trim();
    if (text.length >= 4) into.add(text);
  }
}

function jsonOf(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/** What member `accountId` sees through every member GET operation (answers' text, and identifying values). */
async function footprint(accountId: string, contract: string | undefined) {
  const session = await openMemberSession(t, accountId);
  const texts: string[] = [];
  const values = new Set<string>();
  for (const operation of operations.filter((candidate) => candidate.method === 'GET')) {
    const response = await request(
      operation,
      session,
      sampleUrl(operation),
      contract ? { [CONTRACT_HEADER]: contract } : {},
    );
    texts.push(response.body);
    identifyingValues(jsonOf(response), values);
  }
  return { text: texts.join('\n'), values };
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date());
  const { rows } = await t.db.query<Record<string, string | null>>(
    `SELECT m.numero_contrat, m.nir, m.nom, m.email, m.telephone, c.numero_contrat_individuel, c.rib_identifiant_national
       FROM members m JOIN contracts c ON c.member_id = m.id WHERE m.id = $1`,
    [DEMO_AMF_MEMBER_ID],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('member B has no contract');
  const contract = row['numero_contrat_individuel'] ?? '';
  const notice = {
    kind: 'demande-statut',
    title: 'Votre demande a évolué',
    link: '#/espace/demandes/exemple',
    mail: 'none',
  } as const;
  notificationOfB =
    (
      await notifyMember(t.deps, {
        ...notice,
        memberId: DEMO_AMF_MEMBER_ID,
        source: { kind: 'securite', id: 'b' },
      })
    ).id ?? '';
  await notifyMember(t.deps, { ...notice, memberId: 'M001', source: { kind: 'securite', id: 'a' } });
  const ofB = await footprint(DEMO_AMF_ACCOUNT_ID, contract);
  const ofA = await footprint(DEMO_MEMBER_ACCOUNT_ID, undefined);
  const fromDatabase = Object.values(row).filter((value): value is string => typeof value === 'string');
  const markers = [...new Set([...fromDatabase, ...ofB.values])].filter(
    (marker) => marker.length >= 5 && !ofA.text.includes(marker),
  );
  memberB = { contract, identifiers: [...ofB.values].filter((value) => !ofA.values.has(value)), markers };
});

afterAll(async () => {
  await book.write();
  await t?.close();
});

describe('authorization walk over every member operation of the OpenAPI file', () => {
  it('finds the member operations and what identifies member B, which B’s own answers show', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(memberB.markers.length).toBeGreaterThanOrEqual(5);
    // The detector works: B's own answers carry B's markers.
    const own = await footprint(DEMO_AMF_ACCOUNT_ID, memberB.contract);
    const shown = memberB.markers.filter((marker) => own.text.includes(marker));
    expect(shown.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 to every member operation without a session, even with a body it would refuse', async () => {
    const visitor = await openMemberSession(t, null);
    const member = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
    const others: string[] = [];
    const notOffered: string[] = [];
    for (const operation of operations) {
      // An operation this configuration does not offer (e.g. the OpenID Connect ones without a provider) answers
      // 404 to everyone: there is nothing to authorise.
      if ((await request(operation, member, sampleUrl(operation))).statusCode === 404) {
        const anonymous = await request(operation, visitor, sampleUrl(operation));
        if (anonymous.statusCode === 404) {
          notOffered.push(`${operation.method} ${operation.path}`);
          continue;
        }
      }
      for (const body of [undefined, { champInconnu: '\u0000', __proto__: { polluted: true } }]) {
        const response = await request(operation, visitor, sampleUrl(operation), {}, body);
        if (response.statusCode !== 401)
          others.push(`${operation.method} ${operation.path} → ${String(response.statusCode)}`);
      }
    }
    book.add({
      label: 'Opérations de membre (sécurité `sessionCookie`)',
      value: operations.length,
      unit: 'opérations',
    });
    book.add({
      label: 'Requêtes sans session non refusées par 401',
      value: others.length,
      unit: `sur ${String(operations.length * 2)}`,
      goal: '0',
      ok: others.length === 0,
    });
    if (notOffered.length > 0)
      book.note(`Non offertes par cette configuration (404 pour tous) : ${notOffered.join(', ')}.`);
    if (others.length > 0) book.note(`Sans session : ${others.slice(0, 10).join(' ; ')}`);
    expect(others).toEqual([]);
  });

  it('gives member A nothing of member B, whatever identifier of B it sends', async () => {
    const before = await rowsOfB();
    const leaks: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const session = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
      const attempts: [string, string, Record<string, string>][] = [
        ['contrat de B en en-tête', sampleUrl(operation), { [CONTRACT_HEADER]: memberB.contract }],
      ];
      for (const parameter of operation.parameters.filter((p) => p.in === 'path' || p.in === 'query'))
        for (const identifier of [memberB.contract, ...memberB.identifiers].slice(0, 8))
          attempts.push([
            `${parameter.name} = identifiant de B`,
            sampleUrl(operation, { [parameter.name]: identifier }),
            {},
          ]);
      for (const [what, url, headers] of attempts) {
        sent += 1;
        const response = await request(operation, session, url, headers);
        const found = memberB.markers.filter((marker) => response.body.includes(marker));
        if (found.length > 0)
          leaks.push(
            `${operation.method} ${url} (${what}) → ${String(response.statusCode)} montre ${found.slice(0, 3).join(', ')}`,
          );
      }
    }
    const after = await rowsOfB();
    const written = Object.keys(after).filter((table) => after[table] !== before[table]);
    book.add({
      label: 'Requêtes du membre A avec les identifiants du membre B',
      value: sent,
      unit: 'requêtes',
    });
    book.add({
      label: 'Réponses montrant une donnée du membre B (fuites)',
      value: leaks.length,
      unit: 'réponses',
      goal: '0',
      ok: leaks.length === 0,
    });
    book.add({
      label: 'Tables où A a écrit au nom de B',
      value: written.length,
      unit: 'tables',
      goal: '0',
      ok: written.length === 0,
    });
    book.note(
      `Membre A : demo@mutuelle.fr ; membre B : amf@mutuelle.fr (contrat ${memberB.contract}). Marqueurs de B cherchés dans chaque réponse : ${String(memberB.markers.length)} valeurs (ses numéros, nom, NIR, e-mail, téléphone, IBAN et tout identifiant que ses propres réponses montrent et que celles de A ne montrent pas).`,
    );
    if (leaks.length > 0) book.note(`Fuites : ${leaks.slice(0, 10).join(' ; ')}`);
    if (written.length > 0) book.note(`Écritures au nom de B : ${written.join(', ')}`);
    expect(leaks).toEqual([]);
    expect(written).toEqual([]);
  });

  it('never lets member A read or mark member B’s notification: 404, and B’s stays unread', async () => {
    const session = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
    // The member's own notifications (not the back office's `/api/admin/notifications/{id}`: a member gets 403 there).
    const withId = operations.filter(
      (operation) =>
        operation.path.startsWith('/api/adherent/') && operation.path.includes('/notifications/{id}'),
    );
    expect(withId.length).toBeGreaterThanOrEqual(1);
    for (const operation of withId) {
      const response = await request(operation, session, sampleUrl(operation, { id: notificationOfB }));
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(notificationOfB);
    }
    const markAll = operations.find((operation) => operation.path === '/api/adherent/notifications/lues');
    if (markAll === undefined) throw new Error('no « mark all read » operation');
    expect((await request(markAll, session, sampleUrl(markAll))).statusCode).toBe(200);
    const { rows } = await t.db.query<{ read_at: Date | null }>(
      'SELECT read_at FROM member_notifications WHERE id = $1',
      [notificationOfB],
    );
    expect(rows).toEqual([{ read_at: null }]);
  });
});

describe("« Mes cotisations » (issue 26): another member's schedule, mandate, certificate or payment", () => {
  it("answers 404 and nothing of member B to member A naming B's contract, and writes nothing for B", async () => {
    const a = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
    const b = await openMemberSession(t, DEMO_AMF_ACCOUNT_ID);
    const headerB = { [CONTRACT_HEADER]: memberB.contract };
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/adherent/cotisations',
      headers: { ...b.headers(), ...headerB },
    });
    expect(own.json()).toMatchObject({ rum: 'RUM-1000020-01-0001', titulaire: 'Luc Moreau' });
    const before = await rowsOfB();
    for (const url of [
      '/api/adherent/cotisations',
      '/api/adherent/cotisations/historique',
      '/api/adherent/cotisations/mandat-sepa',
      '/api/adherent/cotisations/attestation?annee=2025',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { ...a.headers(), ...headerB } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('RUM-1000020-01');
      expect(response.body).not.toContain('Moreau');
    }
    const unpaid = await t.app.inject({
      method: 'GET',
      url: '/api/adherent/cotisations/impayes',
      headers: { ...a.headers(), ...headerB },
    });
    expect(unpaid.body).not.toContain(memberB.contract);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/adherent/cotisations/modalite-paiement',
      headers: { ...a.headers(), ...headerB, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { codeModePaiement: 'CHQ', codePeriodicite: 'A' } }),
    });
    expect(change.statusCode).toBe(404);
    expect(await rowsOfB()).toEqual(before);
  });
});

describe('« Alertes remboursement » (issue 27): the choice is the session account’s own', () => {
  it('changes only A’s choice, whatever contract header A sends, and B’s stays off', async () => {
    const a = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
    const b = await openMemberSession(t, DEMO_AMF_ACCOUNT_ID);
    const path = '/api/adherent/alertes-remboursement';
    const saved = await t.app.inject({
      method: 'PUT',
      url: path,
      headers: { ...a.headers(), [CONTRACT_HEADER]: memberB.contract, 'content-type': 'application/json' },
      payload: JSON.stringify({ active: true, parMail: false }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ active: true, parMail: false });
    const ofB = await t.app.inject({ method: 'GET', url: path, headers: b.headers() });
    expect(ofB.json()).toEqual({ active: false, parMail: true });
    const { rows } = await t.db.query<{ on: boolean }>(
      'SELECT alerte_remboursement_depuis IS NOT NULL AS on FROM accounts WHERE id = $1',
      [DEMO_AMF_ACCOUNT_ID],
    );
    expect(rows).toEqual([{ on: false }]);
  });
});

/** Rows per table that name member B or B's contract (a write of A must never add one). */
async function rowsOfB(): Promise<Record<string, number>> {
  const { rows } = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name = 'member_id' OR column_name LIKE '%contrat%')`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table, column_name: column } of rows) {
    const result = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text IN ($1, $2)`,
      [DEMO_AMF_MEMBER_ID, memberB.contract],
    );
    counts[`${table}.${column}`] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

describe('« Consultations de votre espace » (issue 27): another member’s consultations', () => {
  it('lists only the session member’s own consultations, whatever identifier of B is sent', async () => {
    await t.db.query(
      `INSERT INTO member_consultations (id, member_id, member_account_id, staff_account_id, staff_login,
         staff_session_hash, agent_prenom, agent_role, reason_category, reason_text, started_at, ends_at, ended_at)
       VALUES ('consultation-de-b', $1, $2, 'staff', 'staff@mutuelle.fr', 'nohash', 'Zéphyrine', 'Gestionnaire',
               'demande', 'Motif réservé au back office', now(), now() + interval '30 minutes', now())`,
      [DEMO_AMF_MEMBER_ID, DEMO_AMF_ACCOUNT_ID],
    );
    const operation = operations.find((candidate) => candidate.path === '/api/adherent/consultations');
    if (operation === undefined) throw new Error('no « Consultations de votre espace » operation');
    const a = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
    for (const headers of [{}, { [CONTRACT_HEADER]: memberB.contract }]) {
      const mine = await request(
        operation,
        a,
        `${sampleUrl(operation)}?adherent=${DEMO_AMF_MEMBER_ID}`,
        headers,
      );
      expect(mine.statusCode).toBe(200);
      expect(mine.body).not.toContain('Zéphyrine');
    }
    const b = await openMemberSession(t, DEMO_AMF_ACCOUNT_ID);
    const own = await request(operation, b, sampleUrl(operation));
    expect(own.body).toContain('Zéphyrine');
    expect(own.body).not.toContain('Motif réservé');
  });
});
