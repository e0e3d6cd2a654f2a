import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VersionSnapshot } from '../db/change-versions.ts';
import { changeVersionsOf } from '../db/change-versions.ts';
import { sha256Hex } from '../platform/random.ts';
import { sessionCookieName } from './cookie-names.ts';
import { HttpError } from './http-error.ts';
import { sessionCacheOf } from './session-cache.ts';

/** The logged-in account behind a request. */
export interface SessionInfo {
  /** SHA-256 of the session cookie: the `sessions.id_hash` key. */
  readonly idHash: string;
  readonly accountId: string;
  readonly userName: string;
  readonly email: string;
  readonly memberId: string | null;
  readonly roles: readonly string[];
  /**
   * A staff session reading a member's space (« Voir l'espace de l'adhérent », issue 27): the member API answers as
   * the member's account above, every write of it is refused (http/consultation-read-only.ts). Absent otherwise.
   */
  readonly consultation?: SessionConsultation;
}

/** The open consultation of a staff session (table `member_consultations`, migration 132). */
export interface SessionConsultation {
  readonly id: string;
  /** The agent behind the session (their own account; `/api/admin/…` still answers as them). */
  readonly staff: {
    readonly accountId: string;
    readonly userName: string;
    readonly email: string;
    readonly roles: readonly string[];
  };
  readonly agentPrenom: string;
  readonly agentRole: string;
  readonly startedAt: Date;
  readonly endsAt: Date;
}

const loaded = new WeakMap<FastifyRequest, SessionInfo | null>();
/** The change versions the request's session was checked under (see `sessionVersionsOf`). */
const checkedUnder = new WeakMap<FastifyRequest, VersionSnapshot>();

/**
 * The versions snapshot under which the request's session was looked up (undefined before `getSession`, or without a
 * session cookie): a per-account value read after it may be cached under its `sessions` token, as the session is.
 */
export function sessionVersionsOf(request: FastifyRequest): VersionSnapshot | undefined {
  return checkedUnder.get(request);
}

/** The raw session cookie of the request, if any. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(request.server.deps.config.secureCookies)];
  return value && value.length > 0 ? value : undefined;
}

const idHashes = new WeakMap<FastifyRequest, string | undefined>();

/** SHA-256 of the request's session cookie (the `sessions.id_hash` key), computed once per request. */
export function sessionIdHashOf(request: FastifyRequest): string | undefined {
  if (idHashes.has(request)) return idHashes.get(request);
  const cookie = sessionCookieOf(request);
  const idHash = cookie === undefined ? undefined : sha256Hex(cookie);
  idHashes.set(request, idHash);
  return idHash;
}

interface SessionRow extends Record<string, unknown> {
  account_id: string;
  user_name: string;
  email: string;
  member_id: string | null;
  roles: string[];
  expires_at: Date;
  last_seen_at: Date;
  idle_ms: number | null;
  c_id: string | null;
  c_agent_prenom: string | null;
  c_agent_role: string | null;
  c_started_at: Date | null;
  c_ends_at: Date | null;
  m_account_id: string | null;
  m_user_name: string | null;
  m_email: string | null;
  m_member_id: string | null;
  m_roles: string[] | null;
}

/**
 * The session of a row: the account's own, or, while a consultation of the staff session is open, the consulted
 * member's account carrying the consultation (`/api/admin/…` always answers as the staff member: `staffView`).
 */
function sessionOfRow(idHash: string, row: SessionRow): SessionInfo {
  const own = {
    idHash,
    accountId: row.account_id,
    userName: row.user_name,
    email: row.email,
    memberId: row.member_id,
    roles: row.roles,
  };
  if (row.c_id === null || row.m_account_id === null) return own;
  return {
    idHash,
    accountId: row.m_account_id,
    userName: row.m_user_name ?? '',
    email: row.m_email ?? '',
    memberId: row.m_member_id,
    roles: row.m_roles ?? [],
    consultation: {
      id: row.c_id,
      staff: { accountId: own.accountId, userName: own.userName, email: own.email, roles: own.roles },
      agentPrenom: row.c_agent_prenom ?? '',
      agentRole: row.c_agent_role ?? '',
      startedAt: new Date(row.c_started_at ?? 0),
      endsAt: new Date(row.c_ends_at ?? 0),
    },
  };
}

