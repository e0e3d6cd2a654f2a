import { describe, expect, it } from 'vitest';
import type { ContributionDueEntry } from './contribution-schedule.entity.ts';
import { isFormValid } from '../validation/form-issues.ts';
import { PAYMENT_CHANGE_ISSUES, nextDueDate, validatePaymentChange } from './payment-change.rules.ts';

const current = { codeModePaiement: 'PRL', codePeriodicite: 'T' } as const;
const GOOD_IBAN = 'FR7630006000011234567890189';

describe('payment change rules', () => {
  it('accepts a new frequency with the same direct debit account', () => {
    const issues = validatePaymentChange(
      {
        codeModePaiement: 'PRL',
        codePeriodicite: 'M',
        titulaire: 'Marie Dupont',
        iban: GOOD_IBAN,
        bic: 'AGRIFRPP',
      },
      { isManualMode: false, current },
    );
    expect(isFormValid(issues)).toBe(true);
  });

  it("checks the bank account of a direct debit with the bank-details popup's rules", () => {
    const issues = validatePaymentChange(
      {
        codeModePaiement: 'PRL',
        codePeriodicite: 'M',
        titulaire: '',
        iban: 'FR7630006000011234567890188',
        bic: 'X',
      },
      { isManualMode: true, current },
    );
    expect(issues.titulaire.map((found) => found.code)).toEqual(['FIELD.REQUIRED']);
    expect(issues.iban.length).toBeGreaterThan(0);
    expect(issues.bic.length).toBeGreaterThan(0);
    expect(issues.rib.length).toBeGreaterThan(0);
  });

  it('asks no bank account for a cheque or a transfer', () => {
    const issues = validatePaymentChange(
      { codeModePaiement: 'CHQ', codePeriodicite: 'A' },
      { isManualMode: true, current },
    );
    expect(isFormValid(issues)).toBe(true);
  });

  it('refuses unknown codes and a request that changes nothing', () => {
    const unknown = validatePaymentChange(
      { codeModePaiement: 'BTC', codePeriodicite: 'X' },
      { isManualMode: false, current },
    );
    expect(unknown.codeModePaiement).toEqual([PAYMENT_CHANGE_ISSUES.mode]);
    expect(unknown.codePeriodicite).toEqual([PAYMENT_CHANGE_ISSUES.frequency]);
    const same = validatePaymentChange(
      { codeModePaiement: 'CHQ', codePeriodicite: 'A' },
      { isManualMode: false, current: { codeModePaiement: 'CHQ', codePeriodicite: 'A' } },
    );
    expect(same.codeModePaiement).toEqual([PAYMENT_CHANGE_ISSUES.unchanged]);
  });

  it('takes effect at the first due date still to come after today', () => {
    const entry = (dateEcheance: string, statut: ContributionDueEntry['statut']): ContributionDueEntry => ({
      dateEcheance,
      periodeDebut: dateEcheance,
      periodeFin: dateEcheance,
      montantCents: 1,
      codeModePaiement: 'PRL',
      codePeriodicite: 'M',
      statut,
      motifRejet: null,
      datePaiement: null,
    });
    const schedule = [
      entry('2026-12-05', 'a_venir'),
      entry('2026-10-05', 'impayee'),
      entry('2026-11-05', 'a_venir'),
      entry('2026-11-26', 'a_venir'),
    ];
    expect(nextDueDate(schedule, '2026-11-26')).toBe('2026-12-05');
    expect(nextDueDate(schedule, '2026-12-31')).toBeNull();
  });
});
