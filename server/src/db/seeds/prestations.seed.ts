import { daysInPeriod, ijGross, ijSocialCharges } from '@portail/domain';
import type { Queryable } from '../database.ts';
import { type BulkColumn, bulkInsert } from './bulk-insert.ts';
import { LARGE_MEMBER } from './care-acts.seed.ts';
import { generateTiersPayant } from './tiers-payant-generator.ts';

const PREVOYANCE_COLUMNS: readonly BulkColumn[] = [
  ['id', 'text'],
  ['numero_contrat_individuel', 'text'],
  ['num_pers', 'text'],
  ['nature', 'text'],
  ['libelle', 'text'],
  ['arret_id', 'text'],
  ['arret_debut', 'date'],
  ['arret_fin', 'date'],
  ['periode_debut', 'date'],
  ['periode_fin', 'date'],
  ['jours', 'integer'],
  ['montant_journalier', 'integer'],
  ['montant_brut', 'integer'],
  ['charges_sociales', 'integer'],
  ['montant_net', 'integer'],
  ['date_paiement', 'date'],
];
const TIERS_COLUMNS: readonly BulkColumn[] = [
  ['id', 'text'],
  ['numero_contrat_individuel', 'text'],
  ['num_pers', 'text'],
  ['date_soins', 'date'],
  ['date_paiement', 'date'],
  ['type_professionnel', 'text'],
  ['professionnel', 'text'],
  ['libelle', 'text'],
  ['montant', 'integer'],
];

/** Marie Dupont's sick leave (provident contract 1000001-02): 3 waiting days, then IJ paid monthly. */
const SICK_LEAVE = { id: 'AT-1000001-02-2026-01', debut: '2026-03-02', fin: '2026-05-15' };
const IJ_DAILY = 4_512;
const IJ_PERIODS = [
  ['2026-03-05', '2026-03-31', '2026-04-08'],
  ['2026-04-01', '2026-04-30', '2026-05-07'],
  ['2026-05-01', '2026-05-15', '2026-05-22'],
] as const;

function ijRows(): Record<string, unknown>[] {
  return IJ_PERIODS.map(([from, to, paid], index) => {
    const jours = daysInPeriod(from, to);
    const brut = ijGross(jours, IJ_DAILY);
    const charges = ijSocialCharges(brut);
    return {
      id: `PV-1000001-02-${String(index + 1).padStart(3, '0')}`,
      numero_contrat_individuel: '1000001-02',
      num_pers: 'P0010004',
      nature: 'ij',
      libelle: 'Indemnités journalières — arrêt maladie',
      arret_id: SICK_LEAVE.id,
      arret_debut: SICK_LEAVE.debut,
      arret_fin: SICK_LEAVE.fin,
      periode_debut: from,
      periode_fin: to,
      jours,
      montant_journalier: IJ_DAILY,
      montant_brut: brut,
      charges_sociales: charges,
      montant_net: brut - charges,
      date_paiement: paid,
    };
  });
}

/** Jean Martin's lump sum (another member's payment the tests try to reach). */
const JEAN_CAPITAL = {
  id: 'PV-1000002-01-001',
  numero_contrat_individuel: '1000002-01',
  num_pers: 'P0020001',
  nature: 'capital',
  libelle: 'Capital invalidité',
  arret_id: null,
  arret_debut: null,
  arret_fin: null,
  periode_debut: null,
  periode_fin: null,
  jours: null,
  montant_journalier: null,
  montant_brut: 1_500_000,
  charges_sociales: 0,
  montant_net: 1_500_000,
  date_paiement: '2025-10-15',
};

/** Luc Moreau's monthly disability rent (member B of the security walk: his payments must never leak). */
const LUC_RENT = {
  ...JEAN_CAPITAL,
  id: 'PV-1000020-01-001',
  numero_contrat_individuel: '1000020-01',
  num_pers: 'P0200001',
  nature: 'rente',
  libelle: 'Rente d’invalidité — octobre 2026',
  periode_debut: '2026-10-01',
  periode_fin: '2026-10-31',
  montant_brut: 48_000,
  charges_sociales: 4_368,
  montant_net: 43_632,
  date_paiement: '2026-11-05',
};

/**
 * « Mes prestations » of the seeded members: Marie Dupont's sick leave paid as IJ (3 payments on 1000001-02) and
 * 36 tiers-payant payments over 2 years on her family contract (1000001-01); Jean Martin's capital and 12
 * tiers-payant payments (1000002-01); Luc Moreau's rent and 8 tiers-payant payments (1000020-01). Idempotent.
 */
export async function seedPrestations(db: Queryable, today: Date = new Date()): Promise<void> {
  await bulkInsert(db, 'prestations_prevoyance', PREVOYANCE_COLUMNS, [...ijRows(), JEAN_CAPITAL, LUC_RENT]);
  await bulkInsert(db, 'prestations_tiers_payant', TIERS_COLUMNS, [
    ...generateTiersPayant(
      {
        contract: '1000001-01',
        persons: ['P0010001', 'P0010002', 'P0010003'],
        count: 36,
        days: 730,
        seed: 31,
      },
      today,
    ),
    ...generateTiersPayant(
      { contract: '1000002-01', persons: ['P0020001'], count: 12, days: 730, seed: 32 },
      today,
    ),
    ...generateTiersPayant(
      { contract: '1000020-01', persons: ['P0200001'], count: 8, days: 365, seed: 33 },
      today,
    ),
  ]);
}

/** The large member's tiers-payant payments (≥ 2,000 over 5 years), once its contract exists. */
export async function seedLargeMemberPrestations(
  db: Queryable,
  count = 2_400,
  today: Date = new Date(),
): Promise<void> {
  const rows = generateTiersPayant(
    { contract: LARGE_MEMBER.contract, persons: LARGE_MEMBER.persons, count, days: 5 * 365, seed: 101 },
    today,
  );
  for (let start = 0; start < rows.length; start += 1_000) {
    await bulkInsert(db, 'prestations_tiers_payant', TIERS_COLUMNS, rows.slice(start, start + 1_000));
  }
}
