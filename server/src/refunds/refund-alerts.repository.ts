import type { Queryable } from '../db/database.ts';

/** The refund-alerts choice of an account (« Mon compte »). */
export interface RefundAlertSetting {
  readonly active: boolean;
  /** A mail too (sent when the member receives documents by e-mail: « Zéro papier »). */
  readonly parMail: boolean;
}

export async function findRefundAlertSetting(db: Queryable, accountId: string): Promise<RefundAlertSetting> {
  const { rows } = await db.query<{ active: boolean; mail: boolean }>(
    `SELECT alerte_remboursement_depuis IS NOT NULL AS active, alerte_remboursement_mail AS mail
       FROM accounts WHERE id = $1`,
    [accountId],
  );
  const row = rows[0];
  return { active: row?.active ?? false, parMail: row?.mail ?? true };
}

/** Turning alerts on keeps the date they were first on (refunds paid from that day on are announced). */
export async function saveRefundAlertSetting(
  db: Queryable,
  accountId: string,
  setting: RefundAlertSetting,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE accounts SET alerte_remboursement_mail = $3,
            alerte_remboursement_depuis = CASE WHEN $2 THEN COALESCE(alerte_remboursement_depuis, $4) END
      WHERE id = $1`,
    [accountId, setting.active, setting.parMail, now],
  );
}

/** A paid act to announce to its member. */
export interface PaidActAlert {
  readonly actId: string;
  readonly memberId: string;
  readonly libelle: string;
  readonly dateSoins: string;
  readonly datePaiement: string;
  /** Paid by the insurer, in cents. */
  readonly montantMutuelle: number;
  readonly parMail: boolean;
}

/**
 * Claims up to `limit` acts paid from `since` (a day) not yet looked at (`SKIP LOCKED`: two instances never take
 * the same act), marks them looked at, and answers those whose member turned alerts on before the payment day. Inside the caller's
 * transaction: the marks and the notifications commit together.
 */
export async function claimPaidActs(
  tx: Queryable,
  limit: number,
  since: string,
  now: Date,
): Promise<{
  readonly claimed: number;
  readonly alerts: PaidActAlert[];
}> {
  const { rows: claimed } = await tx.query<{ id: string }>(
    `UPDATE care_acts c SET alerte_traitee_at = $2
       FROM (SELECT id FROM care_acts
              WHERE statut = 'paye' AND alerte_traitee_at IS NULL AND date_paiement >= $3::date
              ORDER BY date_paiement, id LIMIT $1 FOR UPDATE SKIP LOCKED) todo
      WHERE c.id = todo.id
      RETURNING c.id`,
    [limit, now, since],
  );
  if (claimed.length === 0) return { claimed: 0, alerts: [] };
  const { rows } = await tx.query<{
    act_id: string;
    member_id: string;
    libelle: string;
    date_soins: string;
    date_paiement: string;
    montant_mutuelle: number;
    par_mail: boolean;
  }>(
    `SELECT c.id AS act_id, k.member_id, c.libelle, c.date_soins, c.date_paiement, c.montant_mutuelle,
            a.alerte_remboursement_mail AS par_mail
       FROM care_acts c
       JOIN contracts k ON k.numero_contrat_individuel = c.numero_contrat_individuel
       JOIN LATERAL (SELECT alerte_remboursement_depuis, alerte_remboursement_mail FROM accounts
                      WHERE member_id = k.member_id AND status = 'active'
                      ORDER BY created_at DESC LIMIT 1) a ON true
      WHERE c.id = ANY($1::text[]) AND a.alerte_remboursement_depuis IS NOT NULL
        AND c.date_paiement >= (a.alerte_remboursement_depuis AT TIME ZONE 'Europe/Paris')::date
      ORDER BY c.id`,
    [claimed.map((row) => row.id)],
  );
  return {
    claimed: claimed.length,
    alerts: rows.map((row) => ({
      actId: row.act_id,
      memberId: row.member_id,
      libelle: row.libelle,
      dateSoins: row.date_soins,
      datePaiement: row.date_paiement,
      montantMutuelle: row.montant_mutuelle,
      parMail: row.par_mail,
    })),
  };
}
