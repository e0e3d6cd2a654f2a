import type { PrestationPrevoyance, PrestationTiersPayant, PrevoyanceNature } from '@portail/domain';
import type { TiersPayantProfession } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** Position after which the next tiers-payant page starts (newest payment first, then id, descending). */
export interface TiersPayantCursor {
  readonly datePaiement: string;
  readonly id: string;
}

/** Which tiers-payant payments: always one contract; optionally a period of payment (ISO dates, inclusive). */
export interface TiersPayantFilter {
  readonly contract: string;
  readonly dateDebut?: string | undefined;
  readonly dateFin?: string | undefined;
}

type PrevoyanceRecord = {
  id: string;
  nature: PrevoyanceNature;
  libelle: string;
  num_pers: string;
  nom: string;
  prenom: string;
  arret_id: string | null;
  arret_debut: string | null;
  arret_fin: string | null;
  periode_debut: string | null;
  periode_fin: string | null;
  jours: number | null;
  montant_journalier: number | null;
  montant_brut: number;
  charges_sociales: number;
  montant_net: number;
  date_paiement: string;
};

function prevoyance(row: PrevoyanceRecord): PrestationPrevoyance {
  return {
    id: row.id,
    nature: row.nature,
    libelle: row.libelle,
    beneficiaire: { numPers: row.num_pers, nom: row.nom, prenom: row.prenom },
    arret:
      row.arret_id === null || row.arret_debut === null
        ? null
        : { id: row.arret_id, debut: row.arret_debut, fin: row.arret_fin },
    periodeDebut: row.periode_debut,
    periodeFin: row.periode_fin,
    jours: row.jours,
    montantJournalier: row.montant_journalier,
    montantBrut: row.montant_brut,
    chargesSociales: row.charges_sociales,
    montantNet: row.montant_net,
    datePaiement: row.date_paiement,
  };
}

const PREVOYANCE_SELECT = `SELECT v.id, v.nature, v.libelle, v.num_pers, p.nom, p.prenom, v.arret_id,
         v.arret_debut::text AS arret_debut, v.arret_fin::text AS arret_fin,
         v.periode_debut::text AS periode_debut, v.periode_fin::text AS periode_fin, v.jours,
         v.montant_journalier, v.montant_brut, v.charges_sociales, v.montant_net,
         v.date_paiement::text AS date_paiement
    FROM prestations_prevoyance v JOIN persons p ON p.num_pers = v.num_pers`;

/** The prévoyance payments of `contract`, newest payment first (at most `limit`). */
export async function findPrevoyancePayments(
  db: Queryable,
  contract: string,
  limit: number,
): Promise<PrestationPrevoyance[]> {
  const { rows } = await db.query<PrevoyanceRecord>(
    `${PREVOYANCE_SELECT} WHERE v.numero_contrat_individuel = $1
      ORDER BY v.date_paiement DESC, v.id DESC LIMIT ${String(limit)}`,
    [contract],
  );
  return rows.map(prevoyance);
}

/** One prévoyance payment of `contract`; null when it does not exist or belongs to another contract. */
export async function findPrevoyancePayment(
  db: Queryable,
  contract: string,
  id: string,
): Promise<PrestationPrevoyance | null> {
  const { rows } = await db.query<PrevoyanceRecord>(
    `${PREVOYANCE_SELECT} WHERE v.numero_contrat_individuel = $1 AND v.id = $2`,
    [contract, id],
  );
  const row = rows[0];
  return row === undefined ? null : prevoyance(row);
}

type TiersRecord = {
  id: string;
  date_soins: string;
  date_paiement: string;
  type_professionnel: TiersPayantProfession;
  professionnel: string;
  libelle: string;
  num_pers: string;
  nom: string;
  prenom: string;
  montant: number;
};

function tiers(row: TiersRecord): PrestationTiersPayant {
  return {
    id: row.id,
    dateSoins: row.date_soins,
    datePaiement: row.date_paiement,
    typeProfessionnel: row.type_professionnel,
    professionnel: row.professionnel,
    libelle: row.libelle,
    beneficiaire: { numPers: row.num_pers, nom: row.nom, prenom: row.prenom },
    montant: row.montant,
  };
}

const TIERS_SELECT = `SELECT t.id, t.date_soins::text AS date_soins, t.date_paiement::text AS date_paiement,
         t.type_professionnel, t.professionnel, t.libelle, t.num_pers, p.nom, p.prenom, t.montant
    FROM prestations_tiers_payant t JOIN persons p ON p.num_pers = t.num_pers`;

/**
 * Up to `limit` tiers-payant payments after `cursor`, newest payment first (keyset on the contract's index), and
 * whether more follow.
 */
export async function findTiersPayant(
  db: Queryable,
  filter: TiersPayantFilter,
  cursor: TiersPayantCursor | null,
  limit: number,
): Promise<{ readonly payments: PrestationTiersPayant[]; readonly more: boolean }> {
  const params: unknown[] = [filter.contract];
  const conditions = ['t.numero_contrat_individuel = $1'];
  if (filter.dateDebut !== undefined) {
    params.push(filter.dateDebut);
    conditions.push(`t.date_paiement >= $${String(params.length)}::date`);
  }
  if (filter.dateFin !== undefined) {
    params.push(filter.dateFin);
    conditions.push(`t.date_paiement <= $${String(params.length)}::date`);
  }
  if (cursor !== null) {
    params.push(cursor.datePaiement, cursor.id);
    const [date, id] = [params.length - 1, params.length].map((n) => `$${String(n)}`);
    conditions.push(`(t.date_paiement, t.id) < (${date ?? ''}::date, ${id ?? ''})`);
  }
  const { rows } = await db.query<TiersRecord>(
    `${TIERS_SELECT} WHERE ${conditions.join(' AND ')}
      ORDER BY t.date_paiement DESC, t.id DESC LIMIT ${String(limit + 1)}`,
    params,
  );
  return { payments: rows.slice(0, limit).map(tiers), more: rows.length > limit };
}

/** One tiers-payant payment of `contract`; null when it does not exist or belongs to another contract. */
export async function findTiersPayantPayment(
  db: Queryable,
  contract: string,
  id: string,
): Promise<PrestationTiersPayant | null> {
  const { rows } = await db.query<TiersRecord>(
    `${TIERS_SELECT} WHERE t.numero_contrat_individuel = $1 AND t.id = $2`,
    [contract, id],
  );
  const row = rows[0];
  return row === undefined ? null : tiers(row);
}
