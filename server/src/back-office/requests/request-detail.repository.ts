import type { ContractState, RequestKind, RequestStatus } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import { staffName } from './requests-queue.repository.ts';

/** A request as a manager reads it, with its member and contract. */
export interface StaffRequest {
  readonly id: string;
  readonly reference: string;
  readonly kind: RequestKind;
  readonly status: RequestStatus;
  readonly version: number;
  readonly submittedAt: Date;
  readonly dueAt: Date;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly assignedTo: { readonly id: string; readonly login: string; readonly name: string } | null;
  readonly member: {
    readonly id: string;
    readonly numero: string;
    readonly civilite: string | null;
    readonly nom: string;
    readonly prenom: string;
    readonly email: string | null;
    readonly zeroPapier: boolean;
  };
  readonly contract: { readonly numero: string; readonly offre: string; readonly etat: ContractState };
}

export interface StaffRequestAttachment {
  readonly id: string;
  readonly name: string;
  readonly mimeType: string;
  readonly size: number;
  readonly addedAt: Date;
  readonly byStaff: boolean;
  readonly messageId: string | null;
}

export interface StaffRequestMessage {
  readonly id: string;
  readonly at: Date;
  readonly byStaff: boolean;
  readonly authorName: string;
  readonly text: string;
}

export interface StaffRequestEvent {
  readonly at: Date;
  readonly status: RequestStatus;
  readonly author: string;
  readonly note: string | null;
}

interface RequestRow extends Record<string, unknown> {
  id: string;
  reference: string;
  kind: RequestKind;
  status: RequestStatus;
  version: number;
  submitted_at: Date;
  due_at: Date;
  payload: Record<string, unknown>;
  assigned_to: string | null;
  staff_login: string | null;
  staff_nom: string | null;
  staff_prenom: string | null;
  member_id: string;
  member_number: string;
  civilite: string | null;
  nom: string;
  prenom: string;
  email: string | null;
  zero_papier: boolean | null;
  numero_contrat_individuel: string;
  nom_offre: string;
  etat: ContractState;
}

/**
 * The request, or null. `lock` locks its row first, alone, in the caller's transaction: a waiting `FOR UPDATE`
 * re-reads the row but not its joins (PostgreSQL), so the read is a new statement that sees the committed holder.
 */
export async function findStaffRequest(db: Queryable, id: string, opts: { lock?: boolean } = {}) {
  if (opts.lock === true) await db.query('SELECT 1 FROM member_requests WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<RequestRow>(
    `SELECT r.id, r.reference, r.kind, r.status, r.version, r.submitted_at, r.due_at, r.payload, r.assigned_to,
            a.user_name AS staff_login, sp.nom AS staff_nom, sp.prenom AS staff_prenom,
            r.member_id, r.member_number, m.civilite, m.nom, m.prenom, m.email,
            (SELECT bool_or(ma.dematerialization) FROM accounts ma
              WHERE ma.member_id = r.member_id AND ma.status = 'active') AS zero_papier,
            r.numero_contrat_individuel, c.nom_offre, c.etat
       FROM member_requests r
       JOIN members m ON m.id = r.member_id
       JOIN contracts c ON c.numero_contrat_individuel = r.numero_contrat_individuel
       LEFT JOIN accounts a ON a.id = r.assigned_to
       LEFT JOIN staff_profiles sp ON sp.account_id = r.assigned_to
      WHERE r.id = $1`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    version: row.version,
    submittedAt: row.submitted_at,
    dueAt: row.due_at,
    payload: row.payload,
    assignedTo:
      row.assigned_to === null
        ? null
        : {
            id: row.assigned_to,
            login: row.staff_login ?? '',
            name: staffName(row.staff_login ?? '', row.staff_prenom, row.staff_nom),
          },
    member: {
      id: row.member_id,
      numero: row.member_number,
      civilite: row.civilite,
      nom: row.nom,
      prenom: row.prenom,
      email: row.email,
      zeroPapier: row.zero_papier === true,
    },
    contract: { numero: row.numero_contrat_individuel, offre: row.nom_offre, etat: row.etat },
  };
}

