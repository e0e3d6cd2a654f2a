import type { RequestStatus } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { appendRequestEvent } from './requests.repository.ts';

export interface RequestStatusUpdate {
  readonly requestId: string;
  /** The version the caller read: the change is refused when the request changed since. */
  readonly expectedVersion: number;
  readonly from: RequestStatus;
  readonly to: RequestStatus;
  readonly at: Date;
  readonly actorKind: 'member' | 'staff' | 'system';
  readonly actorAccountId: string | null;
  /** Shown in the timeline (the reason of a refusal, the complement asked…). */
  readonly note: string | null;
}

/**
 * Moves a request from `from` to `to` if it is still at `expectedVersion` and in `from`, increments its version and
 * adds the change to its timeline. Returns the new version, or null when the request changed meanwhile (nothing
 * written). The transition itself is the caller's to check (`canChangeRequestStatus`); run it in a transaction.
 */
export async function updateRequestStatus(
  db: Queryable,
  update: RequestStatusUpdate,
): Promise<number | null> {
  const { rows } = await db.query<{ version: number }>(
    `UPDATE member_requests SET status = $4, status_changed_at = $5, version = version + 1
      WHERE id = $1 AND version = $2 AND status = $3 RETURNING version`,
    [update.requestId, update.expectedVersion, update.from, update.to, update.at],
  );
  const version = rows[0]?.version;
  if (version === undefined) return null;
  await appendRequestEvent(db, update.requestId, {
    at: update.at,
    kind: 'status',
    actorKind: update.actorKind,
    actorAccountId: update.actorAccountId,
    fromStatus: update.from,
    toStatus: update.to,
    note: update.note,
  });
  return version;
}

export type AssignOutcome =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly assignedTo: string | null; readonly version: number | null };

/**
 * Exclusive assignment: the request goes to `staffAccountId` only if it is in nobody's hands (or already theirs)
 * and still at `expectedVersion`; of two managers taking it at once, one wins. A miss answers who has it now (and
 * the current version; null when the request does not exist). Adds an `assignment` line to the timeline.
 */
export async function assignRequest(
  db: Queryable,
  assignment: { requestId: string; staffAccountId: string; expectedVersion: number; at: Date },
): Promise<AssignOutcome> {
  const { rows } = await db.query<{ version: number }>(
    `UPDATE member_requests SET assigned_to = $2, assigned_at = $4, version = version + 1
      WHERE id = $1 AND version = $3 AND (assigned_to IS NULL OR assigned_to = $2) RETURNING version`,
    [assignment.requestId, assignment.staffAccountId, assignment.expectedVersion, assignment.at],
  );
  const version = rows[0]?.version;
  if (version !== undefined) {
    await appendRequestEvent(db, assignment.requestId, {
      at: assignment.at,
      kind: 'assignment',
      actorKind: 'staff',
      actorAccountId: assignment.staffAccountId,
      fromStatus: null,
      toStatus: null,
      note: null,
    });
    return { ok: true, version };
  }
  const current = await db.query<{ assigned_to: string | null; version: number }>(
    'SELECT assigned_to, version FROM member_requests WHERE id = $1',
    [assignment.requestId],
  );
  const row = current.rows[0];
  return { ok: false, assignedTo: row?.assigned_to ?? null, version: row?.version ?? null };
}
