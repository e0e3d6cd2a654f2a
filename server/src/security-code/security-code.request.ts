import {
  SECURITY_CODE_OPERATION_TYPES,
  SECURITY_CODE_SEND_TYPES,
  type SecurityCodeOperationType,
  type SecurityCodeSendType,
} from '@portail/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { getSession, requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import type { RequestFields } from '../http/request-fields.ts';
import { type CodeSubject, subjectOfAccount, subjectOfUsername } from './code-subject.repository.ts';
import { SECURITY_CODE_ERRORS } from './security-code.messages.ts';

/** Operations allowed without a session (the user is identified by `username`). */
export const UNAUTHENTICATED_OPERATIONS: ReadonlySet<SecurityCodeOperationType> = new Set([
  'VERIFY_UNAUTHENTICATED_AMF',
  'LOGIN_AMF',
]);

export function operationOf(fields: RequestFields): SecurityCodeOperationType {
  const value = fields.string('operation', 50);
  const operation = SECURITY_CODE_OPERATION_TYPES.find((known) => known === value);
  if (operation === undefined) throw new HttpError(400);
  return operation;
}

export function sendTypeOf(fields: RequestFields): SecurityCodeSendType {
  const value = fields.string('sendType', 10);
  const sendType = SECURITY_CODE_SEND_TYPES.find((known) => known === value);
  if (sendType === undefined) throw new HttpError(400);
  return sendType;
}

export interface ResolvedSubject {
  readonly subject: CodeSubject | null;
  readonly authenticated: boolean;
  /** Throttle key: the account, or the typed username when it matches nobody (same behaviour). */
  readonly key: string;
}

/** The session's account; without a session, the `username` of an unauthenticated operation. */
export async function resolveSubject(
  request: FastifyRequest,
  deps: ServerDeps,
  operation: SecurityCodeOperationType,
  username: string | undefined,
): Promise<ResolvedSubject> {
  const session = await getSession(request);
  if (session) {
    const subject = await subjectOfAccount(deps.db, session.accountId);
    return { subject, authenticated: true, key: session.accountId };
  }
  if (!UNAUTHENTICATED_OPERATIONS.has(operation)) await requireSession(request);
  if (username === undefined || username.trim() === '')
    throw new HttpError(400, SECURITY_CODE_ERRORS.missingUser);
  const subject = await subjectOfUsername(deps.db, username);
  return {
    subject,
    authenticated: false,
    key: subject?.accountId ?? `unknown:${username.trim().toLowerCase()}`,
  };
}
