import {
  formatRequestReference,
  isRequestKind,
  isRequestStatus,
  type RequestKind,
  type RequestStatus,
} from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** A request as stored (`member_requests`), in domain types. */
export interface RequestRecord {
  readonly id: string;
  readonly reference: string;
  readonly memberId: string;
  readonly accountId: string | null;
  readonly contract: string;
  readonly memberNumber: string;
  readonly nomOffre: string;
  readonly kind: RequestKind;
  readonly status: RequestStatus;
  /** The form's data as the domain normalised it (`RequestForm`), read back as JSON. */
  readonly payload: Readonly<Record<string, unknown>>;
  readonly modeGestion: 'manuel' | 'automatique';
  readonly submittedAt: Date;
  readonly dueAt: Date;
  readonly statusChangedAt: Date;
  readonly version: number;
  readonly assignedTo: string | null;
  readonly assignedAt: Date | null;
}

/** One line of the timeline (`member_request_events`). */
export interface RequestEvent {
  readonly at: Date;
  readonly kind: 'status' | 'assignment' | 'document';
  readonly actorKind: 'member' | 'staff' | 'system';
  readonly actorAccountId: string | null;
  readonly fromStatus: RequestStatus | null;
  readonly toStatus: RequestStatus | null;
  readonly note: string | null;
}

interface RequestRow extends Record<string, unknown> {
  id: string;
  reference: string;
  member_id: string;
  account_id: string | null;
  numero_contrat_individuel: string;
  member_number: string;
  nom_offre: string;
  kind: string;
  status: string;
  payload: unknown;
  mode_gestion: string;
  submitted_at: Date;
  due_at: Date;
  status_changed_at: Date;
  version: number;
  assigned_to: string | null;
  assigned_at: Date | null;
}

const COLUMNS = `id, reference, member_id, account_id, numero_contrat_individuel, member_number, nom_offre, kind, status,
  payload, mode_gestion, submitted_at, due_at, status_changed_at, version, assigned_to, assigned_at`;

function statusOf(value: unknown): RequestStatus {
  if (!isRequestStatus(value)) throw new Error(`member_requests: unknown status ${String(value)}`);
  return value;
}

function payloadOf(value: unknown): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('member_requests: payload is not an object');
  }
  return Object.fromEntries(Object.entries(value));
}

function toRecord(row: RequestRow): RequestRecord {
  if (!isRequestKind(row.kind)) throw new Error(`member_requests: unknown kind ${row.kind}`);
  return {
    id: row.id,
    reference: row.reference,
    memberId: row.member_id,
    accountId: row.account_id,
    contract: row.numero_contrat_individuel,
    memberNumber: row.member_number,
    nomOffre: row.nom_offre,
    kind: row.kind,
    status: statusOf(row.status),
    payload: payloadOf(row.payload),
    modeGestion: row.mode_gestion === 'automatique' ? 'automatique' : 'manuel',
    submittedAt: row.submitted_at,
    dueAt: row.due_at,
    statusChangedAt: row.status_changed_at,
    version: row.version,
    assignedTo: row.assigned_to,
    assignedAt: row.assigned_at,
  };
}

/** The next reference number, `DEM-<year>-<sequence>` (one sequence shared by every instance). */
export async function nextRequestReference(db: Queryable, year: number): Promise<string> {
  const { rows } = await db.query<{ n: number }>(
    "SELECT nextval('member_request_reference_seq')::integer AS n",
  );
  const n = rows[0]?.n;
  if (n === undefined) throw new Error('nextRequestReference: no value');
  return formatRequestReference(year, n);
}

/** Records a new request (status « Envoyée ») and the first line of its timeline, by its member. */
export async function insertRequest(db: Queryable, request: RequestRecord): Promise<void> {
  await db.query(
    `INSERT INTO member_requests (${COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15, $16, $17)`,
    [
      request.id,
      request.reference,
      request.memberId,
      request.accountId,
      request.contract,
      request.memberNumber,
      request.nomOffre,
      request.kind,
      request.status,
      JSON.stringify(request.payload),
      request.modeGestion,
      request.submittedAt,
      request.dueAt,
      request.statusChangedAt,
      request.version,
      request.assignedTo,
      request.assignedAt,
    ],
  );
  await appendRequestEvent(db, request.id, {
    at: request.submittedAt,
    kind: 'status',
    actorKind: 'member',
    actorAccountId: request.accountId,
    fromStatus: null,
    toStatus: request.status,
    note: null,
  });
}

/** The requests of one contract, newest first (at most `limit`). */
export async function listContractRequests(
  db: Queryable,
  contract: string,
  limit = 500,
): Promise<RequestRecord[]> {
  const { rows } = await db.query<RequestRow>(
    `SELECT ${COLUMNS} FROM member_requests WHERE numero_contrat_individuel = $1
      ORDER BY submitted_at DESC, id DESC LIMIT $2`,
    [contract, limit],
  );
  return rows.map(toRecord);
}

/** A request by id, whoever's it is (staff side); null when none. */
export async function findRequest(db: Queryable, id: string): Promise<RequestRecord | null> {
  const { rows } = await db.query<RequestRow>(`SELECT ${COLUMNS} FROM member_requests WHERE id = $1`, [id]);
  const row = rows[0];
  return row === undefined ? null : toRecord(row);
}

/** A request of this member; null when none or another member's (the caller answers 404 either way). */
export async function findMemberRequest(
  db: Queryable,
  memberId: string,
  id: string,
): Promise<RequestRecord | null> {
  const { rows } = await db.query<RequestRow>(
    `SELECT ${COLUMNS} FROM member_requests WHERE id = $1 AND member_id = $2`,
    [id, memberId],
  );
  const row = rows[0];
  return row === undefined ? null : toRecord(row);
}

/** Adds a line to a request's timeline. */
export async function appendRequestEvent(
  db: Queryable,
  requestId: string,
  event: RequestEvent,
): Promise<void> {
  await db.query(
    `INSERT INTO member_request_events (request_id, at, kind, actor_kind, actor_account_id, from_status, to_status, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      requestId,
      event.at,
      event.kind,
      event.actorKind,
      event.actorAccountId,
      event.fromStatus,
      event.toStatus,
      event.note,
    ],
  );
}

interface EventRow extends Record<string, unknown> {
  at: Date;
  kind: RequestEvent['kind'];
  actor_kind: RequestEvent['actorKind'];
  actor_account_id: string | null;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
}

/** A request's timeline, oldest first. */
export async function findRequestEvents(db: Queryable, requestId: string): Promise<RequestEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT at, kind, actor_kind, actor_account_id, from_status, to_status, note FROM member_request_events
      WHERE request_id = $1 ORDER BY at, id`,
    [requestId],
  );
  return rows.map((row) => ({
    at: row.at,
    kind: row.kind,
    actorKind: row.actor_kind,
    actorAccountId: row.actor_account_id,
    fromStatus: row.from_status === null ? null : statusOf(row.from_status),
    toStatus: row.to_status === null ? null : statusOf(row.to_status),
    note: row.note,
  }));
}
