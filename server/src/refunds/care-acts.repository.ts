import type { Queryable } from '../db/database.ts';
import type { CareAct, CareActStatus, CareType } from '@portail/domain';

/** What the member asked for; the contract is always the session member's current one. */
export interface CareActFilter {
  readonly contract: string;
  readonly beneficiaire?: string | undefined;
  /** ISO dates, inclusive. */
  readonly dateDebut?: string | undefined;
  readonly dateFin?: string | undefined;
  readonly typeSoin?: CareType | undefined;
  /** Words searched in the act label and the professional's name. */
  readonly recherche?: string | undefined;
  readonly statut?: CareActStatus | undefined;
}

/** Position after which the next page starts (newest first: date of care, then id, descending). */
export interface CareActCursor {
  readonly dateSoins: string;
  readonly id: string;
}

type CareActRecord = {
  id: string;
  date_soins: string;
  num_pers: string;
  nom: string;
  prenom: string;
  type_soin: CareType;
  libelle: string;
  professionnel: string;
  montant_depense: number;
  montant_secu: number;
  montant_mutuelle: number;
  date_paiement: string | null;
  statut: CareActStatus;
  motif_rejet: string | null;
};

function view(row: CareActRecord): CareAct {
  return {
    id: row.id,
    dateSoins: row.date_soins,
    beneficiaire: { numPers: row.num_pers, nom: row.nom, prenom: row.prenom },
    typeSoin: row.type_soin,
    libelle: row.libelle,
    professionnel: row.professionnel,
    montantDepense: row.montant_depense,
    montantSecu: row.montant_secu,
    montantMutuelle: row.montant_mutuelle,
    resteACharge: row.montant_depense - row.montant_secu - row.montant_mutuelle,
    datePaiement: row.date_paiement,
    statut: row.statut,
    motifRejet: row.motif_rejet,
  };
}

/** `%`, `_` and `\` of the member's words match themselves. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereClause(
  filter: CareActFilter,
  cursor: CareActCursor | null,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.contract];
  const conditions = ['a.numero_contrat_individuel = $1'];
  const add = (condition: (n: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${String(params.length)}`));
  };
  if (filter.beneficiaire !== undefined) add((n) => `a.num_pers = ${n}`, filter.beneficiaire);
  if (filter.dateDebut !== undefined) add((n) => `a.date_soins >= ${n}::date`, filter.dateDebut);
  if (filter.dateFin !== undefined) add((n) => `a.date_soins <= ${n}::date`, filter.dateFin);
  if (filter.typeSoin !== undefined) add((n) => `a.type_soin = ${n}`, filter.typeSoin);
  if (filter.statut !== undefined) add((n) => `a.statut = ${n}`, filter.statut);
  if (filter.recherche !== undefined)
    add((n) => `(a.libelle ILIKE ${n} OR a.professionnel ILIKE ${n})`, likePattern(filter.recherche));
  if (cursor !== null) {
    params.push(cursor.dateSoins, cursor.id);
    const [date, id] = [params.length - 1, params.length].map((i) => `$${String(i)}`);
    conditions.push(`(a.date_soins, a.id) < (${date ?? ''}::date, ${id ?? ''})`);
  }
  return { sql: conditions.join(' AND '), params };
}

const SELECT = `SELECT a.id, a.date_soins::text AS date_soins, a.num_pers, p.nom, p.prenom,
         a.type_soin, a.libelle, a.professionnel, a.montant_depense, a.montant_secu, a.montant_mutuelle,
         a.date_paiement::text AS date_paiement, a.statut, a.motif_rejet
    FROM care_acts a JOIN persons p ON p.num_pers = a.num_pers`;

/**
 * Up to `limit` acts after `cursor`, newest first (keyset pagination on the contract's index), and whether
 * more follow.
 */
export async function findCareActs(
  db: Queryable,
  filter: CareActFilter,
  cursor: CareActCursor | null,
  limit: number,
): Promise<{ readonly acts: CareAct[]; readonly more: boolean }> {
  const where = whereClause(filter, cursor);
  const { rows } = await db.query<CareActRecord>(
    `${SELECT} WHERE ${where.sql} ORDER BY a.date_soins DESC, a.id DESC LIMIT ${String(limit + 1)}`,
    where.params,
  );
  return { acts: rows.slice(0, limit).map(view), more: rows.length > limit };
}

/** Per month (`YYYY-MM`) from `fromDay` (first day of a month) on: Sécu, mutuelle and remaining amounts. */
export async function monthlyTotals(
  db: Queryable,
  contract: string,
  fromDay: string,
): Promise<Map<string, { secu: number; mutuelle: number; reste: number }>> {
  const { rows } = await db.query<{ mois: string; secu: string; mutuelle: string; reste: string }>(
    `SELECT to_char(date_soins, 'YYYY-MM') AS mois, sum(montant_secu) AS secu, sum(montant_mutuelle) AS mutuelle,
            sum(montant_depense - montant_secu - montant_mutuelle) AS reste
       FROM care_acts WHERE numero_contrat_individuel = $1 AND date_soins >= $2::date
      GROUP BY 1`,
    [contract, fromDay],
  );
  return new Map(
    rows.map((row) => [
      row.mois,
      { secu: Number(row.secu), mutuelle: Number(row.mutuelle), reste: Number(row.reste) },
    ]),
  );
}

/** The people covered by the contract (the beneficiary filter). */
export async function contractBeneficiaries(
  db: Queryable,
  contract: string,
): Promise<{ numPers: string; nom: string; prenom: string }[]> {
  const { rows } = await db.query<{ numPers: string; nom: string; prenom: string }>(
    `SELECT num_pers AS "numPers", nom, prenom FROM persons WHERE numero_contrat_individuel = $1
      ORDER BY is_principal DESC, date_naissance, num_pers`,
    [contract],
  );
  return rows;
}
