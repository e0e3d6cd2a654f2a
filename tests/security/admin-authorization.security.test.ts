import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_ACCOUNT_ID,
  DEMO_CONSULTANT_ACCOUNT_ID,
  DEMO_MEMBER_ACCOUNT_ID,
} from '../../server/src/db/seeds/core.seed.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';
import { type MemberSession, openMemberSession, tableCounts } from './support/member-sessions.ts';
import { type OpenApiOperation, readOpenApiOperations, sampleUrl } from './support/openapi-operations.ts';
import { sampleJsonBody } from './support/openapi-samples.ts';

const book = new FigureBook(
  'security-admin-authorization',
  'Sécurité — back-office : chaque opération /api/admin sans session, avec une session de membre et avec le consultant',
);
/** Every back-office operation of the OpenAPI file: a new `/api/admin/…` path is walked without any change here. */
const documented = readOpenApiOperations().filter((operation) => operation.path.startsWith('/api/admin/'));
/** The documented operations this server offers (set in `beforeAll`); the others are listed in the figures. */
const operations: OpenApiOperation[] = [];
let writes: OpenApiOperation[] = [];
/**
 * Writes open to a read-only staff member: « Voir l'espace de l'adhérent » (issue 27 §1) needs `adherents` / `read`
 * — opening the consultation, each screen viewed and « Terminer » record what the agent reads, they change nothing
 * of the member (server/src/back-office/consultations/consultations.routes.test.ts).
 */
const READ_ONLY_STAFF_WRITES = new Set([
  'POST /api/admin/adherents/{id}/consultations',
  'POST /api/admin/consultations/courante/ecrans',
  'POST /api/admin/consultations/courante/fin',
]);
const FORBIDDEN = 'HTTP.FORBIDDEN_HABILITATION';
/** Bodies sent with each request: the documented sample, and one the operation would refuse (401/403 come first). */
const bodies = (operation: OpenApiOperation): unknown[] => [
  sampleJsonBody(operation) ?? {},
  { champInconnu: '\u0000', __proto__: { polluted: true } },
];

let t: TestApp;

function send(
  operation: OpenApiOperation,
  session: MemberSession,
  body: unknown,
): Promise<LightMyRequestResponse> {
  const json = operation.requestTypes.some((type) => type.includes('json'));
  return t.app.inject({
    method: operation.method as 'GET',
    url: sampleUrl(operation, { id: DEMO_ADMIN_ACCOUNT_ID }),
    headers: { ...session.headers(), ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { payload: JSON.stringify(body) } : {}),
  });
}

/** The answers of `operations` for `session` that are not `status` with `code` (when given). */
async function refusalsMissed(
  list: readonly OpenApiOperation[],
  session: MemberSession,
  status: number,
  code?: string,
): Promise<string[]> {
  const missed: string[] = [];
  for (const operation of list)
    for (const body of bodies(operation)) {
      const response = await send(operation, session, body);
      const answered = (response.json<{ code?: string }>() ?? {}).code;
      if (response.statusCode !== status || (code !== undefined && answered !== code))
        missed.push(
          `${operation.method} ${operation.path} → ${String(response.statusCode)} ${answered ?? ''}`,
        );
    }
  return missed;
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date());
  // Every /api/admin route answers 401 to a visitor before anything else (its guard runs as the request arrives): a
  // 404 to a visitor means the server has no such route (documented ahead of its implementation): nothing to
  // authorise there. They are named in the report, and walked as soon as the route exists.
  const visitor = await openMemberSession(t, null);
  const missing: string[] = [];
  for (const operation of documented) {
    const response = await send(operation, visitor, sampleJsonBody(operation) ?? {});
    if (response.statusCode === 404) missing.push(`${operation.method} ${operation.path}`);
    else operations.push(operation);
  }
  writes = operations.filter(
    (operation) =>
      !['GET', 'HEAD', 'OPTIONS'].includes(operation.method) &&
      !READ_ONLY_STAFF_WRITES.has(`${operation.method} ${operation.path}`),
  );
  if (missing.length > 0)
    book.note(`Documentées mais absentes du serveur (404 sans session) : ${missing.join(', ')}.`);
  book.add({
    label: 'Opérations /api/admin documentées absentes du serveur',
    value: missing.length,
    unit: 'opérations',
  });
});

afterAll(async () => {
  await book.write();
  await t?.close();
});

describe('authorization walk over every /api/admin operation of the OpenAPI file', () => {
  it('finds the back-office operations, writes among them', () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
    expect(writes.length).toBeGreaterThanOrEqual(4);
    book.add({ label: 'Opérations /api/admin', value: operations.length, unit: 'opérations' });
    book.add({ label: 'dont écritures', value: writes.length, unit: 'opérations' });
  });

  it('answers 401 to every one without a session, whatever the body', async () => {
    const missed = await refusalsMissed(operations, await openMemberSession(t, null), 401);
    book.add({
      label: 'Sans session : réponses autres que 401',
      value: missed.length,
      unit: 'réponses',
      goal: '0',
      ok: missed.length === 0,
    });
    expect(missed).toEqual([]);
  });

  it('answers 403 HTTP.FORBIDDEN_HABILITATION to every one for a member session, before validating the body', async () => {
    const member = await openMemberSession(t, DEMO_MEMBER_ACCOUNT_ID);
    const before = await tableCounts(t);
    const missed = await refusalsMissed(operations, member, 403, FORBIDDEN);
    book.add({
      label: 'Session de membre : réponses autres que 403',
      value: missed.length,
      unit: 'réponses',
      goal: '0',
      ok: missed.length === 0,
    });
    expect(missed).toEqual([]);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('answers 403 HTTP.FORBIDDEN_HABILITATION to every write of consultant@mutuelle.fr (read only)', async () => {
    const consultant = await openMemberSession(t, DEMO_CONSULTANT_ACCOUNT_ID);
    const before = await tableCounts(t);
    const missed = await refusalsMissed(writes, consultant, 403, FORBIDDEN);
    book.add({
      label: 'Consultant : écritures non refusées par 403',
      value: missed.length,
      unit: 'réponses',
      goal: '0',
      ok: missed.length === 0,
    });
    if (missed.length > 0) book.note(`Consultant : ${missed.join(' ; ')}`);
    expect(missed).toEqual([]);
    expect(await tableCounts(t)).toEqual(before);
  });
});
