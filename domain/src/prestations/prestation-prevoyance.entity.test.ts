import { describe, expect, it } from 'vitest';
import {
  daysInPeriod,
  ijGross,
  ijSocialCharges,
  netAmount,
  type PrestationPrevoyance,
  prevoyanceInconsistencies,
  sickLeaves,
} from './prestation-prevoyance.entity.ts';

const MARIE = { numPers: 'P0010004', nom: 'Dupont', prenom: 'Marie' };
const LEAVE = { id: 'A1', debut: '2026-03-02', fin: '2026-05-15' };

function ij(id: string, from: string, to: string, paid: string, daily = 4_512): PrestationPrevoyance {
  const jours = daysInPeriod(from, to);
  const brut = ijGross(jours, daily);
  const charges = ijSocialCharges(brut);
  return {
    id,
    nature: 'ij',
    libelle: 'Indemnités journalières — arrêt maladie',
    beneficiaire: MARIE,
    arret: LEAVE,
    periodeDebut: from,
    periodeFin: to,
    jours,
    montantJournalier: daily,
    montantBrut: brut,
    chargesSociales: charges,
    montantNet: netAmount(brut, charges),
    datePaiement: paid,
  };
}

describe('indemnités journalières', () => {
  it('counts the days of a period, both ends included, across a month end', () => {
    expect(daysInPeriod('2026-03-05', '2026-03-31')).toBe(27);
    expect(daysInPeriod('2026-02-27', '2026-03-02')).toBe(4);
    expect(daysInPeriod('2026-04-01', '2026-04-01')).toBe(1);
    expect(() => daysInPeriod('2026-04-02', '2026-04-01')).toThrow();
  });

  it('pays days × daily amount gross, withholds CSG + CRDS (6,7 %) and pays the net = gross − charges', () => {
    const gross = ijGross(27, 4_512);
    expect(gross).toBe(121_824);
    expect(ijSocialCharges(gross)).toBe(8_162);
    expect(netAmount(gross, 8_162)).toBe(113_662);
    expect(() => ijGross(2.5, 100)).toThrow();
    expect(() => netAmount(100, 101)).toThrow();
  });

  it('finds a payment consistent, and names every broken rule of an inconsistent one', () => {
    const good = ij('V1', '2026-03-05', '2026-03-31', '2026-04-08');
    expect(prevoyanceInconsistencies(good)).toEqual([]);
    expect(prevoyanceInconsistencies({ ...good, montantNet: good.montantNet + 1 })).toEqual(['net']);
    expect(prevoyanceInconsistencies({ ...good, jours: 26 })).toEqual(['brut', 'jours']);
    expect(prevoyanceInconsistencies({ ...good, arret: null })).toEqual(['arret']);
    expect(
      prevoyanceInconsistencies({
        ...good,
        nature: 'capital',
        arret: null,
        jours: null,
        montantJournalier: null,
      }),
    ).toEqual(['periode']);
  });

  it('groups the IJ payments by sick leave, oldest payment first, with their totals', () => {
    const payments = [
      ij('V2', '2026-04-01', '2026-04-30', '2026-05-07'),
      ij('V1', '2026-03-05', '2026-03-31', '2026-04-08'),
      { ...ij('X', '2026-01-01', '2026-01-01', '2026-01-10'), nature: 'capital' as const, arret: null },
    ];
    const [leave, ...others] = sickLeaves(payments);
    expect(others).toEqual([]);
    expect(leave?.versements.map((payment) => payment.id)).toEqual(['V1', 'V2']);
    expect(leave?.jours).toBe(57);
    expect(leave?.montantBrut).toBe(ijGross(57, 4_512));
    expect(leave?.montantNet).toBe((payments[0]?.montantNet ?? 0) + (payments[1]?.montantNet ?? 0));
  });
});
