import type {
  ContributionDueEntry,
  ContributionFrequency,
  ContributionPaymentMode,
  UploadedFile,
} from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** A payment change as kept in the contract's history. */
export interface PaymentChangeRecord {
  readonly id: string;
  readonly memberId: string;
  readonly numeroContrat: string;
  readonly createdAt: Date;
  readonly effectiveFrom: string;
  readonly codeModePaiement: ContributionPaymentMode;
  readonly codePeriodicite: ContributionFrequency;
  readonly ibanMasque: string | null;
  readonly rum: string | null;
  readonly manual: boolean;
  readonly ribFiles: readonly UploadedFile[];
}

export interface NewPaymentSettings {
  readonly codeModePaiement: ContributionPaymentMode;
  readonly codePeriodicite: ContributionFrequency;
  /** The direct-debit account and its new mandate; null for a cheque or a transfer. */
  readonly debit: {
    readonly titulaire: string;
    readonly iban: string;
    readonly bic: string;
    readonly rum: string;
    readonly signedOn: string;
    readonly sequence: number;
  } | null;
}

/** The payment changes of a contract, newest first. */
export async function listPaymentChanges(
  db: Queryable,
  contract: string,
): Promise<Omit<PaymentChangeRecord, 'memberId' | 'ribFiles' | 'manual' | 'numeroContrat'>[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    effective_from: string;
    code_mode_paiement: ContributionPaymentMode;
    code_periodicite: ContributionFrequency;
    iban_masque: string | null;
    rum: string | null;
  }>(
    `SELECT id, created_at, to_char(effective_from, 'YYYY-MM-DD') AS effective_from, code_mode_paiement,
            code_periodicite, iban_masque, rum
       FROM contribution_payment_changes WHERE numero_contrat_individuel = $1
      ORDER BY created_at DESC, id`,
    [contract],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    effectiveFrom: row.effective_from,
    codeModePaiement: row.code_mode_paiement,
    codePeriodicite: row.code_periodicite,
    ibanMasque: row.iban_masque,
    rum: row.rum,
  }));
}

/**
 * Applies a payment change: the contract's settings (and mandate), the due dates still to come from the
 * effective date replaced by `planned`, and the change appended to the contract's history. Run in one
 * transaction by the caller.
 */
export async function applyPaymentChange(
  tx: Queryable,
  change: PaymentChangeRecord,
  settings: NewPaymentSettings,
  planned: readonly ContributionDueEntry[],
): Promise<void> {
  const debit = settings.debit;
  await tx.query(
    `UPDATE contribution_settings
        SET code_mode_paiement = $2, code_periodicite = $3, titulaire = $4, iban = $5, bic = $6, rum = $7,
            mandate_signed_on = $8::date, mandate_sequence = coalesce($9::int, mandate_sequence)
      WHERE numero_contrat_individuel = $1`,
    [
      change.numeroContrat,
      settings.codeModePaiement,
      settings.codePeriodicite,
      debit?.titulaire ?? null,
      debit?.iban ?? null,
      debit?.bic ?? null,
      debit?.rum ?? null,
      debit?.signedOn ?? null,
      debit?.sequence ?? null,
    ],
  );
  await tx.query(
    `DELETE FROM contribution_due_dates
      WHERE numero_contrat_individuel = $1 AND statut = 'a_venir' AND date_echeance >= $2::date`,
    [change.numeroContrat, change.effectiveFrom],
  );
  await tx.query(
    `INSERT INTO contribution_due_dates (numero_contrat_individuel, date_echeance, attempt, periode_debut,
            periode_fin, montant_cents, code_mode_paiement, code_periodicite, statut, motif_rejet, date_paiement)
     SELECT $1, x."dateEcheance", 0, x."periodeDebut", x."periodeFin", x."montantCents", x."codeModePaiement",
            x."codePeriodicite", x.statut, x."motifRejet", x."datePaiement"
       FROM jsonb_to_recordset($2::jsonb) AS x("dateEcheance" date, "periodeDebut" date, "periodeFin" date,
            "montantCents" integer, "codeModePaiement" text, "codePeriodicite" text, statut text,
            "motifRejet" text, "datePaiement" date)`,
    [change.numeroContrat, JSON.stringify(planned)],
  );
  await tx.query(
    `INSERT INTO contribution_payment_changes (id, member_id, numero_contrat_individuel, created_at,
            effective_from, code_mode_paiement, code_periodicite, iban_masque, rum, manual, rib_files)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11::jsonb)`,
    [
      change.id,
      change.memberId,
      change.numeroContrat,
      change.createdAt,
      change.effectiveFrom,
      change.codeModePaiement,
      change.codePeriodicite,
      change.ibanMasque,
      change.rum,
      change.manual,
      JSON.stringify(change.ribFiles),
    ],
  );
}
