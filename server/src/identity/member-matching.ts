import { EMPTY_MONACO_NIR } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import type { CurrentClientConfig } from '../tenant/tenant-config.ts';

/** What an account request (or an admin creation) says about the person. */
export interface MemberIdentity {
  readonly numeroContrat?: string | undefined;
  readonly nir?: string | undefined;
  readonly nom: string;
  readonly prenom: string;
  /** ISO date. */
  readonly dateNaissance: string;
  readonly codePostal?: string | undefined;
  readonly email?: string | undefined;
  readonly iban?: string | undefined;
}

export interface MatchedMember {
  readonly id: string;
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
  readonly email: string | null;
  readonly telephone: string | null;
  readonly telephoneConfirmed: boolean;
}

interface MemberRow extends Record<string, unknown> {
  id: string;
  numero_contrat: string;
  nir: string | null;
  civilite: string;
  nom: string;
  prenom: string;
  date_naissance: string;
  code_postal: string;
  iban_last4: string | null;
  email: string | null;
  telephone: string | null;
  telephone_confirmed: boolean;
}

/** Case-, accent- and punctuation-insensitive form of a name ("N'Guyen-Casanova" = "nguyen casanova"). */
export function normalizePersonName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

const same = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

export type MatchRules = Pick<
  CurrentClientConfig,
  | 'createAccountAuthMode'
  | 'isCodePostalVerifiedOnAccountCreation'
  | 'isRegisterVerifyEmail'
  | 'isRegisterVerifyIban'
  | 'isRegisterIbanObligatoire'
>;

/**
 * The seeded member the identity designates, or null. Identifiers per createAccountAuthMode
 * (individual: member number; NIR; all: both; oneOfTwo: each one given must match), then last and
 * first name, birth date, and — when the client verifies them — postal code, last 4 IBAN characters
 * (when given or mandatory) and the e-mail on file (when the member has one).
 */
export async function findMatchingMember(
  db: Queryable,
  identity: MemberIdentity,
  rules: MatchRules,
): Promise<MatchedMember | null> {
  const numero = identity.numeroContrat?.trim() ?? '';
  const typedNir = identity.nir?.trim().toUpperCase() ?? '';
  // A Monaco number is matched like a NIR (98 + 11 digits); 9800000000000 counts as no NIR (spec §5).
  const nir = typedNir === EMPTY_MONACO_NIR ? '' : typedNir;
  const mode = rules.createAccountAuthMode;
  const useNumero = mode === 'individual' || mode === 'all' || (mode === 'oneOfTwo' && numero !== '');
  const useNir = mode === 'NIR' || mode === 'all' || (mode === 'oneOfTwo' && nir !== '');
  if ((useNumero && numero === '') || (useNir && nir === '') || (!useNumero && !useNir)) return null;
  const { rows } = await db.query<MemberRow>(
    `SELECT id, numero_contrat, nir, civilite, nom, prenom, date_naissance::text AS date_naissance, code_postal,
            iban_last4, email, telephone, telephone_confirmed
       FROM members
      WHERE ($1::text IS NULL OR numero_contrat = $1) AND ($2::text IS NULL OR upper(nir) = $2)`,
    [useNumero ? numero : null, useNir ? nir : null],
  );
  const row = rows.find(
    (m) =>
      normalizePersonName(m.nom) === normalizePersonName(identity.nom) &&
      normalizePersonName(m.prenom) === normalizePersonName(identity.prenom) &&
      m.date_naissance === identity.dateNaissance &&
      (!rules.isCodePostalVerifiedOnAccountCreation || same(m.code_postal, identity.codePostal)) &&
      (!rules.isRegisterVerifyIban ||
        (!rules.isRegisterIbanObligatoire && !identity.iban) ||
        same(m.iban_last4, identity.iban)) &&
      (!rules.isRegisterVerifyEmail || m.email === null || same(m.email, identity.email)),
  );
  return row
    ? {
        id: row.id,
        civilite: row.civilite,
        nom: row.nom,
        prenom: row.prenom,
        email: row.email,
        telephone: row.telephone,
        telephoneConfirmed: row.telephone_confirmed,
      }
    : null;
}
