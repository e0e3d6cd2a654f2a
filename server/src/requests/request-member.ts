import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { requireSession, type SessionInfo } from '../http/session.ts';
import { ownCurrentContractOf } from '../member/public.ts';

export interface RequestMember {
  readonly session: SessionInfo;
  readonly memberId: string;
  /** The current contract, the member's own (`X-Contrat-Courant` naming another's answers 404). */
  readonly contract: string;
}

/**
 * The signed-in member and their current contract, checked before anything else is read: 401 without a session,
 * 404 for a session without a member (staff) or a contract header that is not the member's.
 */
export async function requestMember(request: FastifyRequest, db: Database): Promise<RequestMember> {
  const session = await requireSession(request);
  if (session.memberId === null) throw new HttpError(404);
  const contract = await ownCurrentContractOf(request, db, session.memberId);
  if (contract === null) throw new HttpError(404);
  return { session, memberId: session.memberId, contract };
}
