import type { Queryable } from '../db/database.ts';

/** Who a refunds statement is for: the contract's holder and offer. */
export interface StatementHolder {
  readonly prenom: string;
  readonly nom: string;
  readonly nomOffre: string;
}

/** The holder of contract `numContrat`; null for an unknown contract. */
export async function findStatementHolder(
  db: Queryable,
  numContrat: string,
): Promise<StatementHolder | null> {
  const { rows } = await db.query<{ prenom: string; nom: string; nom_offre: string }>(
    `SELECT m.prenom, m.nom, c.nom_offre FROM contracts c JOIN members m ON m.id = c.member_id
      WHERE c.numero_contrat_individuel = $1`,
    [numContrat],
  );
  const row = rows[0];
  return row === undefined ? null : { prenom: row.prenom, nom: row.nom, nomOffre: row.nom_offre };
}
