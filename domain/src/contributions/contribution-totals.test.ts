import { describe, expect, it } from 'vitest';
import type { ContributionDueEntry } from './contribution-schedule.entity.ts';
import {
  contributionYearTotals,
  paidDuringYearCents,
  unpaidContributionCents,
} from './contribution-totals.ts';

const entry = (overrides: Partial<ContributionDueEntry>): ContributionDueEntry => ({
  dateEcheance: '2025-01-05',
  periodeDebut: '2025-01-01',
  periodeFin: '2025-03-31',
  montantCents: 10_000,
  codeModePaiement: 'PRL',
  codePeriodicite: 'T',
  statut: 'payee',
  motifRejet: null,
  datePaiement: '2025-01-05',
  ...overrides,
});

describe('contribution totals', () => {
  const schedule = [
    entry({}),
    entry({
      dateEcheance: '2025-04-05',
      statut: 'rejetee',
      motifRejet: 'Provision insuffisante',
      datePaiement: null,
    }),
    entry({ dateEcheance: '2025-04-20', datePaiement: '2025-04-22' }),
    entry({ dateEcheance: '2025-07-05', statut: 'impayee', datePaiement: null }),
    entry({ dateEcheance: '2025-10-05', statut: 'a_venir', datePaiement: null }),
    entry({ dateEcheance: '2024-10-05', montantCents: 9_000, datePaiement: '2025-01-02' }),
  ];

  it('adds each period once per year, most recent year first, a rejected debit not counted as due', () => {
    expect(contributionYearTotals(schedule)).toEqual([
      { annee: 2025, duCents: 40_000, payeCents: 20_000, impayeCents: 10_000, aVenirCents: 10_000 },
      { annee: 2024, duCents: 9_000, payeCents: 9_000, impayeCents: 0, aVenirCents: 0 },
    ]);
  });

  it('owes only the unpaid entries (a rejected attempt was presented again)', () => {
    expect(unpaidContributionCents(schedule)).toBe(10_000);
    expect(unpaidContributionCents(schedule.filter((item) => item.statut !== 'impayee'))).toBe(0);
  });

  it('counts what was paid during a year by payment date (the tax certificate)', () => {
    expect(paidDuringYearCents(schedule, 2025)).toBe(29_000);
    expect(paidDuringYearCents(schedule, 2024)).toBe(0);
  });
});
