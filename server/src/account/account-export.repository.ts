import { findMemberConsultations } from '../consultations/public.ts';
import type { Queryable } from '../db/database.ts';
import { findAccountConsents } from './account-consents.repository.ts';
import { findAccountProfile } from './account-profile.repository.ts';

/**
 * « Télécharger mes données » (GDPR art. 20): the account's own data as one JSON document — the profile,
 * the account's settings, every consent with its history, the contracts, the letters list and the consultations of
 * the space by the insurer's agents (« Consultations de votre espace », issue 27).
 */
export async function accountExport(
  db: Queryable,
  accountId: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const profile = await findAccountProfile(db, accountId);
  const { rows: accounts } = await db.query<{
    member_id: string | null;
    created_at: Date;
    activated_at: Date | null;
  }>('SELECT member_id, created_at, activated_at FROM accounts WHERE id = $1', [accountId]);
  const memberId = accounts[0]?.member_id ?? null;
  const contracts =
    memberId === null
      ? []
      : (
          await db.query(
            `SELECT numero_contrat_individuel AS "numeroContratIndividuel", nom_offre AS "nomOffre", etat
               FROM contracts WHERE member_id = $1 ORDER BY position, numero_contrat_individuel`,
            [memberId],
          )
        ).rows;
  const courriers =
    memberId === null
      ? []
      : (
          await db.query(
            `SELECT id, libelle, to_char(date_emission, 'YYYY-MM-DD') AS "dateEmission", type_document AS "typeDocument",
                    numero_contrat_individuel AS "numeroContratIndividuel", lu
               FROM courriers WHERE member_id = $1 ORDER BY date_emission DESC, id`,
            [memberId],
          )
        ).rows;
  return {
    exportedAt: now.toISOString(),
    compte: {
      creeLe: accounts[0]?.created_at ? new Date(accounts[0].created_at).toISOString() : null,
      activeLe: accounts[0]?.activated_at ? new Date(accounts[0].activated_at).toISOString() : null,
    },
    profil: profile,
    consentements: memberId === null ? [] : await findAccountConsents(db, memberId),
    contrats: contracts,
    courriers,
    consultations: memberId === null ? [] : await findMemberConsultations(db, memberId, now),
  };
}
