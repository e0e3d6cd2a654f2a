import { describe, expect, it } from 'vitest';
import { parseGuaranteeLine } from './guarantee-formula.parser.ts';

const line = (formule: string, precision = '') => ({ libelle: 'Ligne', formule, precision });

describe('parseGuaranteeLine (« Mes garanties » read by the simulator)', () => {
  it('reads a percentage of BR', () => {
    expect(parseGuaranteeLine('g', line('150 % BR'))).toMatchObject({
      pourcentageBR: 150,
      forfait: null,
      fraisReels: false,
      plafond: null,
    });
  });

  it('reads the frais réels', () => {
    expect(parseGuaranteeLine('g', line('100 % des frais réels', 'Sans reste à charge.'))).toMatchObject({
      fraisReels: true,
      plafond: null,
    });
  });

  it('reads a forfait per session with its yearly number of sessions as a ceiling', () => {
    expect(
      parseGuaranteeLine('g', line('30 € par séance', '3 séances par an et par bénéficiaire.')),
    ).toMatchObject({
      forfait: 3_000,
      plafond: { montant: 9_000, periodeAnnees: 1 },
    });
  });

  it('reads a forfait per equipment renewed every 2 years', () => {
    expect(
      parseGuaranteeLine(
        'g',
        line('100 € par équipement', 'Un équipement tous les 2 ans (tous les ans avant 16 ans).'),
      ),
    ).toMatchObject({ forfait: 10_000, plafond: { montant: 10_000, periodeAnnees: 2 } });
  });

  it('reads a yearly credit', () => {
    expect(parseGuaranteeLine('g', line('50 € par an'))).toMatchObject({
      forfait: 5_000,
      plafond: { montant: 5_000, periodeAnnees: 1 },
    });
  });

  it('reads a percentage plus a forfait', () => {
    expect(
      parseGuaranteeLine('g', line('100 % BR + 100 € par oreille', 'Une aide par oreille tous les 4 ans.')),
    ).toMatchObject({
      pourcentageBR: 100,
      forfait: 10_000,
      plafond: null,
    });
  });

  it('leaves out a formula it does not know (prévoyance)', () => {
    expect(parseGuaranteeLine('g', line('80 % du salaire brut'))).toBeNull();
  });
});
