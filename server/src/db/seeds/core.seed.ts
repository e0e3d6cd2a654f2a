import type { Queryable } from '../database.ts';

/** Demo credentials printed by `npm start` and written in notes/server-core.md. */
export const DEMO_PASSWORD = 'Portail#2025';
export const DEMO_MEMBER_LOGIN = 'demo@mutuelle.fr';
export const DEMO_ADMIN_LOGIN = 'admin@mutuelle.fr';
/** Demo staff of the back office (issue 24): a Gestionnaire and a Consultant (read only). */
export const DEMO_GESTIONNAIRE_LOGIN = 'gestionnaire@mutuelle.fr';
export const DEMO_CONSULTANT_LOGIN = 'consultant@mutuelle.fr';
/** argon2id (OWASP parameters) of DEMO_PASSWORD, precomputed so seeding stays instant. */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$fx97j5WSF3QZloUpvSvN7g$QTbPlBdhyjzN4Qvxrx6nkl3JBxl62PmfHcvl30U0dsI';

/** A seeded member (the insurer's records registration is matched against). */
export interface SeedMember {
  readonly id: string;
  readonly numeroContrat: string;
  readonly nir: string | null;
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
  readonly nomPatronymique: string | null;
  /** ISO date. */
  readonly dateNaissance: string;
  readonly codePostal: string;
  readonly ibanLast4: string | null;
  readonly email: string | null;
  readonly telephone: string | null;
  readonly telephoneConfirmed: boolean;
}

export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    id: 'M001',
    numeroContrat: '1000001',
    nir: '2850575123456',
    civilite: 'MME',
    nom: 'Dupont',
    prenom: 'Marie',
    nomPatronymique: 'Durand',
    dateNaissance: '1985-05-12',
    codePostal: '75011',
    ibanLast4: '0189',
    email: DEMO_MEMBER_LOGIN,
    telephone: '0612345678',
    telephoneConfirmed: true,
  },
  {
    id: 'M002',
    numeroContrat: '1000002',
    nir: '1790269123045',
    civilite: 'M',
    nom: 'Martin',
    prenom: 'Jean',
    nomPatronymique: null,
    dateNaissance: '1979-02-14',
    codePostal: '69003',
    ibanLast4: '4521',
    email: 'jean.martin@example.fr',
    telephone: '0698765432',
    telephoneConfirmed: false,
  },
  {
    id: 'M003',
    numeroContrat: '1000003',
    nir: '2921113045012',
    civilite: 'MME',
    nom: 'Lefèvre',
    prenom: 'Élodie',
    nomPatronymique: null,
    dateNaissance: '1992-11-03',
    codePostal: '13008',
    ibanLast4: '7788',
    email: 'elodie.lefevre@example.fr',
    telephone: '0611223344',
    telephoneConfirmed: true,
  },
  {
    id: 'M004',
    numeroContrat: '1000004',
    nir: '168072A004123',
    civilite: 'M',
    nom: "N'Guyen-Casanova",
    prenom: 'Pierre Antoine',
    nomPatronymique: null,
    dateNaissance: '1968-07-21',
    codePostal: '20000',
    ibanLast4: '3141',
    email: null,
    telephone: null,
    telephoneConfirmed: false,
  },
  {
    id: 'M005',
    numeroContrat: '1000005',
    nir: '2750333063222',
    civilite: 'MME',
    nom: 'Bernard',
    prenom: 'Sophie',
    nomPatronymique: null,
    dateNaissance: '1975-03-08',
    codePostal: '33000',
    ibanLast4: '5566',
    email: 'sophie.bernard@example.fr',
    telephone: '0677889900',
    telephoneConfirmed: true,
  },
  {
    // Monégasque member: Monaco number 12345678, recorded as 98 + the number padded to 11 digits (spec §5).
    id: 'M006',
    numeroContrat: '1000006',
    nir: '9800012345678',
    civilite: 'MME',
    nom: 'Rossi',
    prenom: 'Giulia',
    nomPatronymique: null,
    dateNaissance: '1990-04-02',
    codePostal: '98000',
    ibanLast4: '7301',
    email: 'giulia.rossi@example.mc',
    telephone: null,
    telephoneConfirmed: false,
  },
];

/** Fixed account ids of the seeded accounts (stable across restarts). */
export const DEMO_MEMBER_ACCOUNT_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_ADMIN_ACCOUNT_ID = '00000000-0000-4000-8000-000000000002';
export const DEMO_GESTIONNAIRE_ACCOUNT_ID = '00000000-0000-4000-8000-000000000003';
export const DEMO_CONSULTANT_ACCOUNT_ID = '00000000-0000-4000-8000-000000000004';

/**
 * Members and the ready-to-use accounts (member M001, an administrator, a gestionnaire and a consultant; the staff
 * have no contract and land on the admin area). Idempotent: rows that
 * exist are left untouched (a changed demo password survives restarts).
 */
export async function seedCore(db: Queryable): Promise<void> {
  for (const m of SEED_MEMBERS) {
    await db.query(
      `INSERT INTO members (id, numero_contrat, nir, civilite, nom, prenom, nom_patronymique, date_naissance,
                            code_postal, iban_last4, email, telephone, telephone_confirmed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
      [
        m.id,
        m.numeroContrat,
        m.nir,
        m.civilite,
        m.nom,
        m.prenom,
        m.nomPatronymique,
        m.dateNaissance,
        m.codePostal,
        m.ibanLast4,
        m.email,
        m.telephone,
        m.telephoneConfirmed,
      ],
    );
  }
  const accounts = [
    [DEMO_MEMBER_ACCOUNT_ID, 'M001', DEMO_MEMBER_LOGIN, ['User']],
    [DEMO_ADMIN_ACCOUNT_ID, null, DEMO_ADMIN_LOGIN, ['Admin', 'BackEndUser']],
    [DEMO_GESTIONNAIRE_ACCOUNT_ID, null, DEMO_GESTIONNAIRE_LOGIN, ['Gestionnaire', 'BackEndUser']],
    [DEMO_CONSULTANT_ACCOUNT_ID, null, DEMO_CONSULTANT_LOGIN, ['Consultant', 'BackEndUser']],
  ] as const;
  for (const [id, memberId, login, roles] of accounts) {
    await db.query(
      `INSERT INTO accounts (id, member_id, user_name, email, password_hash, status, is_confirmed, roles,
                             created_at, activated_at, cgu_accepted_at)
       VALUES ($1, $2, $3, $3, $4, 'active', true, $5::text[], '2024-01-02T09:00:00Z', '2024-01-02T09:05:00Z',
               '2024-01-02T09:05:00Z')
       ON CONFLICT DO NOTHING`,
      [id, memberId, login, DEMO_PASSWORD_HASH, [...roles]],
    );
  }
}
