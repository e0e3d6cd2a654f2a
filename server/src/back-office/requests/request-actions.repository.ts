import type { RequestStatus } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

/** Who acts and when (a staff member). */
export interface StaffActor {
  readonly accountId: string;
  readonly at: Date;
}

/**
 * Applies a staff change to a request read (and locked) at `version` in the caller's transaction: the new status
 * (`status` unchanged when only assigning), the assignment, the next version; a timeline event for each status
 * change and each assignment. Returns the new version.
 */
export async function applyStaffChange(
  tx: Queryable,
  change: {
    readonly requestId: string;
    readonly version: number;
    readonly from: RequestStatus;
    readonly to: RequestStatus;
    readonly assign: boolean;
    readonly note: string | null;
  },
  actor: StaffActor,
): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    `UPDATE member_requests
        SET status = $3, version = version + 1,
            status_changed_at = CASE WHEN status = $3 THEN status_changed_at ELSE $4 END,
            assigned_to = CASE WHEN $6 THEN $5 ELSE assigned_to END,
            assigned_at = CASE WHEN $6 THEN $4 ELSE assigned_at END
      WHERE id = $1 AND version = $2
      RETURNING version`,
    [change.requestId, change.version, change.to, actor.at, actor.accountId, change.assign],
  );
  const version = rows[0]?.version;
  if (version === undefined) throw new Error('request changed under its row lock');
  if (change.assign)
    await insertEvent(tx, change.requestId, actor, { kind: 'assignment', from: null, to: null, note: null });
  if (change.from !== change.to)
    await insertEvent(tx, change.requestId, actor, {
      kind: 'status',
      from: change.from,
      to: change.to,
      note: change.note,
    });
  return version;
}

async function insertEvent(
  tx: Queryable,
  requestId: string,
  actor: StaffActor,
  event: {
    kind: 'status' | 'assignment' | 'document';
    from: string | null;
    to: string | null;
    note: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO member_request_events (request_id, at, kind, actor_kind, actor_account_id, from_status, to_status, note)
     VALUES ($1, $2, $3, 'staff', $4, $5, $6, $7)`,
    [requestId, actor.at, event.kind, actor.accountId, event.from, event.to, event.note],
  );
}

/** The id of the newest timeline event of the request (the notification's source). */
export async function lastEventId(tx: Queryable, requestId: string): Promise<string> {
  const { rows } = await tx.query<{ id: string | number }>(
    'SELECT id FROM member_request_events WHERE request_id = $1 ORDER BY id DESC LIMIT 1',
    [requestId],
  );
  return String(rows[0]?.id ?? 0);
}

/** Posts a staff message in the request's thread (created when the request has none yet). */
export async function postStaffMessage(
  tx: Queryable,
  request: { readonly id: string; readonly memberId: string; readonly contractNumber: string },
  message: { readonly id: string; readonly threadId: string; readonly text: string },
  actor: StaffActor,
): Promise<void> {
  await tx.query(
    `INSERT INTO member_threads (id, member_id, numero_contrat_individuel, request_id, created_at, last_message_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (request_id) DO UPDATE SET last_message_at = EXCLUDED.last_message_at`,
    [message.threadId, request.memberId, request.contractNumber, request.id, actor.at],
  );
  await tx.query(
    `INSERT INTO member_thread_messages (id, thread_id, author_kind, author_account_id, texte, created_at)
     SELECT $1, th.id, 'staff', $3, $4, $5 FROM member_threads th WHERE th.request_id = $2`,
    [message.id, request.id, actor.accountId, message.text, actor.at],
  );
}

/** Stores a document the insurer issued (a PDF) and attaches it to the request, with a timeline event. */
export async function attachIssuedDocument(
  tx: Queryable,
  request: { readonly id: string; readonly memberId: string },
  file: { readonly id: string; readonly name: string; readonly content: Buffer; readonly field: string },
  actor: StaffActor,
): Promise<void> {
  await tx.query(
    `INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id,
                                 index_ged, created_at, content)
     VALUES ($1, $2, $3, 'application/pdf', $4, $5, NULL, $6, $7)`,
    [file.id, file.name, file.content.length, file.field, actor.accountId, actor.at, file.content],
  );
  await tx.query(
    `INSERT INTO member_request_attachments (remote_file_name, member_id, request_id, field, position)
     VALUES ($1, $2, $3, $4, 0)`,
    [file.id, request.memberId, request.id, file.field],
  );
  await insertEvent(tx, request.id, actor, { kind: 'document', from: null, to: null, note: file.name });
}
