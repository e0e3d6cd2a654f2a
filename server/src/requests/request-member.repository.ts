import type { Queryable } from '../db/database.ts';

/** What sending a request needs to know of the member and the contract. */
export interface RequestMemberContext {
  /** The member's NIR (13 characters, no key), null when unknown. */
  readonly nir: string | null;
  /** The member number (`members.numero_contrat`). */
  readonly memberNumber: string;
  readonly nomOffre: string;
  readonly nom: string;
  readonly prenom: string;
}

/** The member and the contract of a request; null when the contract is not the member's. */
export async function findRequestMemberContext(
  db: Queryable,
  memberId: string,
  contract: string,
): Promise<RequestMemberContext | null> {
  const { rows } = await db.query<{
    nir: string | null;
    numero_contrat: string;
    nom_offre: string;
    nom: string;
    prenom: string;
  }>(
    `SELECT m.nir, m.numero_contrat, c.nom_offre, m.nom, m.prenom
       FROM members m JOIN contracts c ON c.member_id = m.id
      WHERE m.id = $1 AND c.numero_contrat_individuel = $2`,
    [memberId, contract],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    nir: row.nir,
    memberNumber: row.numero_contrat,
    nomOffre: row.nom_offre,
    nom: row.nom,
    prenom: row.prenom,
  };
}

/** The numPers of the people a contract covers. */
export async function findContractPersons(db: Queryable, contract: string): Promise<ReadonlySet<string>> {
  const { rows } = await db.query<{ num_pers: string }>(
    'SELECT num_pers FROM persons WHERE numero_contrat_individuel = $1',
    [contract],
  );
  return new Set(rows.map((row) => row.num_pers));
}

/**
 * How the insurer handles a kind of request (`acte_modes_gestion`, id `demande-<kind>`): `manuel` unless set
 * otherwise — a request is processed by a manager in the back office's queue.
 */
export async function findRequestManagementMode(
  db: Queryable,
  kind: string,
): Promise<'manuel' | 'automatique'> {
  const { rows } = await db.query<{ mode_gestion: string }>(
    'SELECT mode_gestion FROM acte_modes_gestion WHERE lower(id) = lower($1) LIMIT 1',
    [`demande-${kind}`],
  );
  return rows[0]?.mode_gestion === 'automatique' ? 'automatique' : 'manuel';
}
