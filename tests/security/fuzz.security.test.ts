import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../server/src/testing/multipart-body.ts';
import { DEMO_MEMBER_ACCOUNT_ID } from '../../server/src/db/seeds/core.seed.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { leaksIn } from './support/answer-checks.ts';
import { FigureBook } from './support/figures.ts';
import { type FuzzRequest, fuzzRequests } from './support/fuzz-inputs.ts';
import { type OpenApiOperation, readOpenApiOperations, sampleUrl } from './support/openapi-operations.ts';
import { sampleJsonBody } from './support/openapi-samples.ts';
import { type MemberSession, openMemberSession, tableCounts } from './support/member-sessions.ts';
import { paddedPdf } from '../../server/src/testing/padded-pdf.ts';

const book = new FigureBook('security-fuzz', 'Sécurité — fuzz de chaque opération du contrat OpenAPI');
const operations = readOpenApiOperations();
const writes = operations.filter((operation) => !['GET', 'HEAD', 'OPTIONS'].includes(operation.method));
/** A real one-page PDF: the upload accepts only a PDF that parses. */
const PDF = paddedPdf(1024);
const ANSWER_TIMEOUT_MS = 10_000;
const started = Date.now();

let t: TestApp;
let port = 0;
let member: MemberSession;

interface Finding {
  readonly what: string;
  readonly request: string;
}
const serverErrors: Finding[] = [];
const leaks: Finding[] = [];
const silences: Finding[] = [];
const statuses = new Map<number, number>();
let sent = 0;

async function send(request: FuzzRequest): Promise<LightMyRequestResponse | undefined> {
  sent += 1;
  const label = `${request.method} ${request.url.slice(0, 120)} — ${request.kind}`;
  let timer: NodeJS.Timeout | undefined;
  try {
    const response = await Promise.race([
      t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      }),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), ANSWER_TIMEOUT_MS);
      }),
    ]);
    if (response === undefined) {
      silences.push({ what: 'no answer in 10 s', request: label });
      return undefined;
    }
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode >= 500)
      serverErrors.push({
        what: `${String(response.statusCode)} ${response.body.slice(0, 160)}`,
        request: label,
      });
    for (const leak of leaksIn(response)) leaks.push({ what: leak, request: label });
    return response;
  } catch (error) {
    silences.push({
      what: `inject failed: ${error instanceof Error ? error.message : String(error)}`,
      request: label,
    });
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Writes a whole request on a socket as given (what `inject` cannot express), and reads the status code. */
function onTheWire(request: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => resolve(0));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
  member = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
});

afterAll(async () => {
  book.add({ label: 'Durée de la suite', value: Math.round((Date.now() - started) / 1000), unit: 's' });
  await book.write();
  await t?.close();
});

