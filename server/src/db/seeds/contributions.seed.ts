import { type ContributionDueEntry, type PaymentSetting, planMonths } from '@portail/domain';
import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { LARGE_MEMBER } from './care-acts.seed.ts';

/**
 * « Mes cotisations » demo data (issue 26), anchored on the demo's dates (late 2026): Marie Dupont's health
 * contract paid by quarterly direct debit over 2025-2026 with one rejected debit presented again, her Madelin
 * prévoyance contract paid monthly by transfer with one unpaid month, her suspended contract paid yearly by
 * cheque; Jean Martin's and Luc Moreau's contracts (other members, for the authorization tests); the large member's monthly
 * direct debit since 2020 (seeded with him, `seedLargeMemberContributions`).
 */

interface ContractPlan {
  readonly contract: string;
  readonly annualCents: number;
  readonly setting: PaymentSetting;
  readonly isMadelin: boolean;
  readonly account: { titulaire: string; iban: string; bic: string; rum: string; signedOn: string } | null;
  readonly years: readonly number[];
  /** The status of each generated entry (the entry's index in its year), default: paid on its due date. */
  readonly statusOf: (entry: ContributionDueEntry, index: number) => Partial<ContributionDueEntry>[];
}

const LAST_PAID = '2026-11-05';

/** Paid on its due date when it is before the demo's « today », to come after. */
function byDemoDate(entry: ContributionDueEntry): Partial<ContributionDueEntry>[] {
  return entry.dateEcheance <= LAST_PAID
    ? [{ statut: 'payee', datePaiement: entry.dateEcheance }]
    : [{ statut: 'a_venir', datePaiement: null }];
}

const MARIE_ACCOUNT = {
  titulaire: 'Marie Dupont',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  rum: 'RUM-1000001-01-0001',
  signedOn: '2024-12-10',
};

const PLANS: readonly ContractPlan[] = [
  {
    contract: '1000001-01',
    annualCents: 182_400,
    setting: { codeModePaiement: 'PRL', codePeriodicite: 'T' },
    isMadelin: false,
    account: MARIE_ACCOUNT,
    years: [2025, 2026, 2027],
    statusOf: (entry) =>
      entry.dateEcheance === '2026-04-05'
        ? [
            { statut: 'rejetee', motifRejet: 'Provision insuffisante (code AM04)', datePaiement: null },
            { statut: 'payee', datePaiement: '2026-04-21' },
          ]
        : byDemoDate(entry),
  },
  {
    contract: '1000001-02',
    annualCents: 102_480,
    setting: { codeModePaiement: 'VIR', codePeriodicite: 'M' },
    isMadelin: true,
    account: null,
    years: [2025, 2026, 2027],
    statusOf: (entry) =>
      entry.dateEcheance === '2026-10-05' ? [{ statut: 'impayee', datePaiement: null }] : byDemoDate(entry),
  },
  {
    contract: '1000001-03',
    annualCents: 64_800,
    setting: { codeModePaiement: 'CHQ', codePeriodicite: 'A' },
    isMadelin: false,
    account: null,
    years: [2025, 2026],
    statusOf: (entry) => [{ statut: 'payee', datePaiement: entry.dateEcheance.replace(/-05$/, '-12') }],
  },
  {
    contract: '1000002-01',
    annualCents: 156_000,
    setting: { codeModePaiement: 'PRL', codePeriodicite: 'M' },
    isMadelin: false,
    account: {
      titulaire: 'Jean Martin',
      iban: 'FR7630004008230001234564521',
      bic: 'BNPAFRPP',
      rum: 'RUM-1000002-01-0001',
      signedOn: '2023-06-01',
    },
    years: [2025, 2026, 2027],
    statusOf: byDemoDate,
  },
  {
    // Luc Moreau (member B of the authorization walk): a direct debit and one unpaid month, never shown to another.
    contract: '1000020-01',
    annualCents: 118_800,
    setting: { codeModePaiement: 'PRL', codePeriodicite: 'M' },
    isMadelin: false,
    account: {
      titulaire: 'Luc Moreau',
      iban: 'FR7630006000010007010272020',
      bic: 'AGRIFRPP',
      rum: 'RUM-1000020-01-0001',
      signedOn: '2024-03-01',
    },
    years: [2025, 2026, 2027],
    statusOf: (entry) =>
      entry.dateEcheance === '2026-09-05' ? [{ statut: 'impayee', datePaiement: null }] : byDemoDate(entry),
  },
];

