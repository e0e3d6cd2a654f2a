import type { ContractGuarantees, GuaranteeDomain } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

interface GuaranteeRow extends Record<string, unknown> {
  nom_offre: string;
  domaine_code: string;
  domaine_libelle: string;
  libelle: string;
  formule: string;
  precision: string;
}

/** The guarantees of a member's contract by domain, or null when the contract is not the member's. */
export async function findContractGuarantees(
  db: Queryable,
  memberId: string,
  contractNumber: string,
): Promise<ContractGuarantees | null> {
  const contract = await db.query<{ nom_offre: string }>(
    'SELECT nom_offre FROM contracts WHERE member_id = $1 AND numero_contrat_individuel = $2',
    [memberId, contractNumber],
  );
  const nomOffre = contract.rows[0]?.nom_offre;
  if (nomOffre === undefined) return null;
  const { rows } = await db.query<GuaranteeRow>(
    `SELECT nom_offre, domaine_code, domaine_libelle, libelle, formule, precision FROM offer_guarantees
      WHERE nom_offre = $1 ORDER BY domaine_position, position`,
    [nomOffre],
  );
  const domaines = new Map<string, { libelle: string; lignes: GuaranteeDomain['lignes'][number][] }>();
  for (const row of rows) {
    const domain = domaines.get(row.domaine_code) ?? { libelle: row.domaine_libelle, lignes: [] };
    domain.lignes.push({ libelle: row.libelle, formule: row.formule, precision: row.precision });
    domaines.set(row.domaine_code, domain);
  }
  return {
    nomOffre,
    domaines: [...domaines].map(([code, domain]): GuaranteeDomain => ({ code, ...domain })),
  };
}
