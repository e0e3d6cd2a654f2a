import type { RequestKind, RequestStatus } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

/** The queue's sort orders: newest first, oldest first, soonest expected answer first. */
export type QueueSort = 'recentes' | 'anciennes' | 'echeance';

export interface QueueFilter {
  readonly kind?: RequestKind;
  readonly status?: RequestStatus;
  /** Submitted at or before this instant (« at least N days old »). */
  readonly submittedUntil?: Date;
  /** Submitted at or after this instant (« at most N days old »). */
  readonly submittedFrom?: Date;
  /** true: late only (waiting on the insurer, past due); false: the others. */
  readonly late?: boolean;
  /** A staff account id, or null for the requests nobody has taken. */
  readonly assignedTo?: string | null;
  readonly offer?: string;
  readonly memberNumber?: string;
}

/** The last row of the previous page: its sort key (submitted_at or due_at) and id. */
export interface QueueCursor {
  readonly at: Date;
  readonly id: string;
}

export interface QueueRow {
  readonly id: string;
  readonly reference: string;
  readonly kind: RequestKind;
  readonly status: RequestStatus;
  readonly submittedAt: Date;
  readonly dueAt: Date;
  readonly memberNumber: string;
  readonly memberLastName: string;
  readonly memberFirstName: string;
  readonly contractNumber: string;
  readonly offer: string;
  readonly assignedTo: { readonly id: string; readonly login: string; readonly name: string } | null;
  readonly version: number;
}

interface DbQueueRow extends Record<string, unknown> {
  id: string;
  reference: string;
  kind: RequestKind;
  status: RequestStatus;
  submitted_at: Date;
  due_at: Date;
  member_number: string;
  nom: string;
  prenom: string;
  numero_contrat_individuel: string;
  nom_offre: string;
  assigned_to: string | null;
  staff_login: string | null;
  staff_nom: string | null;
  staff_prenom: string | null;
  version: number;
}

const ORDER: Readonly<Record<QueueSort, { key: string; dir: 'ASC' | 'DESC' }>> = {
  recentes: { key: 'submitted_at', dir: 'DESC' },
  anciennes: { key: 'submitted_at', dir: 'ASC' },
  echeance: { key: 'due_at', dir: 'ASC' },
};

/** The WHERE clauses of a filter (on `member_requests` alone, each served by an index of migration 122). */
function conditions(filter: QueueFilter, now: Date, params: unknown[]): string[] {
  const where: string[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${String(params.length)}`;
  };
  if (filter.kind !== undefined) where.push(`kind = ${param(filter.kind)}`);
  if (filter.status !== undefined) where.push(`status = ${param(filter.status)}`);
  if (filter.submittedUntil !== undefined) where.push(`submitted_at <= ${param(filter.submittedUntil)}`);
  if (filter.submittedFrom !== undefined) where.push(`submitted_at >= ${param(filter.submittedFrom)}`);
  if (filter.late !== undefined) {
    const late = `(status IN ('envoyee', 'en-cours') AND due_at < ${param(now)})`;
    where.push(filter.late ? late : `NOT ${late}`);
  }
  if (filter.assignedTo === null) where.push('assigned_to IS NULL');
  else if (filter.assignedTo !== undefined) where.push(`assigned_to = ${param(filter.assignedTo)}`);
  if (filter.offer !== undefined) where.push(`nom_offre = ${param(filter.offer)}`);
  if (filter.memberNumber !== undefined) where.push(`member_number = ${param(filter.memberNumber)}`);
  return where;
}

/**
 * One keyset page of the queue: `limit` rows after `cursor` in `sort` order (ties broken by id), the member's
 * name and the assigned staff member's read for those rows only; `more` when a next page exists.
 */
export async function findQueuePage(
  db: Queryable,
  query: {
    readonly filter: QueueFilter;
    readonly sort: QueueSort;
    readonly cursor: QueueCursor | null;
    readonly limit: number;
    readonly now: Date;
  },
): Promise<{ rows: QueueRow[]; more: boolean }> {
  const params: unknown[] = [];
  const where = conditions(query.filter, query.now, params);
  const { key, dir } = ORDER[query.sort];
  if (query.cursor !== null) {
    params.push(query.cursor.at, query.cursor.id);
    const n = params.length;
    where.push(`(${key}, id) ${dir === 'ASC' ? '>' : '<'} ($${String(n - 1)}, $${String(n)})`);
  }
  params.push(query.limit + 1);
  const { rows } = await db.query<DbQueueRow>(
    `WITH page AS (
       SELECT id, reference, kind, status, submitted_at, due_at, member_number, member_id,
              numero_contrat_individuel, nom_offre, assigned_to, version
         FROM member_requests
        ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
        ORDER BY ${key} ${dir}, id ${dir}
        LIMIT $${String(params.length)})
     SELECT page.*, m.nom, m.prenom, a.user_name AS staff_login, sp.nom AS staff_nom, sp.prenom AS staff_prenom
       FROM page
       JOIN members m ON m.id = page.member_id
       LEFT JOIN accounts a ON a.id = page.assigned_to
       LEFT JOIN staff_profiles sp ON sp.account_id = page.assigned_to
      ORDER BY page.${key} ${dir}, page.id ${dir}`,
    params,
  );
  return { rows: rows.slice(0, query.limit).map(queueRow), more: rows.length > query.limit };
}

/** « Prénom Nom » of a staff member, their login when the back office keeps no name. */
export function staffName(login: string, prenom: string | null, nom: string | null): string {
  const name = `${prenom ?? ''} ${nom ?? ''}`.trim();
  return name === '' ? login : name;
}

function queueRow(row: DbQueueRow): QueueRow {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    submittedAt: row.submitted_at,
    dueAt: row.due_at,
    memberNumber: row.member_number,
    memberLastName: row.nom,
    memberFirstName: row.prenom,
    contractNumber: row.numero_contrat_individuel,
    offer: row.nom_offre,
    assignedTo:
      row.assigned_to === null
        ? null
        : {
            id: row.assigned_to,
            login: row.staff_login ?? '',
            name: staffName(row.staff_login ?? '', row.staff_prenom, row.staff_nom),
          },
    version: row.version,
  };
}

/** Every request per status (table `member_request_status_counts`, kept by the triggers of migration 123). */
export async function countRequestsByStatus(db: Queryable): Promise<ReadonlyMap<string, number>> {
  const { rows } = await db.query<{ status: string; n: number | string }>(
    'SELECT status, n FROM member_request_status_counts',
  );
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}
