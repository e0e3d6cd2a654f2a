import { describe, expect, it } from 'vitest';
import {
  isTiersPayantProfession,
  type PrestationTiersPayant,
  tiersPayantByProfession,
  tiersPayantTotal,
} from './prestation-tiers-payant.entity.ts';

const LEA = { numPers: 'P0010003', nom: 'Dupont', prenom: 'Léa' };

function payment(id: string, typeProfessionnel: PrestationTiersPayant['typeProfessionnel'], montant: number) {
  return {
    id,
    dateSoins: '2026-02-03',
    datePaiement: '2026-02-10',
    typeProfessionnel,
    professionnel: 'Pharmacie du Parc',
    libelle: 'Médicaments',
    beneficiaire: LEA,
    montant,
  };
}

describe('tiers-payant payments', () => {
  it('adds up what the insurer paid directly, in total and per kind of professional, largest first', () => {
    const payments = [
      payment('1', 'pharmacie', 1_250),
      payment('2', 'opticien', 18_000),
      payment('3', 'pharmacie', 2_310),
    ];
    expect(tiersPayantTotal(payments)).toBe(21_560);
    expect(tiersPayantTotal([])).toBe(0);
    expect(tiersPayantByProfession(payments)).toEqual([
      { typeProfessionnel: 'opticien', montant: 18_000 },
      { typeProfessionnel: 'pharmacie', montant: 3_560 },
    ]);
  });

  it('knows the kinds of professionals it labels', () => {
    expect(isTiersPayantProfession('hopital')).toBe(true);
    expect(isTiersPayantProfession('toString')).toBe(false);
  });
});
