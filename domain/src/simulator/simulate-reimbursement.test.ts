import { describe, expect, it } from 'vitest';
import { simulateReimbursement, type SimulationInput } from './simulate-reimbursement.ts';
import { simulatorActOf } from './simulator-acts.catalogue.ts';
import type { SimulatorGuarantee } from './simulator-guarantee.entity.ts';

function act(code: string) {
  const found = simulatorActOf(code);
  if (found === null) throw new Error(code);
  return found;
}

const FAMILLE: readonly SimulatorGuarantee[] = [
  {
    garantie: 'optique-lunettes',
    libelle: 'Lunettes',
    pourcentageBR: null,
    forfait: 10_000,
    fraisReels: false,
    plafond: { montant: 10_000, periodeAnnees: 2 },
  },
  {
    garantie: 'optique-100-sante',
    libelle: 'Lunettes 100 %',
    pourcentageBR: null,
    forfait: null,
    fraisReels: true,
    plafond: null,
  },
  {
    garantie: 'soins-consultations',
    libelle: 'Consultations',
    pourcentageBR: 200,
    forfait: null,
    fraisReels: false,
    plafond: null,
  },
  {
    garantie: 'soins-medecines-douces',
    libelle: 'Ostéopathie',
    pourcentageBR: null,
    forfait: 3_000,
    fraisReels: false,
    plafond: { montant: 9_000, periodeAnnees: 1 },
  },
];

function input(overrides: Partial<SimulationInput> & { code: string }): SimulationInput {
  return {
    acte: act(overrides.code),
    prix: 45_000,
    patientMineur: false,
    secteur: 'optam',
    panier100Sante: false,
    garanties: FAMILLE,
    dejaConsomme: () => 0,
    ...overrides,
  };
}

describe('simulateReimbursement', () => {
  it('glasses at 450 €: 0,09 € by the Sécu, the 100 € forfait, 349,91 € left', () => {
    const result = simulateReimbursement(input({ code: 'LUN' }));
    expect(result.baseRemboursement).toBe(15);
    expect(result.secu).toEqual({ taux: 60, brut: 9, deduction: 0, montant: 9 });
    expect(result.mutuelle.montant).toBe(10_000);
    expect(result.resteACharge).toBe(34_991);
  });

  it('glasses whose forfait was already used within the two years: nothing from the mutuelle', () => {
    const result = simulateReimbursement(input({ code: 'LUN', dejaConsomme: () => 10_000 }));
    expect(result.mutuelle.montant).toBe(0);
    expect(result.mutuelle.plafond).toMatchObject({ disponible: 0, atteint: true });
    expect(result.resteACharge).toBe(45_000 - 9);
  });

  it('« 100 % Santé » glasses at the price limit: nothing left to pay', () => {
    const result = simulateReimbursement(input({ code: 'LUN', prix: 10_500, panier100Sante: true }));
    expect(result.panier100Sante).toBe(true);
    expect(result.secu.montant).toBe(6_300);
    expect(result.mutuelle.montant).toBe(4_200);
    expect(result.resteACharge).toBe(0);
  });

  it('« 100 % Santé » asked above the price limit: computed at free prices, and said so', () => {
    const result = simulateReimbursement(input({ code: 'LUN', prix: 20_000, panier100Sante: true }));
    expect(result.panier100Sante).toBe(false);
    expect(result.horsPanier).toEqual({ prixLimite: 10_500 });
  });

  it('a specialist at 70 €: Sécu 70 % of BR less the 2 € participation forfaitaire, mutuelle up to 200 % BR', () => {
    const result = simulateReimbursement(input({ code: 'CSP', prix: 7_000 }));
    expect(result.secu).toEqual({ taux: 70, brut: 2_205, deduction: 200, montant: 2_005 });
    expect(result.mutuelle.montant).toBe(6_300 - 2_205);
    expect(result.resteACharge).toBe(7_000 - 2_005 - 4_095);
  });

  it('a non-OPTAM specialist: excess fees covered 20 % BR lower (contrat responsable)', () => {
    const result = simulateReimbursement(input({ code: 'CSP', prix: 7_000, secteur: 'non-optam' }));
    expect(result.mutuelle.pourcentageBR).toBe(180);
    expect(result.mutuelle.montant).toBe(5_670 - 2_205);
  });

  it('a child pays no participation forfaitaire', () => {
    const result = simulateReimbursement(input({ code: 'CGE', prix: 3_000, patientMineur: true }));
    expect(result.secu.deduction).toBe(0);
    expect(result.resteACharge).toBe(0);
  });

  it('osteopathy: the third session of the year is the last one paid', () => {
    const third = simulateReimbursement(input({ code: 'OST', prix: 6_500, dejaConsomme: () => 6_000 }));
    expect(third.mutuelle.montant).toBe(3_000);
    const fourth = simulateReimbursement(input({ code: 'OST', prix: 6_500, dejaConsomme: () => 9_000 }));
    expect(fourth.mutuelle.montant).toBe(0);
  });

  it('an act the contract does not cover: only the Sécurité sociale', () => {
    const result = simulateReimbursement(input({ code: 'AUD', prix: 150_000 }));
    expect(result.mutuelle).toMatchObject({ garantie: null, montant: 0 });
    expect(result.resteACharge).toBe(150_000 - 24_000);
  });

  it('refuses a price that is not a whole, positive number of cents (a bug of the caller)', () => {
    expect(() => simulateReimbursement(input({ code: 'LUN', prix: -1 }))).toThrow();
    expect(() => simulateReimbursement(input({ code: 'LUN', prix: 1.5 }))).toThrow();
  });
});
