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
