import type { AccountProfile } from '@portail/domain';
import { maskPhoneNumber } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { findPrincipalPerson } from '../member/public.ts';

/** '0612345678' → '•• •• •• •• 78': only the last two digits are shown. */
export function maskMobileKeepingLastTwo(phone: string): string {
  return maskPhoneNumber(phone);
}

interface ProfileRow extends Record<string, unknown> {
  user_name: string;
  dematerialization: boolean;
  civilite: string;
  nom: string;
  prenom: string;
  date_naissance: string;
  numero_contrat: string;
  telephone: string | null;
  amf_enabled: boolean;
}

/** The account's own profile, or null for an account without a member (administrator). */
export async function findAccountProfile(db: Queryable, accountId: string): Promise<AccountProfile | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT a.user_name, a.dematerialization, m.id AS member_id, m.civilite, m.nom, m.prenom,
            to_char(m.date_naissance, 'YYYY-MM-DD') AS date_naissance, m.numero_contrat, m.telephone,
            a.amf_enabled
       FROM accounts a JOIN members m ON m.id = a.member_id
      WHERE a.id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return null;
  const memberId = String(row['member_id']);
  const contracts = await db.query<{ numero_contrat_individuel: string }>(
    'SELECT numero_contrat_individuel FROM contracts WHERE member_id = $1 ORDER BY position, numero_contrat_individuel',
    [memberId],
  );
  const person = await findPrincipalPerson(db, memberId);
  return {
    civilite: row.civilite,
    nom: row.nom,
    prenom: row.prenom,
    dateNaissance: row.date_naissance,
    numeroAdherent: row.numero_contrat,
    numerosContrat: contracts.rows.map((contract) => contract.numero_contrat_individuel),
    email: row.user_name,
    telephone: row.telephone ? maskMobileKeepingLastTwo(row.telephone) : null,
    adresse: person?.adresse ?? {},
    dematerialization: row.dematerialization,
    doubleAuthentification: row.amf_enabled && row.telephone !== null,
  };
}
