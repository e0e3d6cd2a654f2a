import type { BankDetails, Contract, ContractFamily, ContractState } from '@portail/domain';
import { CONTRACT_FAMILIES, CONTRACT_STATES } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

interface ContractRow extends Record<string, unknown> {
  numero_contrat_individuel: string;
  nom_offre: string;
  famille: string;
  etat: string;
  is_actif: boolean;
  is_precontentieux: boolean;
  code_mode_paiement: string;
  payment_missing: boolean;
  rib_pays: string | null;
  rib_cle_iban: string | null;
  rib_identifiant_national: string | null;
  rib_bic: string | null;
  rib_titulaire: string | null;
  request_pending: boolean;
}

function stateOf(etat: string): ContractState {
  const state = CONTRACT_STATES.find((known) => known === etat);
  if (state === undefined) throw new Error(`Unknown contract state in database: ${etat}`);
  return state;
}

function familyOf(famille: string): ContractFamily {
  const family = CONTRACT_FAMILIES.find((known) => known === famille);
  if (family === undefined) throw new Error(`Unknown contract family in database: ${famille}`);
  return family;
}

function ribOf(row: ContractRow): BankDetails | null {
  if (row.rib_pays === null || row.rib_cle_iban === null || row.rib_identifiant_national === null)
    return null;
  return {
    codeInternationalPaysIso2: row.rib_pays,
    cleIban: row.rib_cle_iban,
    identifiantNationalCompte: row.rib_identifiant_national,
    codeBIC: row.rib_bic ?? '',
    ...(row.rib_titulaire === null ? {} : { titulaire: row.rib_titulaire }),
  };
}

function toContract(row: ContractRow): Contract {
  return {
    numeroContratIndividuel: row.numero_contrat_individuel,
    nomOffre: row.nom_offre,
    etat: stateOf(row.etat),
    famille: familyOf(row.famille),
    isActif: row.is_actif,
    IsPrecontentieux: row.is_precontentieux,
    modalitePaiementPrestation: {
      rib: ribOf(row),
      codeModePaiement: row.code_mode_paiement,
      isMissing: row.payment_missing,
      ...(row.request_pending ? { isRequestPending: true } : {}),
    },
  };
}

const COLUMNS = `numero_contrat_individuel, nom_offre, famille, etat, is_actif, is_precontentieux, code_mode_paiement,
  payment_missing, rib_pays, rib_cle_iban, rib_identifiant_national, rib_bic, rib_titulaire,
  EXISTS (SELECT 1 FROM bank_details_requests r
           WHERE r.member_id = contracts.member_id AND r.numero_contrat_individuel = contracts.numero_contrat_individuel
             AND r.status = 'en_attente') AS request_pending`;

/** The member's contracts in display order. */
export async function findContracts(db: Queryable, memberId: string): Promise<Contract[]> {
  const { rows } = await db.query<ContractRow>(
    `SELECT ${COLUMNS} FROM contracts WHERE member_id = $1 ORDER BY position, numero_contrat_individuel`,
    [memberId],
  );
  return rows.map(toContract);
}

/** One contract of the member, or null when it does not exist or belongs to someone else. */
export async function findMemberContract(
  db: Queryable,
  memberId: string,
  number: string,
): Promise<Contract | null> {
  const { rows } = await db.query<ContractRow>(
    `SELECT ${COLUMNS} FROM contracts WHERE member_id = $1 AND numero_contrat_individuel = $2`,
    [memberId, number],
  );
  const row = rows[0];
  return row ? toContract(row) : null;
}
