import { describe, expect, it } from 'vitest';
import { ibanOf, maskIban } from './iban-mask.format.ts';

describe('masked IBAN', () => {
  it('shows the country, the key and the last 4 characters only, in groups of 4', () => {
    expect(maskIban('FR76 3000 6000 0112 3456 7891 234')).toBe('FR76 •••• •••• •••• •••• •••1 234');
  });

  it('builds the IBAN of bank details', () => {
    expect(
      ibanOf({
        codeInternationalPaysIso2: 'FR',
        cleIban: '76',
        identifiantNationalCompte: '30006000010007015430189',
        codeBIC: 'AGRIFRPP',
      }),
    ).toBe('FR7630006000010007015430189');
  });
});
