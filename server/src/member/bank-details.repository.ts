import type { Queryable } from '../db/database.ts';

/** A change of benefit bank details asked for one contract. */
export interface BankDetailsRequest {
  readonly id: string;
  readonly memberId: string;
  readonly numContrat: string;
  readonly titulaire: string;
  readonly iban: string;
  readonly bic: string;
  /** The uploaded RIB documents, as the request named them. */
  readonly ribFiles: unknown;
  readonly manual: boolean;
  readonly createdAt: Date;
}

/** How many of `remoteFileNames` are uploads of this account. */
export async function countOwnUploads(
  db: Queryable,
  accountId: string,
  remoteFileNames: readonly string[],
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM uploaded_files WHERE account_id = $1 AND remote_file_name = ANY($2::text[])',
    [accountId, remoteFileNames],
  );
  return rows[0]?.n ?? 0;
}

/** Records the request: waiting for a back-office agent in manual mode, applied in automatic mode. */
export async function recordBankDetailsRequest(db: Queryable, request: BankDetailsRequest): Promise<void> {
  await db.query(
    `INSERT INTO bank_details_requests (id, member_id, numero_contrat_individuel, titulaire, iban, bic, rib_files,
                                       mode_gestion, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)`,
    [
      request.id,
      request.memberId,
      request.numContrat,
      request.titulaire,
      request.iban,
      request.bic,
      JSON.stringify(request.ribFiles),
      request.manual ? 'manuel' : 'automatique',
      request.manual ? 'en_attente' : 'appliquee',
      request.createdAt,
    ],
  );
}

/** The contract's payment is no longer missing (manual mode: the new RIB waits for an agent). */
export async function markContractPaymentProvided(db: Queryable, numContrat: string): Promise<void> {
  await db.query('UPDATE contracts SET payment_missing = false WHERE numero_contrat_individuel = $1', [
    numContrat,
  ]);
}

/** Automatic mode: the contract is paid by transfer to the new account from now on. */
export async function applyContractBankDetails(
  db: Queryable,
  numContrat: string,
  details: { readonly iban: string; readonly bic: string; readonly titulaire: string },
): Promise<void> {
  const { iban, bic, titulaire } = details;
  await db.query(
    `UPDATE contracts SET payment_missing = false, code_mode_paiement = 'VIR', rib_pays = $2, rib_cle_iban = $3,
            rib_identifiant_national = $4, rib_bic = $5, rib_titulaire = $6
      WHERE numero_contrat_individuel = $1`,
    [numContrat, iban.slice(0, 2), iban.slice(2, 4), iban.slice(4), bic, titulaire],
  );
}
