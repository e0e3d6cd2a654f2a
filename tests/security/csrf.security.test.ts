import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../server/src/testing/multipart-body.ts';
import { DEMO_ACCOUNT_ID } from '../../server/src/testing/member-session.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../server/src/db/seeds/core.seed.ts';
import { sha256Hex } from '../../server/src/platform/random.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';
import { type OpenApiOperation, readOpenApiOperations, sampleUrl } from './support/openapi-operations.ts';
import { paddedPdf } from '../../server/src/testing/padded-pdf.ts';

const SESSION_COOKIE = 'portail_session';
const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'x-xsrf-token';
const MINIMAL_PDF = paddedPdf(0);

const book = new FigureBook(
  'security-csrf',
  'Sécurité — anti-falsification (CSRF) sur chaque opération non-GET',
);
let t: TestApp;

/** What travels with a request: the victim's session, and the anti-forgery cookie / header (or form field). */
interface Credentials {
  readonly session: string | null;
  readonly cookie: string | null;
  readonly header: string | null;
}

interface Variant {
  readonly name: string;
  readonly kind: 'sans jeton' | 'jeton erroné' | 'jeton valide';
  credentials(victim: Victim): Credentials;
}

interface Victim {
  readonly session: string;
  /** A valid token bound to the victim's session. */
  readonly token: string;
  /** A valid token bound to the attacker's own session. */
  readonly attackerToken: string;
  /** A valid anonymous token (no session binding). */
  readonly anonymousToken: string;
}

const forged = () => `${randomBytes(18).toString('base64url')}.${randomBytes(32).toString('base64url')}`;

const VARIANTS: readonly Variant[] = [
  {
    name: 'ni cookie ni en-tête',
    kind: 'sans jeton',
    credentials: (v) => ({ session: v.session, cookie: null, header: null }),
  },
  {
    name: 'cookie seul (envoyé par le navigateur), sans en-tête',
    kind: 'sans jeton',
    credentials: (v) => ({ session: v.session, cookie: v.token, header: null }),
  },
  {
    name: 'en-tête seul, sans cookie',
    kind: 'sans jeton',
    credentials: (v) => ({ session: v.session, cookie: null, header: v.token }),
  },
  {
    name: 'en-tête différent du cookie',
    kind: 'jeton erroné',
    credentials: (v) => ({ session: v.session, cookie: v.token, header: forged() }),
  },
  {
    name: 'jeton forgé (cookie = en-tête)',
    kind: 'jeton erroné',
    credentials: (v) => {
      const token = forged();
      return { session: v.session, cookie: token, header: token };
    },
  },
  {
    name: "jeton valide d'une autre session (cookie = en-tête)",
    kind: 'jeton erroné',
    credentials: (v) => ({ session: v.session, cookie: v.attackerToken, header: v.attackerToken }),
  },
  {
    name: 'jeton anonyme rejoué avec une session',
    kind: 'jeton erroné',
    credentials: (v) => ({ session: v.session, cookie: v.anonymousToken, header: v.anonymousToken }),
  },
  {
    name: 'jeton valide',
    kind: 'jeton valide',
    credentials: (v) => ({ session: v.session, cookie: v.token, header: v.token }),
  },
];

/** A session row as the login creates it; returns the cookie value. */
async function newSession(accountId: string): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.db.query(
    'INSERT INTO sessions (id_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256Hex(value), accountId, now, new Date(now.getTime() + t.deps.config.sessionTtlMs)],
  );
  return value;
}

/** The anti-forgery cookie the server issues on a GET for this session (or anonymously). */
async function tokenFor(session: string | null): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/config/portal',
    headers: session === null ? {} : { cookie: `${SESSION_COOKIE}=${session}` },
  });
  const cookie = response.cookies.find((candidate) => candidate.name === CSRF_COOKIE);
  if (cookie === undefined) throw new Error('no anti-forgery cookie issued');
  return cookie.value;
}

async function newVictim(): Promise<Victim> {
  const session = await newSession(DEMO_ACCOUNT_ID);
  const attacker = await newSession(DEMO_ACCOUNT_ID);
  return {
    session,
    token: await tokenFor(session),
    attackerToken: await tokenFor(attacker),
    anonymousToken: await tokenFor(null),
  };
}

