import type { GuaranteeLine, SimulatorConsumption, SimulatorRenfortOffer } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** A line of « Mes garanties » of the offer with the simulator guarantee it stands for. */
export interface KeyedGuaranteeLine extends GuaranteeLine {
  readonly garantie: string;
}

/** The lines of the offer's « Mes garanties » that the simulator reads, by guarantee key. */
export async function findSimulatorGuaranteeLines(
  db: Queryable,
  nomOffre: string,
): Promise<KeyedGuaranteeLine[]> {
  const { rows } = await db.query<{ garantie: string; libelle: string; formule: string; precision: string }>(
    `SELECT l.garantie, g.libelle, g.formule, g.precision
       FROM simulator_guarantee_lines l
       JOIN offer_guarantees g ON g.libelle = l.libelle_ligne AND g.nom_offre = $1
      ORDER BY g.domaine_position, g.position`,
    [nomOffre],
  );
  return rows.map(({ garantie, libelle, formule, precision }) => ({ garantie, libelle, formule, precision }));
}

/**
 * What the mutuelle paid each beneficiary of the contract under each guarantee since the start date given for it
 * (its ceiling's period), from the care acts of « Mes remboursements » (rejected ones paid nothing).
 */
export async function findConsumptions(
  db: Queryable,
  contract: string,
  periods: readonly { readonly garantie: string; readonly debut: string }[],
): Promise<SimulatorConsumption[]> {
  if (periods.length === 0) return [];
  const { rows } = await db.query<{ num_pers: string; garantie: string; montant: string }>(
    `SELECT c.num_pers, p.garantie, SUM(c.montant_mutuelle)::text AS montant
       FROM unnest($2::text[], $3::date[]) AS p (garantie, debut)
       JOIN simulator_guarantee_care_acts a ON a.garantie = p.garantie
       JOIN care_acts c ON c.libelle = a.libelle_acte AND c.numero_contrat_individuel = $1
                       AND c.date_soins >= p.debut AND c.statut <> 'rejete'
      GROUP BY c.num_pers, p.garantie
      ORDER BY c.num_pers, p.garantie`,
    [contract, periods.map((period) => period.garantie), periods.map((period) => period.debut)],
  );
  return rows.map((row) => ({ numPers: row.num_pers, garantie: row.garantie, montant: Number(row.montant) }));
}

export const RENFORT_REQUEST_FORM = 'ajout-renforts';

export async function findOfferedRenforts(
  db: Queryable,
  contract: string,
  nomOffre: string,
): Promise<SimulatorRenfortOffer[]> {
  const { rows } = await db.query<{
    code: string;
    libelle: string;
    description: string;
    prix_mensuel: number;
    garanties: string[];
    demande: boolean;
  }>(
    `SELECT r.code, r.libelle, r.description, r.prix_mensuel, r.garanties,
            EXISTS (SELECT 1 FROM member_acts m
                     WHERE m.numero_contrat_individuel = $1 AND m.form_name = $3 AND m.data->>'renfort' = r.code
                   ) AS demande
       FROM offer_renforts o JOIN simulator_renforts r ON r.code = o.code
      WHERE o.nom_offre = $2
      ORDER BY r.position`,
    [contract, nomOffre, RENFORT_REQUEST_FORM],
  );
  return rows.map((row) => ({
    code: row.code,
    libelle: row.libelle,
    description: row.description,
    prixMensuel: row.prix_mensuel,
    garanties: row.garanties,
    demandeEnCours: row.demande,
  }));
}
