import type { Queryable } from '../database.ts';
import { DEMO_PASSWORD_HASH } from './core.seed.ts';
import { type BulkColumn, bulkInsert } from './bulk-insert.ts';
import { type CareActRow, generateCareActs } from './care-act-generator.ts';

const COLUMNS: readonly BulkColumn[] = [
  ['id', 'text'],
  ['numero_contrat_individuel', 'text'],
  ['num_pers', 'text'],
  ['date_soins', 'date'],
  ['type_soin', 'text'],
  ['libelle', 'text'],
  ['professionnel', 'text'],
  ['montant_depense', 'integer'],
  ['montant_secu', 'integer'],
  ['montant_mutuelle', 'integer'],
  ['date_paiement', 'date'],
  ['statut', 'text'],
  ['motif_rejet', 'text'],
];
const THREE_YEARS = 3 * 365;
const CHUNK = 4000;

async function insertActs(db: Queryable, rows: readonly CareActRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await bulkInsert(db, 'care_acts', COLUMNS, rows.slice(start, start + CHUNK));
  }
}

/**
 * Care acts of the seeded members, dated back from the seeding day: Marie Dupont's family contract
 * (1000001-01: herself, Thomas and Léa, 240 acts over 3 years), her provident contract (1000001-02, 30 acts) and
 * Jean Martin's (1000002-01, 40 acts: another member's data the tests try to reach). Idempotent.
 */
export async function seedCareActs(db: Queryable, today: Date = new Date()): Promise<void> {
  const plans = [
    { contract: '1000001-01', persons: ['P0010001', 'P0010002', 'P0010003'], count: 240, seed: 11 },
    { contract: '1000001-02', persons: ['P0010004'], count: 30, seed: 12 },
    { contract: '1000002-01', persons: ['P0020001'], count: 40, seed: 21 },
  ];
  await insertActs(
    db,
    plans.flatMap((plan) => generateCareActs({ ...plan, days: THREE_YEARS, today })),
  );
}

/** The large member: Paul Grandjean, family of six, one contract with tens of thousands of acts. */
export const LARGE_MEMBER = Object.freeze({
  id: 'M100',
  login: 'grand.compte@mutuelle.fr',
  accountId: '00000000-0000-4000-8000-000000000100',
  contract: '1000100-01',
  persons: ['P1000001', 'P1000002', 'P1000003', 'P1000004', 'P1000005', 'P1000006'],
});

const FAMILY = [
  ['M', 'Grandjean', 'Paul', '1972-09-18', true],
  ['MME', 'Grandjean', 'Hélène', '1974-01-30', false],
  ['M', 'Grandjean', 'Louis', '2004-06-02', false],
  ['MME', 'Grandjean', 'Camille', '2007-11-21', false],
  ['M', 'Grandjean', 'Jules', '2011-03-14', false],
  ['MME', 'Grandjean', 'Inès', '2015-08-09', false],
] as const;

/**
 * Seeds the large member (member, active account `grand.compte@mutuelle.fr` with the demo password, contract,
 * six persons and `count` acts over 3 years) unless its contract already has acts. Run by `npm start` (demo
 * data), the e2e server and the benchmark — not by the unit-test databases, which stay small.
 */
export async function seedLargeMember(
  db: Queryable,
  count = 24_000,
  today: Date = new Date(),
): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM care_acts WHERE numero_contrat_individuel = $1 LIMIT 1', [
    LARGE_MEMBER.contract,
  ]);
  if (rows.length > 0) return;
  await db.query(
    `INSERT INTO members (id, numero_contrat, nir, civilite, nom, prenom, date_naissance, code_postal, iban_last4,
                          email, telephone, telephone_confirmed)
     VALUES ($1, '1000100', '1720975111222', 'M', 'Grandjean', 'Paul', '1972-09-18', '75012', '2468', $2,
             '0601020304', true)
     ON CONFLICT (id) DO NOTHING`,
    [LARGE_MEMBER.id, LARGE_MEMBER.login],
  );
  await db.query(
    `INSERT INTO accounts (id, member_id, user_name, email, password_hash, status, is_confirmed, roles, created_at,
                           activated_at, cgu_accepted_at)
     VALUES ($1, $2, $3, $3, $4, 'active', true, ARRAY['User']::text[], '2024-01-02T09:00:00Z',
             '2024-01-02T09:05:00Z', '2024-01-02T09:05:00Z')
     ON CONFLICT DO NOTHING`,
    [LARGE_MEMBER.accountId, LARGE_MEMBER.id, LARGE_MEMBER.login, DEMO_PASSWORD_HASH],
  );
  await db.query(
    `INSERT INTO contracts (numero_contrat_individuel, member_id, nom_offre, etat, is_actif, code_mode_paiement,
                            payment_missing, rib_pays, rib_cle_iban, rib_identifiant_national, rib_bic)
     VALUES ($1, $2, 'Santé Intégrale Famille', 'valide', true, 'VIR', false, 'FR', '76',
             '30004000031234567572468', 'BNPAFRPP')
     ON CONFLICT DO NOTHING`,
    [LARGE_MEMBER.contract, LARGE_MEMBER.id],
  );
  for (const [index, [civilite, nom, prenom, naissance, principal]] of FAMILY.entries()) {
    await db.query(
      `INSERT INTO persons (num_pers, member_id, numero_contrat_individuel, is_principal, civilite, nom, prenom,
                            date_naissance, nompatronymique, teletransmission)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6, true) ON CONFLICT DO NOTHING`,
      [
        LARGE_MEMBER.persons[index],
        LARGE_MEMBER.id,
        LARGE_MEMBER.contract,
        principal,
        civilite,
        nom,
        prenom,
        naissance,
      ],
    );
  }
  await insertActs(
    db,
    generateCareActs({
      contract: LARGE_MEMBER.contract,
      persons: LARGE_MEMBER.persons,
      count,
      days: THREE_YEARS,
      today,
      seed: 100,
    }),
  );
  await db.query('ANALYZE care_acts');
}
