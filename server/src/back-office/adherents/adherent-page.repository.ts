import type { AdherentAccountFacts, RequestKind, RequestStatus } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';
import type { AccountFactsRow } from './adherent-account.queries.ts';
import { ACCOUNT_FACTS_COLUMNS, accountFacts, accountFactsJoin } from './adherent-account.queries.ts';

/** The member and their account, as the page and the actions read them. */
export interface AdherentRecord {
  readonly id: string;
  readonly numero: string;
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly codePostal: string;
  readonly email: string | null;
  readonly telephone: string | null;
  readonly nir: string | null;
  readonly account: {
    readonly id: string;
    readonly userName: string;
    readonly email: string;
    readonly doubleAuthentication: boolean;
    readonly createdByAdmin: boolean;
  } | null;
  readonly facts: AdherentAccountFacts;
}

interface MemberRow extends AccountFactsRow {
  id: string;
  numero_contrat: string;
  civilite: string;
  nom: string;
  prenom: string;
  date_naissance: string;
  code_postal: string;
  email: string | null;
  telephone: string | null;
  nir: string | null;
  account_email: string | null;
}

/** The member with their account facts at `now`; null when unknown. */
export async function findAdherent(
  db: Queryable,
  memberId: string,
  now: Date,
): Promise<AdherentRecord | null> {
  const { rows } = await db.query<MemberRow>(
    `SELECT m.id, m.numero_contrat, m.civilite, m.nom, m.prenom, m.date_naissance, m.code_postal, m.email,
            m.telephone, m.nir, (SELECT email FROM accounts WHERE id = a.id) AS account_email, ${ACCOUNT_FACTS_COLUMNS}
       FROM ${accountFactsJoin('(SELECT * FROM members WHERE id = $2) m')}`,
    [now, memberId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return {
    id: row.id,
    numero: row.numero_contrat,
    civilite: row.civilite,
    nom: row.nom,
    prenom: row.prenom,
    dateNaissance: row.date_naissance,
    codePostal: row.code_postal,
    email: row.email,
    telephone: row.telephone,
    nir: row.nir,
    account:
      row.account_id === null
        ? null
        : {
            id: row.account_id,
            userName: row.user_name ?? '',
            email: row.account_email ?? '',
            doubleAuthentication: row.amf_enabled === true,
            createdByAdmin: row.created_by_admin === true,
          },
    facts: accountFacts(row),
  };
}

export interface AdherentContractRow extends Record<string, unknown> {
  numero_contrat_individuel: string;
  nom_offre: string;
  etat: 'eninstance' | 'valide' | 'resilie' | 'suspendu';
  is_actif: boolean;
}

export async function findAdherentContracts(db: Queryable, memberId: string): Promise<AdherentContractRow[]> {
  const { rows } = await db.query<AdherentContractRow>(
    `SELECT numero_contrat_individuel, nom_offre, etat, is_actif FROM contracts WHERE member_id = $1
      ORDER BY position, numero_contrat_individuel`,
    [memberId],
  );
  return rows;
}

/** The account's successful sign-ins whose session still exists (newest first), with their method. */
export async function findSessionSignIns(
  db: Queryable,
  accountId: string,
): Promise<{ readonly at: Date; readonly oidc: boolean }[]> {
  const { rows } = await db.query<{ created_at: Date; oidc: boolean }>(
    `SELECT s.created_at, EXISTS (SELECT 1 FROM oidc_sessions o WHERE o.session_id_hash = s.id_hash) AS oidc
       FROM sessions s WHERE s.account_id = $1 ORDER BY s.created_at DESC LIMIT 10`,
    [accountId],
  );
  return rows.map((row) => ({ at: row.created_at, oidc: row.oidc }));
}

export interface ConsentRow extends Record<string, unknown> {
  nom: string;
  libelle: string;
  accepted: boolean | null;
  answers: { accepte: boolean; date: string }[];
}

/** Every consent asked of the member with every answer given, newest first. */
export async function findAdherentConsents(db: Queryable, memberId: string): Promise<ConsentRow[]> {
  const { rows } = await db.query<ConsentRow>(
    `SELECT c.nom, c.libelle, c.accepted,
            COALESCE((SELECT json_agg(json_build_object('accepte', h.accepted, 'date', h.answered_at)
                                      ORDER BY h.answered_at DESC, h.id DESC)
                        FROM member_consent_answers h WHERE h.member_id = c.member_id AND h.nom = c.nom),
                     '[]'::json) AS answers
       FROM member_consents c WHERE c.member_id = $1 ORDER BY c.position, c.nom`,
    [memberId],
  );
  return rows;
}

export interface MailRow extends Record<string, unknown> {
  template: string;
  kind: 'mail' | 'sms';
  created_at: Date;
  dispatched_at: Date | null;
  failed: boolean;
}

/** The last twenty messages sent to these addresses (template, channel, dates, failure; never a body nor a link). */
export async function findAdherentMails(db: Queryable, recipients: readonly string[]): Promise<MailRow[]> {
  if (recipients.length === 0) return [];
  const { rows } = await db.query<MailRow>(
    `SELECT template, kind, created_at, dispatched_at, last_error IS NOT NULL AS failed FROM outbox
      WHERE recipient = ANY($1::text[]) ORDER BY created_at DESC, seq DESC LIMIT 20`,
    [recipients],
  );
  return rows;
}

/** The member's requests: the count per status and the last five. */
export async function findAdherentRequests(
  db: Queryable,
  memberId: string,
): Promise<{
  readonly counts: { readonly status: RequestStatus; readonly count: number }[];
  readonly last: {
    readonly id: string;
    readonly reference: string;
    readonly kind: RequestKind;
    readonly status: RequestStatus;
    readonly at: Date;
  }[];
}> {
  const counts = await db.query<{ status: RequestStatus; count: number }>(
    `SELECT status, count(*)::integer AS count FROM member_requests WHERE member_id = $1 GROUP BY status
      ORDER BY status`,
    [memberId],
  );
  const last = await db.query<{
    id: string;
    reference: string;
    kind: RequestKind;
    status: RequestStatus;
    at: Date;
  }>(
    `SELECT id, reference, kind, status, submitted_at AS at FROM member_requests WHERE member_id = $1
      ORDER BY submitted_at DESC, id DESC LIMIT 5`,
    [memberId],
  );
  return { counts: counts.rows, last: last.rows };
}

/** Locks the member's row for the transaction (the actions of two agents run one after the other); false if none. */
export async function lockAdherent(tx: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  return rows.length > 0;
}
