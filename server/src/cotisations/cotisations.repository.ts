import type {
  ContributionDueEntry,
  ContributionFrequency,
  ContributionPaymentMode,
  ContributionYearTotals,
} from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** How a contract's contributions are paid (`contribution_settings`). */
export interface ContributionSettings {
  readonly numeroContrat: string;
  readonly annualCents: number;
  readonly codeModePaiement: ContributionPaymentMode;
  readonly codePeriodicite: ContributionFrequency;
  readonly isMadelin: boolean;
  readonly titulaire: string | null;
  readonly iban: string | null;
  readonly bic: string | null;
  readonly rum: string | null;
  readonly mandateSignedOn: string | null;
  readonly mandateSequence: number;
}

interface DueRow extends Record<string, unknown> {
  date_echeance: string;
  attempt: number;
  periode_debut: string;
  periode_fin: string;
  montant_cents: number;
  code_mode_paiement: ContributionPaymentMode;
  code_periodicite: ContributionFrequency;
  statut: ContributionDueEntry['statut'];
  motif_rejet: string | null;
  date_paiement: string | null;
}

const DUE_COLUMNS = `to_char(date_echeance, 'YYYY-MM-DD') AS date_echeance, attempt,
  to_char(periode_debut, 'YYYY-MM-DD') AS periode_debut, to_char(periode_fin, 'YYYY-MM-DD') AS periode_fin,
  montant_cents, code_mode_paiement, code_periodicite, statut, motif_rejet,
  to_char(date_paiement, 'YYYY-MM-DD') AS date_paiement`;

const entryOf = (row: DueRow): ContributionDueEntry => ({
  dateEcheance: row.date_echeance,
  periodeDebut: row.periode_debut,
  periodeFin: row.periode_fin,
  montantCents: row.montant_cents,
  codeModePaiement: row.code_mode_paiement,
  codePeriodicite: row.code_periodicite,
  statut: row.statut,
  motifRejet: row.motif_rejet,
  datePaiement: row.date_paiement,
});

export async function findContributionSettings(
  db: Queryable,
  contract: string,
): Promise<ContributionSettings | null> {
  const { rows } = await db.query<{
    annual_cents: number;
    code_mode_paiement: ContributionPaymentMode;
    code_periodicite: ContributionFrequency;
    is_madelin: boolean;
    titulaire: string | null;
    iban: string | null;
    bic: string | null;
    rum: string | null;
    mandate_signed_on: string | null;
    mandate_sequence: number;
  }>(
    `SELECT annual_cents, code_mode_paiement, code_periodicite, is_madelin, titulaire, iban, bic, rum,
            to_char(mandate_signed_on, 'YYYY-MM-DD') AS mandate_signed_on, mandate_sequence
       FROM contribution_settings WHERE numero_contrat_individuel = $1`,
    [contract],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    numeroContrat: contract,
    annualCents: row.annual_cents,
    codeModePaiement: row.code_mode_paiement,
    codePeriodicite: row.code_periodicite,
    isMadelin: row.is_madelin,
    titulaire: row.titulaire,
    iban: row.iban,
    bic: row.bic,
    rum: row.rum,
    mandateSignedOn: row.mandate_signed_on,
    mandateSequence: row.mandate_sequence,
  };
}

/** The due dates on or after `from` (the current year and the next ones), oldest first. */
export async function listDueEntriesFrom(
  db: Queryable,
  contract: string,
  from: string,
): Promise<ContributionDueEntry[]> {
  const { rows } = await db.query<DueRow>(
    `SELECT ${DUE_COLUMNS} FROM contribution_due_dates
      WHERE numero_contrat_individuel = $1 AND date_echeance >= $2::date
      ORDER BY date_echeance, attempt`,
    [contract, from],
  );
  return rows.map(entryOf);
}

export interface HistoryCursor {
  readonly dateEcheance: string;
  readonly attempt: number;
}