const LARGE_PLAN: ContractPlan = {
  contract: LARGE_MEMBER.contract,
  annualCents: 386_400,
  setting: { codeModePaiement: 'PRL', codePeriodicite: 'M' },
  isMadelin: true,
  account: {
    titulaire: 'Paul Grandjean',
    iban: 'FR7630004000031234567572468',
    bic: 'BNPAFRPP',
    rum: 'RUM-1000100-01-0001',
    signedOn: '2019-12-02',
  },
  years: [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027],
  statusOf: (entry) =>
    entry.dateEcheance === '2023-02-05'
      ? [
          { statut: 'rejetee', motifRejet: 'Compte clôturé (code AC04)', datePaiement: null },
          { statut: 'payee', datePaiement: '2023-02-17' },
        ]
      : byDemoDate(entry),
};

function dueRows(plan: ContractPlan): Record<string, unknown>[] {
  return plan.years.flatMap((year) =>
    planMonths(year, 1, plan.annualCents, plan.setting).flatMap((entry, index) =>
      plan.statusOf(entry, index).map((status, attempt) => {
        const row = { ...entry, ...status };
        return {
          numero_contrat_individuel: plan.contract,
          date_echeance: row.dateEcheance,
          attempt,
          periode_debut: row.periodeDebut,
          periode_fin: row.periodeFin,
          montant_cents: row.montantCents,
          code_mode_paiement: row.codeModePaiement,
          code_periodicite: row.codePeriodicite,
          statut: row.statut,
          motif_rejet: row.motifRejet,
          date_paiement: row.datePaiement,
        };
      }),
    ),
  );
}

async function seedPlans(db: Queryable, plans: readonly ContractPlan[]): Promise<void> {
  await bulkInsert(
    db,
    'contribution_settings',
    [
      ['numero_contrat_individuel', 'text'],
      ['annual_cents', 'integer'],
      ['code_mode_paiement', 'text'],
      ['code_periodicite', 'text'],
      ['is_madelin', 'boolean'],
      ['titulaire', 'text'],
      ['iban', 'text'],
      ['bic', 'text'],
      ['rum', 'text'],
      ['mandate_signed_on', 'date'],
      ['mandate_sequence', 'integer'],
    ],
    plans.map((plan) => ({
      numero_contrat_individuel: plan.contract,
      annual_cents: plan.annualCents,
      code_mode_paiement: plan.setting.codeModePaiement,
      code_periodicite: plan.setting.codePeriodicite,
      is_madelin: plan.isMadelin,
      titulaire: plan.account?.titulaire ?? null,
      iban: plan.account?.iban ?? null,
      bic: plan.account?.bic ?? null,
      rum: plan.account?.rum ?? null,
      mandate_signed_on: plan.account?.signedOn ?? null,
      mandate_sequence: plan.account === null ? 0 : 1,
    })),
  );
  await bulkInsert(
    db,
    'contribution_due_dates',
    [
      ['numero_contrat_individuel', 'text'],
      ['date_echeance', 'date'],
      ['attempt', 'smallint'],
      ['periode_debut', 'date'],
      ['periode_fin', 'date'],
      ['montant_cents', 'integer'],
      ['code_mode_paiement', 'text'],
      ['code_periodicite', 'text'],
      ['statut', 'text'],
      ['motif_rejet', 'text'],
      ['date_paiement', 'date'],
    ],
    plans.flatMap(dueRows),
  );
}

/** Marie Dupont's and Jean Martin's schedules (every start and every test reset). */
export async function seedContributions(db: Queryable): Promise<void> {
  await seedPlans(db, PLANS);
}

/** The large member's monthly schedule since 2020; run after `seedLargeMember` (his contract must exist). */
export async function seedLargeMemberContributions(db: Queryable): Promise<void> {
  await seedPlans(db, [LARGE_PLAN]);
}
