import { describe, expect, it } from 'vitest';
import { isMinorOn } from './patient-age.ts';
import { isLargeResteACharge, renfortsFor, type SimulatorRenfort } from './simulator-renfort.entity.ts';

describe('renforts', () => {
  it('calls a reste à charge large from 100 € or 30 % of the price', () => {
    expect(isLargeResteACharge({ prix: 45_000, resteACharge: 10_000 })).toBe(true);
    expect(isLargeResteACharge({ prix: 45_000, resteACharge: 9_999 })).toBe(false);
    expect(isLargeResteACharge({ prix: 6_500, resteACharge: 3_500 })).toBe(true);
    expect(isLargeResteACharge({ prix: 0, resteACharge: 0 })).toBe(false);
  });

  it('offers the renforts that improve the act’s guarantee', () => {
    const renforts: SimulatorRenfort[] = [
      {
        code: 'OPT',
        libelle: 'Renfort Optique',
        description: '',
        prixMensuel: 900,
        garanties: ['optique-lunettes'],
      },
      {
        code: 'DEN',
        libelle: 'Renfort Dentaire',
        description: '',
        prixMensuel: 1200,
        garanties: ['dentaire-protheses'],
      },
    ];
    expect(renfortsFor(renforts, 'optique-lunettes').map((renfort) => renfort.code)).toEqual(['OPT']);
  });
});

describe('isMinorOn', () => {
  it('counts the 18th birthday as adult', () => {
    expect(isMinorOn('2008-06-02', '2026-06-01')).toBe(true);
    expect(isMinorOn('2008-06-02', '2026-06-02')).toBe(false);
    expect(isMinorOn('1985-05-12', '2026-11-26')).toBe(false);
  });
});
