import type { Queryable } from '../db/database.ts';

/** A letter of the member (generic resource example, OpenAPI `Courrier`). */
export interface Courrier {
  readonly id: string;
  readonly libelle: string;
  readonly dateEmission: string;
  readonly typeDocument: string;
  readonly scope: string;
  readonly lu: boolean;
}

export interface CourrierWithBody extends Courrier {
  readonly numeroContratIndividuel: string | null;
  readonly corps: readonly string[];
}

export interface CourrierFilter {
  readonly contract?: string | null | undefined;
  readonly typeDocument?: string | undefined;
  readonly dateDebut?: string | undefined;
  readonly dateFin?: string | undefined;
  readonly ids?: readonly string[] | undefined;
}

interface CourrierRow extends Record<string, unknown> {
  id: string;
  libelle: string;
  date_emission: string;
  type_document: string;
  scope: string;
  lu: boolean;
  numero_contrat_individuel: string | null;
  corps: unknown;
}

function toCourrier(row: CourrierRow): CourrierWithBody {
  return {
    id: row.id,
    libelle: row.libelle,
    dateEmission: row.date_emission,
    typeDocument: row.type_document,
    scope: row.scope,
    lu: row.lu,
    numeroContratIndividuel: row.numero_contrat_individuel,
    corps: Array.isArray(row.corps)
      ? row.corps.filter((line): line is string => typeof line === 'string')
      : [],
  };
}

/** Only the wire fields (the body lines and contract stay server-side). */
export function courrierView(courrier: CourrierWithBody): Courrier {
  const { id, libelle, dateEmission, typeDocument, scope, lu } = courrier;
  return { id, libelle, dateEmission, typeDocument, scope, lu };
}

/** The member's letters, newest first, filtered (a letter without contract shows for every contract). */
export async function findCourriers(
  db: Queryable,
  memberId: string,
  filter: CourrierFilter,
): Promise<CourrierWithBody[]> {
  const { rows } = await db.query<CourrierRow>(
    `SELECT id, libelle, date_emission, type_document, scope, lu, numero_contrat_individuel, corps FROM courriers
      WHERE member_id = $1
        AND ($2::text IS NULL OR numero_contrat_individuel IS NULL OR numero_contrat_individuel = $2)
        AND ($3::text IS NULL OR type_document = $3)
        AND ($4::date IS NULL OR date_emission >= $4::date)
        AND ($5::date IS NULL OR date_emission <= $5::date)
        AND ($6::text[] IS NULL OR id = ANY($6::text[]))
      ORDER BY date_emission DESC, id`,
    [
      memberId,
      filter.contract ?? null,
      filter.typeDocument ?? null,
      filter.dateDebut ?? null,
      filter.dateFin ?? null,
      filter.ids ? [...filter.ids] : null,
    ],
  );
  return rows.map(toCourrier);
}

export async function findCourrier(
  db: Queryable,
  memberId: string,
  id: string,
): Promise<CourrierWithBody | null> {
  return (await findCourriers(db, memberId, { ids: [id] }))[0] ?? null;
}

/** Marks a letter read or unread; null when it is not the member's. */
export async function markCourrier(
  db: Queryable,
  memberId: string,
  id: string,
  lu: boolean,
): Promise<CourrierWithBody | null> {
  const { rowCount } = await db.query('UPDATE courriers SET lu = $3 WHERE member_id = $1 AND id = $2', [
    memberId,
    id,
    lu,
  ]);
  return rowCount === 0 ? null : findCourrier(db, memberId, id);
}
