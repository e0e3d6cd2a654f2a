import { describe, expect, it } from 'vitest';
import type { ContractGuarantees } from './guarantee.entity.ts';
import { NOT_COVERED, tiersPayantDomains, tiersPayantValidity } from './tiers-payant-card.entity.ts';

const line = (libelle: string, formule: string) => ({ libelle, formule, precision: '' });

const HEALTH: ContractGuarantees = {
  nomOffre: 'Santé Essentielle Famille',
  domaines: [
    { code: 'hospitalisation', libelle: 'Hospitalisation', lignes: [line('Frais de séjour', '100 % BR')] },
    {
      code: 'soins-courants',
      libelle: 'Soins courants',
      lignes: [
        line('Consultations de généralistes et spécialistes', '200 % BR'),
        line('Analyses et examens de laboratoire', '110 % BR'),
        line('Pharmacie remboursée par la Sécurité sociale', '100 % BR'),
      ],
    },
    {
      code: 'optique',
      libelle: 'Optique',
      lignes: [line('Lunettes à tarifs libres', '300 € par équipement')],
    },
    { code: 'dentaire', libelle: 'Dentaire', lignes: [line('Soins dentaires', '120 % BR')] },
    {
      code: 'aides-auditives',
      libelle: 'Aides auditives',
      lignes: [line('Aides auditives à tarifs libres', '100 % BR + 400 € par oreille')],
    },
  ],
};

describe('tiers-payant card domains', () => {
  it('gives each domain of the card its convention and the coverage of the matching guarantee line', () => {
    expect(tiersPayantDomains(HEALTH)).toEqual([
      { code: 'PHAR', libelle: 'Pharmacie', convention: 'TP-PH', couverture: '100 % BR' },
      { code: 'LABO', libelle: 'Laboratoire', convention: 'TP-LA', couverture: '110 % BR' },
      { code: 'RADL', libelle: 'Radiologie', convention: 'TP-RA', couverture: '200 % BR' },
      { code: 'HOSP', libelle: 'Hospitalisation', convention: 'TP-HO', couverture: '100 % BR' },
      { code: 'OPTI', libelle: 'Optique', convention: 'TP-OP', couverture: '300 € par équipement' },
      { code: 'DENT', libelle: 'Dentaire', convention: 'TP-DE', couverture: '120 % BR' },
      {
        code: 'AUDI',
        libelle: 'Audioprothèse',
        convention: 'TP-AU',
        couverture: '100 % BR + 400 € par oreille',
      },
    ]);
  });

  it('says « Non couvert », without convention, for a domain the offer does not cover', () => {
    const hospitalOnly: ContractGuarantees = {
      nomOffre: 'Hospitalisation Plus',
      domaines: HEALTH.domaines.slice(0, 1),
    };
    const domains = tiersPayantDomains(hospitalOnly);
    expect(domains.find((domain) => domain.code === 'HOSP')).toMatchObject({ convention: 'TP-HO' });
    expect(domains.filter((domain) => domain.code !== 'HOSP')).toSatisfy((others: typeof domains) =>
      others.every((domain) => domain.convention === null && domain.couverture === NOT_COVERED),
    );
  });

  it('runs for the calendar year', () => {
    expect(tiersPayantValidity('2026-11-26')).toEqual({ valableDu: '2026-01-01', valableAu: '2026-12-31' });
  });
});
