import type { FastifyReply, FastifyRequest } from 'fastify';
import { issueCsrfToken } from '../http/csrf.ts';
import { clearSessionCookie, sessionCookieOf, setRequestSession, setSessionCookie } from '../http/session.ts';
import { recordStaffSignIn, sessionLimitsFor } from '../back-office/public.ts';
import { sha256Hex } from '../platform/random.ts';
import type { Account } from './account.repository.ts';
import { deleteSession, insertSession } from './session.repository.ts';

/**
 * Opens a session for the account: a fresh random id (256 bits) in the cookie, its SHA-256 in the
 * table, the previous session of this browser (if any) deleted (no fixation), and a new anti-forgery
 * token bound to the new session; a staff member's sign-in is appended to the back-office history, and their session
 * gets the staff limits (15 min idle, 8 h absolute: back-office/staff-session.ts). Returns the new session's `id_hash`.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
): Promise<string> {
  const { db, clock, random, config } = request.server.deps;
  const previous = sessionCookieOf(request);
  if (previous) await deleteSession(db, sha256Hex(previous));
  const id = random.token(32);
  const idHash = sha256Hex(id);
  const now = clock.now();
  const limits = sessionLimitsFor(account.roles, config);
  await insertSession(db, {
    idHash,
    accountId: account.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + limits.ttlMs),
    idleMs: limits.idleMs,
    ip: request.ip,
  });
  await recordStaffSignIn(db, account, now);
  setSessionCookie(request, reply, id);
  issueCsrfToken(request, reply, id);
  setRequestSession(request, null);
  return idHash;
}

/** Ends the browser's session (row deleted, cookie cleared) and issues an anonymous anti-forgery token. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const cookie = sessionCookieOf(request);
  if (cookie) await deleteSession(request.server.deps.db, sha256Hex(cookie));
  clearSessionCookie(request, reply);
  issueCsrfToken(request, reply, '');
  setRequestSession(request, null);
}
