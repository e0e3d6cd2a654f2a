/**
 * Properties of the simulator, over every act of the catalogue, any price, sector, patient, basket choice,
 * guarantee shape and consumption: the parts add up to the price; nothing is negative; the mutuelle never pays
 * past a ceiling; « 100 % Santé » within its limit leaves nothing to pay.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SimulatorSector } from './simulator-act.entity.ts';
import { simulateReimbursement, type SimulationInput } from './simulate-reimbursement.ts';
import { SIMULATOR_ACTS } from './simulator-acts.catalogue.ts';
import type { SimulatorGuarantee } from './simulator-guarantee.entity.ts';

const PROPERTY_RUNS = 1_000;

const cents = fc.integer({ min: 0, max: 500_000 });
const sector = fc.constantFrom<SimulatorSector>('secteur1', 'optam', 'non-optam');

function guarantee(key: string): fc.Arbitrary<SimulatorGuarantee> {
  return fc.record({
    garantie: fc.constant(key),
    libelle: fc.constant(key),
    pourcentageBR: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    forfait: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    fraisReels: fc.boolean(),
    plafond: fc.option(
      fc.record({
        montant: fc.integer({ min: 0, max: 100_000 }),
        periodeAnnees: fc.integer({ min: 1, max: 4 }),
      }),
      { nil: null },
    ),
  });
}

const simulation: fc.Arbitrary<SimulationInput> = fc
  .constantFrom(...SIMULATOR_ACTS)
  .chain((acte) =>
    fc.record({
      acte: fc.constant(acte),
      prix: cents,
      patientMineur: fc.boolean(),
      secteur: sector,
      panier100Sante: fc.boolean(),
      garanties: fc.tuple(
        guarantee(acte.garantie),
        acte.panier100Sante === null ? fc.constant(null) : guarantee(acte.panier100Sante.garantie),
      ),
      consumed: cents,
    }),
  )
  .map(({ garanties, consumed, ...rest }) => ({
    ...rest,
    garanties: garanties.filter((item): item is SimulatorGuarantee => item !== null),
    dejaConsomme: () => consumed,
  }));

describe('simulateReimbursement (properties)', () => {
  it('Sécurité sociale + mutuelle + reste à charge = the price', () => {
    fc.assert(
      fc.property(simulation, (input) => {
        const result = simulateReimbursement(input);
        expect(result.secu.montant + result.mutuelle.montant + result.resteACharge).toBe(input.prix);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('nothing is negative, and the BR never exceeds the price', () => {
    fc.assert(
      fc.property(simulation, (input) => {
        const result = simulateReimbursement(input);
        for (const amount of [
          result.baseRemboursement,
          result.secu.brut,
          result.secu.deduction,
          result.secu.montant,
          result.mutuelle.montant,
          result.resteACharge,
        ]) {
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(amount)).toBe(true);
        }
        expect(result.baseRemboursement).toBeLessThanOrEqual(input.prix);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('a ceiling is never exceeded: already consumed + this payment ≤ the ceiling (or 0 once it is reached)', () => {
    fc.assert(
      fc.property(simulation, (input) => {
        const result = simulateReimbursement(input);
        const ceiling = result.mutuelle.plafond;
        if (ceiling === null) return;
        expect(result.mutuelle.montant).toBeLessThanOrEqual(ceiling.disponible);
        if (ceiling.dejaConsomme <= ceiling.montant) {
          expect(ceiling.dejaConsomme + result.mutuelle.montant).toBeLessThanOrEqual(ceiling.montant);
        } else {
          expect(result.mutuelle.montant).toBe(0);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('« 100 % Santé » within the price limit, with a frais-réels basket guarantee, leaves 0 to pay', () => {
    const basketActs = SIMULATOR_ACTS.filter((acte) => acte.panier100Sante !== null);
    const basketSimulation = fc.constantFrom(...basketActs).chain((acte) => {
      const basket = acte.panier100Sante;
      if (basket === null) throw new Error('filtered above');
      return fc.record({
        acte: fc.constant(acte),
        prix: fc.integer({ min: 0, max: basket.prixLimite }),
        patientMineur: fc.boolean(),
        secteur: sector,
        consumed: cents,
      });
    });
    fc.assert(
      fc.property(basketSimulation, ({ acte, prix, patientMineur, secteur, consumed }) => {
        const basket = acte.panier100Sante;
        if (basket === null) throw new Error('filtered above');
        const result = simulateReimbursement({
          acte,
          prix,
          patientMineur,
          secteur,
          panier100Sante: true,
          garanties: [
            {
              garantie: basket.garantie,
              libelle: '',
              pourcentageBR: null,
              forfait: null,
              fraisReels: true,
              plafond: null,
            },
          ],
          dejaConsomme: () => consumed,
        });
        expect(result.panier100Sante).toBe(true);
        expect(result.resteACharge).toBe(0);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });

  it('a higher price never lowers what the member pays (reste à charge is monotonic in the price)', () => {
    fc.assert(
      fc.property(simulation, cents, (input, extra) => {
        fc.pre(!input.panier100Sante);
        const low = simulateReimbursement(input);
        const high = simulateReimbursement({ ...input, prix: input.prix + extra });
        expect(high.resteACharge).toBeGreaterThanOrEqual(low.resteACharge);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