/** The staff member's own session behind a consultation (the back office's view of the request). */
function staffView(session: SessionInfo): SessionInfo {
  const staff = session.consultation?.staff;
  if (staff === undefined) return session;
  return { idHash: session.idHash, ...staff, memberId: null };
}

/** True for the back office's API: it always sees the staff member, never the member they consult. */
function isAdminRequest(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/admin/') || request.url === '/api/admin';
}

/** Default idle timeout when the configuration gives none (SESSION_IDLE_MINUTES). */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
/** last_seen_at is written at most this often per session (one write per minute of activity, not per call). */
const TOUCH_EVERY_MS = 60_000;

/**
 * The session of the request (null when none or expired). Looked up once per request, in the process's session
 * cache first (http/session-cache.ts: exact, voided by any session end or account change), else in the database.
 * A session ends at `expires_at` (absolute lifetime) or after its own `idle_ms` (a staff session's), else
 * `sessionIdleMs`, without a request (idle timeout).
 */
export async function getSession(request: FastifyRequest): Promise<SessionInfo | null> {
  if (loaded.has(request)) return loaded.get(request) ?? null;
  const idHash = sessionIdHashOf(request);
  let session: SessionInfo | null = null;
  if (idHash !== undefined) {
    const { db, clock, config } = request.server.deps;
    const idleMs = config.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS;
    const versions = await changeVersionsOf(db).current();
    checkedUnder.set(request, versions);
    const now = clock.now();
    const cache = sessionCacheOf<SessionInfo>(db);
    let entry = cache.get(idHash, versions, now.getTime(), idleMs);
    if (entry === undefined) {
      const { rows } = await db.query<SessionRow>(
        `SELECT a.id AS account_id, a.user_name, a.email, a.member_id, a.roles, s.expires_at,
                COALESCE(s.last_seen_at, s.created_at) AS last_seen_at, s.idle_ms,
                c.id AS c_id, c.agent_prenom AS c_agent_prenom, c.agent_role AS c_agent_role,
                c.started_at AS c_started_at, c.ends_at AS c_ends_at, m.id AS m_account_id,
                m.user_name AS m_user_name, m.email AS m_email, m.member_id AS m_member_id, m.roles AS m_roles
           FROM sessions s JOIN accounts a ON a.id = s.account_id
           LEFT JOIN member_consultations c
             ON c.staff_session_hash = s.id_hash AND c.ended_at IS NULL AND c.ends_at > $2
           LEFT JOIN accounts m ON m.id = c.member_account_id
          WHERE s.id_hash = $1 AND s.expires_at > $2
            AND COALESCE(s.last_seen_at, s.created_at) > $2::timestamptz - COALESCE(s.idle_ms, $3::integer) * interval '1 millisecond'
            AND a.status = 'active'`,
        [idHash, now, idleMs],
      );
      const row = rows[0];
      if (row) {
        const found = sessionOfRow(idHash, row);
        const expiresAt = new Date(row.expires_at).getTime();
        entry = {
          session: found,
          // An open consultation ends by itself: the entry is read again from then on.
          expiresAt: Math.min(expiresAt, found.consultation?.endsAt.getTime() ?? expiresAt),
          lastSeenAt: new Date(row.last_seen_at).getTime(),
          idleMs: row.idle_ms,
          token: versions.token('sessions'),
        };
        cache.set(idHash, entry);
      }
    }
    if (entry !== undefined) {
      if (now.getTime() - entry.lastSeenAt >= TOUCH_EVERY_MS) {
        await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, now]);
        entry.lastSeenAt = now.getTime();
      }
      session = isAdminRequest(request) ? staffView(entry.session) : entry.session;
    }
  }
  loaded.set(request, session);
  return session;
}

/** The session of the request, or a 401 ErrorBody ('Accès non autorisé'). */
export async function requireSession(request: FastifyRequest): Promise<SessionInfo> {
  const session = await getSession(request);
  if (!session) throw new HttpError(401);
  return session;
}

/** Forgets the cached lookup (after login/logout in the same request). */
export function setRequestSession(request: FastifyRequest, session: SessionInfo | null): void {
  loaded.set(request, session);
}

/** Sets the session cookie (HttpOnly, SameSite=Lax, Path=/, Secure under HTTPS). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  const secure = request.server.deps.config.secureCookies;
  reply.setCookie(sessionCookieName(secure), value, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.server.deps.config.secureCookies;
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
