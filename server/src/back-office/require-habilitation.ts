import type { BackOfficeArea, Habilitation, HabilitationAction } from '@portail/domain';
import { httpErrorCatalogue, isAllowed, isStaff } from '@portail/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { Database } from '../db/database.ts';
import type { SessionInfo } from '../http/session.ts';
import { requireSession, sessionVersionsOf } from '../http/session.ts';
import { findHabilitations } from './staff-habilitations.repository.ts';

/** The staff member behind a request to `/api/admin/…` and what they may do. */
export interface StaffContext {
  readonly session: SessionInfo;
  readonly habilitations: readonly Habilitation[];
}

const loaded = new WeakMap<FastifyRequest, StaffContext>();

/** Habilitations remembered per account, exact while the `sessions` token is unchanged (see `habilitationsOf`). */
interface CachedHabilitations {
  readonly token: string;
  readonly habilitations: readonly Habilitation[];
}
const MAX_CACHED_ACCOUNTS = 1000;
const cachedByDatabase = new WeakMap<Database, Map<string, CachedHabilitations>>();

/**
 * The account's habilitations, read once per change: any grant or withdrawal (migration 145's trigger on
 * `staff_habilitations`), like any session end or account change, bumps the `sessions` token the request's session
 * was checked under, which voids what was remembered here; without a snapshot, the database is asked.
 */
async function habilitationsOf(request: FastifyRequest, accountId: string): Promise<readonly Habilitation[]> {
  const { db } = request.server.deps;
  const token = sessionVersionsOf(request)?.token('sessions');
  if (token === undefined) return findHabilitations(db, accountId);
  let cache = cachedByDatabase.get(db);
  if (cache === undefined) {
    cache = new Map();
    cachedByDatabase.set(db, cache);
  }
  const known = cache.get(accountId);
  if (known !== undefined && known.token === token) return known.habilitations;
  const habilitations = await findHabilitations(db, accountId);
  cache.delete(accountId);
  if (cache.size >= MAX_CACHED_ACCOUNTS) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  cache.set(accountId, { token, habilitations });
  return habilitations;
}

/** 403 `HTTP.FORBIDDEN_HABILITATION` with the catalogue's French message. */
export function forbiddenHabilitation(): HttpError {
  const { code, template: message } = httpErrorCatalogue.forbiddenHabilitation;
  return new HttpError(403, { code, message });
}

/**
 * The staff member of the request: 401 without a session, 403 for a member session (no staff role). Their
 * habilitations are read once per request, from the database only when they may have changed.
 */
export async function requireStaff(request: FastifyRequest): Promise<StaffContext> {
  const known = loaded.get(request);
  if (known !== undefined) return known;
  const session = await requireSession(request);
  if (!isStaff(session.roles)) throw forbiddenHabilitation();
  const context = {
    session,
    habilitations: await habilitationsOf(request, session.accountId),
  };
  loaded.set(request, context);
  return context;
}

/**
 * The guard of every `/api/admin/…` operation, as the route's `onRequest` hook: it runs as the request arrives,
 * before the body is read, parsed or validated (401/403 before 400). 401 without a session; 403
 * `HTTP.FORBIDDEN_HABILITATION` for a member, or a staff member not granted `action` on `area` (domain `isAllowed`:
 * any action needs `read` on the area too).
 */
export function requireHabilitation(
  area: BackOfficeArea,
  action: HabilitationAction,
): onRequestAsyncHookHandler {
  return async (request) => {
    const staff = await requireStaff(request);
    if (!isAllowed(staff.habilitations, area, action)) throw forbiddenHabilitation();
  };
}

/** The guard of an `/api/admin/…` operation open to every staff member (their own profile): 401, 403 for a member. */
export const requireStaffMember: onRequestAsyncHookHandler = async (request) => {
  await requireStaff(request);
};
