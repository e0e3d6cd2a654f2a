import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_FREQUENCIES, type ContributionDueEntry } from './contribution-schedule.entity.ts';
import { planMonths, replanFrom } from './replan-schedule.ts';

const RUNS = { numRuns: 500 };
const frequency = fc.constantFrom(...CONTRIBUTION_FREQUENCIES);
const annual = fc.integer({ min: 0, max: 2_000_000 });
const month = fc.integer({ min: 1, max: 12 });
const setting = (codePeriodicite: (typeof CONTRIBUTION_FREQUENCIES)[number]) =>
  ({ codeModePaiement: 'PRL', codePeriodicite }) as const;

describe('schedule planning (properties)', () => {
  it("costs exactly the annual amount's share of the months left, never a negative amount", () => {
    fc.assert(
      fc.property(annual, month, frequency, (cents, from, codePeriodicite) => {
        const plan = planMonths(2026, from, cents, setting(codePeriodicite));
        const total = plan.reduce((sum, entry) => sum + entry.montantCents, 0);
        expect(total).toBe(Math.round((cents * (13 - from)) / 12));
        expect(plan.every((entry) => entry.montantCents >= 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('covers every month from the start to December once, without gap nor overlap', () => {
    fc.assert(
      fc.property(annual, month, frequency, (cents, from, codePeriodicite) => {
        const plan = planMonths(2026, from, cents, setting(codePeriodicite));
        const months = plan.flatMap((entry) => {
          const first = Number(entry.periodeDebut.slice(5, 7));
          const last = Number(entry.periodeFin.slice(5, 7));
          return Array.from({ length: last - first + 1 }, (_, index) => first + index);
        });
        expect(months).toEqual(Array.from({ length: 13 - from }, (_, index) => from + index));
      }),
      RUNS,
    );
  });

  it('never touches what is due before the change nor what is settled', () => {
    fc.assert(
      fc.property(annual, fc.integer({ min: 2, max: 12 }), frequency, (cents, from, codePeriodicite) => {
        const before: ContributionDueEntry[] = planMonths(2026, 1, cents, setting('M')).map((entry, index) =>
          index < 3 ? { ...entry, statut: 'payee', datePaiement: entry.dateEcheance } : entry,
        );
        const effective = `2026-${String(from).padStart(2, '0')}-05`;
        const after = replanFrom(before, effective, cents, setting(codePeriodicite));
        const untouched = before.filter(
          (entry) => entry.dateEcheance < effective || entry.statut !== 'a_venir',
        );
        for (const entry of untouched) expect(after).toContainEqual(entry);
        const replanned = after.filter(
          (entry) => entry.dateEcheance >= effective && entry.statut === 'a_venir',
        );
        expect(replanned.every((entry) => entry.codePeriodicite === codePeriodicite)).toBe(true);
      }),
      RUNS,
    );
  });
});