/** Sends `operation` as a browser would (JSON `{}`, the login form, a small PDF upload, or no body). */
function send(operation: OpenApiOperation, credentials: Credentials): Promise<LightMyRequestResponse> {
  const cookies = [
    ...(credentials.session === null ? [] : [`${SESSION_COOKIE}=${credentials.session}`]),
    ...(credentials.cookie === null ? [] : [`${CSRF_COOKIE}=${credentials.cookie}`]),
  ];
  const isForm = operation.requestTypes.includes('application/x-www-form-urlencoded');
  const headers: Record<string, string> = {};
  if (cookies.length > 0) headers['cookie'] = cookies.join('; ');
  // The login form carries the token in its `_csrf` field, every other operation in the header.
  if (credentials.header !== null && !isForm) headers[CSRF_HEADER] = credentials.header;
  const method = operation.method === 'HEAD' || operation.method === 'OPTIONS' ? 'GET' : operation.method;
  const url = sampleUrl(operation);
  if (isForm) {
    const form = new URLSearchParams({
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
    });
    if (credentials.header !== null) form.set('_csrf', credentials.header);
    return t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
  }
  if (operation.requestTypes.includes('multipart/form-data')) {
    const body = multipartBody([{ name: 'rib.pdf', content: MINIMAL_PDF, contentType: 'application/pdf' }]);
    return t.app.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }
  if (operation.requestTypes.length > 0)
    return t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
  return t.app.inject({ method, url, headers });
}

function isCsrfRejection(response: LightMyRequestResponse): boolean {
  if (response.statusCode !== 403) return false;
  try {
    return response.json<{ code?: unknown }>().code === 'CSRF';
  } catch {
    return false;
  }
}

/** Row counts of every application table (nothing may change when a forged request is refused). */
async function tableCounts(): Promise<Record<string, number>> {
  const { rows } = await t.db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const result = await t.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${tablename}"`);
    counts[tablename] = result.rows[0]?.count ?? 0;
  }
  return counts;
}

const operations = readOpenApiOperations().filter(
  (operation) => !['GET', 'HEAD', 'OPTIONS'].includes(operation.method),
);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date());
});

afterAll(async () => {
  await book.write();
  await t?.close();
});

describe('CSRF: every non-GET operation of the OpenAPI file', () => {
  it('is read from openapi/portal.openapi.yaml', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain(
      'POST /api/identity/login',
    );
  });

  it('refuses 100 % of the requests without a token or with a wrong one (403 CSRF), and writes nothing', async () => {
    const victims = new Map<string, Victim>();
    for (const operation of operations) victims.set(operation.operationId, await newVictim());
    const before = await tableCounts();
    const accepted: string[] = [];
    const tally = { 'sans jeton': [0, 0], 'jeton erroné': [0, 0] } as Record<
      'sans jeton' | 'jeton erroné',
      [number, number]
    >;
    for (const operation of operations) {
      const victim = victims.get(operation.operationId);
      if (victim === undefined) throw new Error('no victim');
      for (const variant of VARIANTS) {
        if (variant.kind === 'jeton valide') continue;
        const response = await send(operation, variant.credentials(victim));
        const counts = tally[variant.kind];
        counts[1] += 1;
        if (isCsrfRejection(response)) counts[0] += 1;
        else
          accepted.push(
            `${operation.method} ${operation.path} — ${variant.name} → ${String(response.statusCode)} ${response.body.slice(0, 120)}`,
          );
      }
    }
    const after = await tableCounts();
    for (const [kind, [rejected, total]] of Object.entries(tally)) {
      book.add({
        label: `Requêtes ${kind} refusées (403 CSRF)`,
        value: `${String(rejected)} / ${String(total)}`,
        unit: `(${String(Math.round((rejected / total) * 100))} %)`,
        goal: '100 %',
        ok: rejected === total,
      });
    }
    book.add({
      label: 'Opérations non-GET du fichier OpenAPI',
      value: operations.length,
      unit: 'opérations',
    });
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    book.add({
      label: 'Tables modifiées par les requêtes refusées',
      value: changed.length,
      unit: 'tables',
      goal: '0',
      ok: changed.length === 0,
    });
    if (accepted.length > 0) book.note(`Acceptées à tort : ${accepted.slice(0, 10).join(' ; ')}`);
    expect(accepted).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('lets every operation through the anti-forgery check with a valid token', async () => {
    const refused: string[] = [];
    const statuses = new Map<number, number>();
    const valid = VARIANTS.find((variant) => variant.kind === 'jeton valide');
    if (valid === undefined) throw new Error('no valid variant');
    for (const operation of operations) {
      const response = await send(operation, valid.credentials(await newVictim()));
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (isCsrfRejection(response)) refused.push(`${operation.method} ${operation.path}`);
    }
    book.add({
      label: 'Requêtes avec un jeton valide refusées pour CSRF',
      value: refused.length,
      unit: `sur ${String(operations.length)}`,
      goal: '0',
      ok: refused.length === 0,
    });
    book.add({
      label: 'Statuts obtenus avec un jeton valide',
      value: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${String(status)}×${String(count)}`)
        .join(', '),
      unit: '',
    });
    book.note(
      'Variantes refusées attendues : ' +
        VARIANTS.filter((variant) => variant.kind !== 'jeton valide')
          .map((variant) => `${variant.kind} — ${variant.name}`)
          .join(' ; ') +
        '. Corps minimal (`{}`, formulaire de connexion complet, PDF de quelques octets) : avec un jeton valide un 400/401/404 métier est attendu, seul un 403 `CSRF` compte comme refus anti-falsification.',
    );
    expect(refused).toEqual([]);
  });
});