describe('fuzz: every operation of openapi/portal.openapi.yaml with malformed input', () => {
  it('reads every operation from the OpenAPI file', () => {
    expect(operations.length).toBeGreaterThanOrEqual(70);
  });

  it('answers every malformed request with a 4xx or less, no stack or SQL text, and keeps answering', async () => {
    for (const operation of operations) {
      // A fresh session per operation: the fuzz of the logout, of a password change or of the deletion may end one.
      const headers = (await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID)).headers();
      for (const request of fuzzRequests(operation, headers)) await send(request);
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      if (health.statusCode !== 200)
        silences.push({ what: `/healthz ${String(health.statusCode)}`, request: operation.operationId });
    }
    for (const line of [
      'GET /api/faq/popular?userType=%ZZ HTTP/1.1',
      'GET /api/cms/documents/images/%ED%A0%80 HTTP/1.1',
      'GET http://autre.example/api/config/portal HTTP/1.1',
      'GET //api/config/portal HTTP/1.1',
      `GET /api/config/portal?${'a=1&'.repeat(2_000)} HTTP/1.1`,
    ]) {
      sent += 1;
      const status = await onTheWire(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      if (status === 0 || status >= 500)
        serverErrors.push({ what: `status ${String(status)}`, request: line });
    }
    book.add({ label: 'Opérations du contrat parcourues', value: operations.length, unit: 'opérations' });
    book.add({
      label: 'Requêtes malformées envoyées',
      value: sent,
      unit: 'requêtes',
      goal: '≥ 2 000',
      ok: sent >= 2_000,
    });
    book.add({
      label: 'Réponses 5xx',
      value: serverErrors.length,
      unit: 'réponses',
      goal: '0',
      ok: serverErrors.length === 0,
    });
    book.add({
      label: 'Réponses contenant une pile, un chemin ou du SQL',
      value: leaks.length,
      unit: 'réponses',
      goal: '0',
      ok: leaks.length === 0,
    });
    book.add({
      label: 'Requêtes restées sans réponse',
      value: silences.length,
      unit: 'requêtes',
      goal: '0',
      ok: silences.length === 0,
    });
    book.add({
      label: 'Statuts obtenus',
      value: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${String(status)}×${String(count)}`)
        .join(', '),
      unit: '',
    });
    for (const [name, list] of [
      ['5xx', serverErrors],
      ['fuites', leaks],
      ['sans réponse', silences],
    ] as const)
      if (list.length > 0)
        book.note(
          `${name} : ${list
            .slice(0, 8)
            .map((f) => `${f.request} → ${f.what}`)
            .join(' ; ')}`,
        );
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(leaks.slice(0, 20)).toEqual([]);
    expect(silences).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(2_000);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses every write without a valid anti-forgery header, whatever the spelling of its path', async () => {
    const anonymous = await openMemberSession(t, null);
    const before = await tableCounts(t);
    const bypasses: string[] = [];
    let attempts = 0;
    for (const operation of writes) {
      for (const [who, session] of [
        ['membre', member],
        ['visiteur', anonymous],
      ] as const) {
        for (const [spelling, target] of spellingsOf(sampleUrl(operation))) {
          attempts += 1;
          const status = target.startsWith('/')
            ? (await forgedInject(operation, target, session)).statusCode
            : await forgedOnTheWire(operation, target.slice(1), session);
          if (status !== 403)
            bypasses.push(`${operation.method} ${target} (${who}, ${spelling}) → ${String(status)}`);
        }
      }
    }
    const after = await tableCounts(t);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    book.add({
      label: 'Écritures forgées (sans en-tête anti-falsification), toutes graphies',
      value: attempts,
      unit: 'requêtes',
    });
    book.add({
      label: 'Écritures forgées acceptées (contournements)',
      value: bypasses.length,
      unit: 'requêtes',
      goal: '0',
      ok: bypasses.length === 0,
    });
    book.add({
      label: 'Tables modifiées par les écritures forgées',
      value: changed.length,
      unit: 'tables',
      goal: '0',
      ok: changed.length === 0,
    });
    book.note(
      'Graphies essayées pour chaque écriture : ' +
        spellingsOf('/api/x/y')
          .map(([name]) => name)
          .join(', ') +
        ' ; avec la session d’un membre (cookie anti-falsification présent, en-tête absent) et sans session.',
    );
    if (bypasses.length > 0) book.note(`Contournements : ${bypasses.slice(0, 10).join(' ; ')}`);
    expect(bypasses).toEqual([]);
    expect(changed).toEqual([]);
  });
});

/** Spellings of a path the router may accept; a leading `!` marks a request target only the wire can carry. */
function spellingsOf(url: string): [string, string][] {
  return [
    ['telle quelle', url],
    [
      'première lettre encodée (%61pi)',
      url.replace(/^\/([a-z])/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
    ],
    [
      'dernière lettre du premier segment encodée (ap%69)',
      url.replace(
        /^\/([a-z]+)([a-z])\//,
        (_m, head: string, c: string) => `/${head}%${c.charCodeAt(0).toString(16)}/`,
      ),
    ],
    ['barre finale', url.replace(/(\?|$)/, '/$1')],
    ['barre doublée', url.replace(/^\/([^/]+)\//, '/$1//')],
    ['segment « . »', url.replace(/^\/([^/]+)\//, '/$1/./')],
    ['majuscules', url.toUpperCase()],
    ['forme absolue (http://hôte/…)', `!http://autre.example${url}`],
    ['double barre initiale (//api/…)', `!/${url}`],
  ];
}

function forgedBody(operation: OpenApiOperation): {
  headers: Record<string, string>;
  payload?: string | Buffer;
} {
  if (operation.requestTypes.includes('multipart/form-data')) {
    const body = multipartBody([{ name: 'rib.pdf', content: PDF, contentType: 'application/pdf' }]);
    return { headers: body.headers, payload: body.payload };
  }
  if (operation.requestTypes.includes('application/x-www-form-urlencoded'))
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userName=demo%40mutuelle.fr&password=x',
    };
  if (operation.requestTypes.length > 0)
    return {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sampleJsonBody(operation) ?? {}),
    };
  return { headers: {} };
}

function forgedInject(
  operation: OpenApiOperation,
  url: string,
  session: MemberSession,
): Promise<LightMyRequestResponse> {
  const body = forgedBody(operation);
  return t.app.inject({
    method: operation.method as 'POST',
    url,
    headers: { ...session.headers({ withoutAntiForgeryHeader: true }), ...body.headers },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
}

function forgedOnTheWire(
  operation: OpenApiOperation,
  target: string,
  session: MemberSession,
): Promise<number> {
  const body = forgedBody(operation);
  const payload = body.payload === undefined ? Buffer.alloc(0) : Buffer.from(body.payload);
  const headers = { ...session.headers({ withoutAntiForgeryHeader: true }), ...body.headers };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return onTheWire(
    `${operation.method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('\r\n')}\r\n` +
      `Content-Length: ${String(payload.length)}\r\nConnection: close\r\n\r\n${payload.toString('latin1')}`,
  );
}
