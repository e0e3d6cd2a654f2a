import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, sessionCookieName } from '../http/cookie-names.ts';
import { sha256Hex } from '../platform/random.ts';
import type { TestAgent } from './test-agent.ts';
import type { TestApp } from './test-app.ts';

/** Account id of the seeded demo member (M001, demo@mutuelle.fr). */
export const DEMO_ACCOUNT_ID = '00000000-0000-4000-8000-000000000001';

/**
 * Opens a session for `accountId` the way the login does (random cookie, SHA-256 stored), without going
 * through the password check, so content tests do not depend on the login flow. The anti-forgery cookie
 * is dropped: it is bound to the session, the agent fetches a fresh one on its next write.
 */
export async function signInAs(
  t: TestApp,
  agent: TestAgent,
  accountId: string = DEMO_ACCOUNT_ID,
): Promise<void> {
  const cookie = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.db.query(
    'INSERT INTO sessions (id_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256Hex(cookie), accountId, now, new Date(now.getTime() + t.deps.config.sessionTtlMs)],
  );
  agent.cookies.set(sessionCookieName(t.deps.config.secureCookies), cookie);
  agent.cookies.delete(CSRF_COOKIE);
}

/** Creates an active account for a seeded member (the core seed only gives M001 one) and returns its id. */
export async function createMemberAccount(t: TestApp, memberId: string, userName: string): Promise<string> {
  const id = t.deps.random.uuid();
  await t.db.query(
    `INSERT INTO accounts (id, member_id, user_name, email, password_hash, status, is_confirmed, created_at, activated_at)
     VALUES ($1, $2, $3, $3, NULL, 'active', true, $4, $4)`,
    [id, memberId, userName, t.clock.now()],
  );
  return id;
}