/** One page of the due dates before `before`, newest first, after the keyset `cursor`; `limit + 1` read. */
export async function listHistoryPage(
  db: Queryable,
  contract: string,
  before: string,
  cursor: HistoryCursor | null,
  limit: number,
): Promise<{ entries: ContributionDueEntry[]; next: HistoryCursor | null }> {
  const { rows } = await db.query<DueRow>(
    `SELECT ${DUE_COLUMNS} FROM contribution_due_dates
      WHERE numero_contrat_individuel = $1 AND date_echeance < $2::date
        AND ($3::date IS NULL OR (date_echeance, attempt) < ($3::date, $4::smallint))
      ORDER BY date_echeance DESC, attempt DESC
      LIMIT $5`,
    [contract, before, cursor?.dateEcheance ?? null, cursor?.attempt ?? 0, limit + 1],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(entryOf),
    next:
      rows.length > limit && last !== undefined
        ? { dateEcheance: last.date_echeance, attempt: last.attempt }
        : null,
  };
}

/** Totals per year of due date, most recent first (a rejected debit is not counted as due). */
export async function contributionTotalsByYear(
  db: Queryable,
  contract: string,
): Promise<ContributionYearTotals[]> {
  const { rows } = await db.query<{
    annee: number;
    du: number;
    paye: number;
    impaye: number;
    a_venir: number;
  }>(
    `SELECT extract(year FROM date_echeance)::int AS annee,
            coalesce(sum(montant_cents) FILTER (WHERE statut <> 'rejetee'), 0)::int AS du,
            coalesce(sum(montant_cents) FILTER (WHERE statut = 'payee'), 0)::int AS paye,
            coalesce(sum(montant_cents) FILTER (WHERE statut = 'impayee'), 0)::int AS impaye,
            coalesce(sum(montant_cents) FILTER (WHERE statut = 'a_venir'), 0)::int AS a_venir
       FROM contribution_due_dates WHERE numero_contrat_individuel = $1
      GROUP BY 1 ORDER BY 1 DESC`,
    [contract],
  );
  return rows.map((row) => ({
    annee: row.annee,
    duCents: row.du,
    payeCents: row.paye,
    impayeCents: row.impaye,
    aVenirCents: row.a_venir,
  }));
}

/** The entries paid during a calendar year (payment date), oldest first: the certificate's lines. */
export async function listPaidDuringYear(
  db: Queryable,
  contract: string,
  year: number,
): Promise<ContributionDueEntry[]> {
  const { rows } = await db.query<DueRow>(
    `SELECT ${DUE_COLUMNS} FROM contribution_due_dates
      WHERE numero_contrat_individuel = $1 AND statut = 'payee'
        AND date_paiement >= make_date($2::int, 1, 1) AND date_paiement < make_date($2::int + 1, 1, 1)
      ORDER BY date_paiement, date_echeance`,
    [contract, year],
  );
  return rows.map(entryOf);
}

/** The years with at least one payment, most recent first. */
export async function listPaymentYears(db: Queryable, contract: string): Promise<number[]> {
  const { rows } = await db.query<{ annee: number }>(
    `SELECT DISTINCT extract(year FROM date_paiement)::int AS annee FROM contribution_due_dates
      WHERE numero_contrat_individuel = $1 AND statut = 'payee' ORDER BY 1 DESC`,
    [contract],
  );
  return rows.map((row) => row.annee);
}

export interface UnpaidContract {
  readonly numeroContrat: string;
  readonly nomOffre: string;
  readonly montantCents: number;
}

/** Every contract of the member with unpaid due dates, in the contracts' display order. */
export async function listUnpaidContracts(db: Queryable, memberId: string): Promise<UnpaidContract[]> {
  const { rows } = await db.query<{ numero: string; nom_offre: string; montant: number }>(
    `SELECT c.numero_contrat_individuel AS numero, c.nom_offre, sum(d.montant_cents)::int AS montant
       FROM contracts c
       JOIN contribution_due_dates d ON d.numero_contrat_individuel = c.numero_contrat_individuel
      WHERE c.member_id = $1 AND d.statut = 'impayee'
      GROUP BY c.numero_contrat_individuel, c.nom_offre, c.position
      ORDER BY c.position, c.numero_contrat_individuel`,
    [memberId],
  );
  return rows.map((row) => ({
    numeroContrat: row.numero,
    nomOffre: row.nom_offre,
    montantCents: row.montant,
  }));
}
