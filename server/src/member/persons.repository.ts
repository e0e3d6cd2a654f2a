import type { Beneficiary, Person } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

interface PersonRow extends Record<string, unknown> {
  num_pers: string;
  civilite: string;
  nom: string;
  prenom: string;
  date_naissance: string;
  nompatronymique: string;
  teletransmission: boolean;
  motif_refus_teletransmission: string | null;
  adresse: unknown;
}

const COLUMNS = `num_pers, civilite, nom, prenom, date_naissance, nompatronymique, teletransmission,
  motif_refus_teletransmission, adresse`;

function toPerson(row: PersonRow): Person {
  return {
    civilite: row.civilite,
    nom: row.nom,
    prenom: row.prenom,
    dateNaissance: row.date_naissance,
    nompatronymique: row.nompatronymique,
    teletransmission: row.teletransmission,
    motifRefusTeletransmission:
      row.motif_refus_teletransmission === null ? null : { libelle: row.motif_refus_teletransmission },
  };
}

/** Address fields as stored (jsonb of strings); anything else is dropped. */
function addressOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The member themself (principal person) with their postal address, or null. */
export async function findPrincipalPerson(
  db: Queryable,
  memberId: string,
): Promise<{ personne: Person; adresse: Record<string, string> } | null> {
  const { rows } = await db.query<PersonRow>(
    `SELECT ${COLUMNS} FROM persons WHERE member_id = $1 ORDER BY is_principal DESC, num_pers LIMIT 1`,
    [memberId],
  );
  const row = rows[0];
  return row ? { personne: toPerson(row), adresse: addressOf(row.adresse) } : null;
}

/** People covered by a contract, principal first then by birth date; `rang` follows that order. */
export async function findBeneficiaries(db: Queryable, contractNumber: string): Promise<Beneficiary[]> {
  const { rows } = await db.query<PersonRow>(
    `SELECT ${COLUMNS} FROM persons WHERE numero_contrat_individuel = $1
      ORDER BY is_principal DESC, date_naissance, num_pers`,
    [contractNumber],
  );
  return rows.map((row, index) => ({
    codeCivilite: row.civilite,
    nom: row.nom,
    prenom: row.prenom,
    numPers: row.num_pers,
    dateNaissance: row.date_naissance,
    rang: index + 1,
    teletransmission: row.teletransmission,
    motifRefusTeletransmission:
      row.motif_refus_teletransmission === null ? null : { libelle: row.motif_refus_teletransmission },
  }));
}
