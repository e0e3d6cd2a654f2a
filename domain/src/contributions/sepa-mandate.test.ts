import { describe, expect, it } from 'vitest';
import { mandateReference, maskBic, sepaMandate } from './sepa-mandate.ts';

describe('SEPA mandate', () => {
  it('shows the IBAN and BIC masked, never whole', () => {
    const mandate = sepaMandate({
      rum: mandateReference('1000001-01', 2),
      ics: 'FR12ZZZ123456',
      creancier: 'Mutuelle',
      debiteur: 'Marie Dupont',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      dateSignature: '2024-01-15',
      numeroContrat: '1000001-01',
    });
    expect(mandate.rum).toBe('RUM-1000001-01-0002');
    expect(mandate.ibanMasque).toBe('FR76 •••• •••• •••• •••• •••0 189');
    expect(mandate.bicMasque).toBe('AGRIFR••');
    expect(JSON.stringify(mandate)).not.toContain('30006000011234567890');
  });

  it('keeps an 11-character BIC masked after its bank and country', () => {
    expect(maskBic('bnpa frpp xxx')).toBe('BNPAFR•••••');
  });
});
