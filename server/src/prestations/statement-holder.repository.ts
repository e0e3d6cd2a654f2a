import type { Queryable } from '../db/database.ts';

/** The holder's name and the offer of contract `contract` (the statements' heading); null when unknown. */
export async function findContractHolder(
  db: Queryable,
  contract: string,
): Promise<{ readonly member: string; readonly offer: string } | null> {
  const { rows } = await db.query<{ prenom: string; nom: string; nom_offre: string }>(
    `SELECT m.prenom, m.nom, c.nom_offre FROM contracts c JOIN members m ON m.id = c.member_id
      WHERE c.numero_contrat_individuel = $1`,
    [contract],
  );
  const row = rows[0];
  return row === undefined ? null : { member: `${row.prenom} ${row.nom}`, offer: row.nom_offre };
}
