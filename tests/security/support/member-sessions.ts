import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, sessionCookieName } from '../../../server/src/http/cookie-names.ts';
import { sha256Hex } from '../../../server/src/platform/random.ts';
import type { TestApp } from '../../../server/src/testing/test-app.ts';

/** A browser's credentials: its session cookie (none for a visitor) and the anti-forgery token bound to it. */
export interface MemberSession {
  readonly cookie: string | null;
  readonly token: string;
  /** Cookie header and anti-forgery header, as the portal's front sends them (the header left out on request). */
  headers(options?: { readonly withoutAntiForgeryHeader?: boolean }): Record<string, string>;
}

/**
 * Opens a session for `accountId` the way the login does (random cookie, its SHA-256 stored) — or none for a
 * visitor (`null`) — and fetches the anti-forgery token the server binds to it.
 */
export async function openMemberSession(t: TestApp, accountId: string | null): Promise<MemberSession> {
  const name = sessionCookieName(t.deps.config.secureCookies);
  let cookie: string | null = null;
  if (accountId !== null) {
    cookie = randomBytes(32).toString('base64url');
    const now = t.clock.now();
    await t.db.query(
      'INSERT INTO sessions (id_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [sha256Hex(cookie), accountId, now, new Date(now.getTime() + t.deps.config.sessionTtlMs)],
    );
  }
  const sessionPart = cookie === null ? [] : [`${name}=${cookie}`];
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/config/portal',
    headers: sessionPart.length === 0 ? {} : { cookie: sessionPart.join('; ') },
  });
  const token = answer.cookies.find((candidate) => candidate.name === CSRF_COOKIE)?.value;
  if (token === undefined) throw new Error('no anti-forgery cookie issued');
  return {
    cookie,
    token,
    headers(options = {}) {
      const headers: Record<string, string> = {
        cookie: [...sessionPart, `${CSRF_COOKIE}=${token}`].join('; '),
      };
      if (options.withoutAntiForgeryHeader !== true) headers[CSRF_HEADER] = token;
      return headers;
    },
  };
}

/** Row counts of every application table (a refused request changes none). */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
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
