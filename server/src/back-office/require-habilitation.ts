import type { BackOfficeArea, Habilitation, HabilitationAction } from '@portail/domain';
import { httpErrorCatalogue, isAllowed, isStaff } from '@portail/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { SessionInfo } from '../http/session.ts';
import { requireSession } from '../http/session.ts';
import { findHabilitations } from './staff-habilitations.repository.ts';

/** The staff member behind a request to `/api/admin/…` and what they may do. */
export interface StaffContext {
  readonly session: SessionInfo;
  readonly habilitations: readonly Habilitation[];
}

const loaded = new WeakMap<FastifyRequest, StaffContext>();

/** 403 `HTTP.FORBIDDEN_HABILITATION` with the catalogue's French message. */
export function forbiddenHabilitation(): HttpError {
  const { code, template: message } = httpErrorCatalogue.forbiddenHabilitation;
  return new HttpError(403, { code, message });
}

/**
 * The staff member of the request: 401 without a session, 403 for a member session (no staff role). Their
 * habilitations are read once per request.
 */
export async function requireStaff(request: FastifyRequest): Promise<StaffContext> {
  const known = loaded.get(request);
  if (known !== undefined) return known;
  const session = await requireSession(request);
  if (!isStaff(session.roles)) throw forbiddenHabilitation();
  const context = {
    session,
    habilitations: await findHabilitations(request.server.deps.db, session.accountId),
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