/** The documents of the request's form and of its thread's messages, in order. */
export async function findStaffRequestAttachments(
  db: Queryable,
  requestId: string,
): Promise<StaffRequestAttachment[]> {
  const { rows } = await db.query<{
    remote_file_name: string;
    local_file_name: string;
    mime_type: string;
    size: number | string;
    created_at: Date;
    by_staff: boolean;
    message_id: string | null;
  }>(
    `SELECT f.remote_file_name, f.local_file_name, f.mime_type, f.size, f.created_at, att.message_id,
            (msg.author_kind = 'staff' OR (att.message_id IS NULL AND att.field = 'prise-en-charge')) AS by_staff
       FROM member_request_attachments att
       JOIN uploaded_files f ON f.remote_file_name = att.remote_file_name
       LEFT JOIN member_thread_messages msg ON msg.id = att.message_id
       LEFT JOIN member_threads th ON th.id = msg.thread_id
      WHERE att.request_id = $1 OR th.request_id = $1
      ORDER BY f.created_at, att.position, f.remote_file_name`,
    [requestId],
  );
  return rows.map((row) => ({
    id: row.remote_file_name,
    name: row.local_file_name,
    mimeType: row.mime_type,
    size: Number(row.size),
    addedAt: row.created_at,
    byStaff: row.by_staff === true,
    messageId: row.message_id,
  }));
}

/** The request's thread, oldest first (authors: the member, or the staff member's name). */
export async function findStaffRequestMessages(
  db: Queryable,
  requestId: string,
): Promise<StaffRequestMessage[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    author_kind: 'member' | 'staff';
    texte: string;
    login: string | null;
    nom: string | null;
    prenom: string | null;
  }>(
    `SELECT msg.id, msg.created_at, msg.author_kind, msg.texte, a.user_name AS login, sp.nom, sp.prenom
       FROM member_threads th
       JOIN member_thread_messages msg ON msg.thread_id = th.id
       LEFT JOIN accounts a ON a.id = msg.author_account_id
       LEFT JOIN staff_profiles sp ON sp.account_id = msg.author_account_id
      WHERE th.request_id = $1
      ORDER BY msg.created_at, msg.id`,
    [requestId],
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    byStaff: row.author_kind === 'staff',
    authorName:
      row.author_kind === 'staff' ? staffName(row.login ?? 'Gestionnaire', row.prenom, row.nom) : 'Adhérent',
    text: row.texte,
  }));
}

/** The status changes of the request, oldest first. */
export async function findStaffRequestEvents(db: Queryable, requestId: string): Promise<StaffRequestEvent[]> {
  const { rows } = await db.query<{
    at: Date;
    to_status: RequestStatus;
    actor_kind: 'member' | 'staff' | 'system';
    note: string | null;
    login: string | null;
    nom: string | null;
    prenom: string | null;
  }>(
    `SELECT e.at, e.to_status, e.actor_kind, e.note, a.user_name AS login, sp.nom, sp.prenom
       FROM member_request_events e
       LEFT JOIN accounts a ON a.id = e.actor_account_id
       LEFT JOIN staff_profiles sp ON sp.account_id = e.actor_account_id
      WHERE e.request_id = $1 AND e.kind = 'status' AND e.to_status IS NOT NULL
      ORDER BY e.at, e.id`,
    [requestId],
  );
  return rows.map((row) => ({
    at: row.at,
    status: row.to_status,
    author:
      row.actor_kind === 'member'
        ? 'Adhérent'
        : row.actor_kind === 'system'
          ? 'Portail'
          : staffName(row.login ?? 'Gestionnaire', row.prenom, row.nom),
    note: row.note,
  }));
}

/** One attachment's file (checked type, name, bytes) when it belongs to the request, else null. */
export async function findStaffRequestFile(
  db: Queryable,
  requestId: string,
  fileId: string,
): Promise<{ name: string; mimeType: string; content: Buffer } | null> {
  const { rows } = await db.query<{ local_file_name: string; mime_type: string; content: Uint8Array | null }>(
    `SELECT f.local_file_name, f.mime_type, c.content
       FROM member_request_attachments att
       JOIN uploaded_files f ON f.remote_file_name = att.remote_file_name
       JOIN uploaded_file_contents c ON c.remote_file_name = att.remote_file_name
       LEFT JOIN member_thread_messages msg ON msg.id = att.message_id
       LEFT JOIN member_threads th ON th.id = msg.thread_id
      WHERE att.remote_file_name = $2 AND (att.request_id = $1 OR th.request_id = $1)`,
    [requestId, fileId],
  );
  const row = rows[0];
  if (row === undefined || row.content === null) return null;
  return { name: row.local_file_name, mimeType: row.mime_type, content: Buffer.from(row.content) };
}
