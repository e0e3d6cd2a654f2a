import type { Contract } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { BankDetailsViewModel } from './bank-details.view-model.ts';

function contract(numero: string, withRib: boolean): Contract {
  return {
    numeroContratIndividuel: numero,
    nomOffre: 'Santé Confort',
    etat: 'valide',
    isActif: true,
    IsPrecontentieux: false,
    modalitePaiementPrestation: {
      rib: withRib
        ? {
            codeInternationalPaysIso2: 'FR',
            cleIban: '76',
            identifiantNationalCompte: '30006000011234567891234',
            codeBIC: 'AGRIFRPP',
            titulaire: 'Marie Dupont',
          }
        : null,
      codeModePaiement: 'VIR',
      isMissing: !withRib,
    },
  };
}

describe('« Mes coordonnées bancaires »', () => {
  it('shows per contract the masked IBAN, the BIC and the holder, and which one the popup changes', async () => {
    const first = contract('1000001-01', true);
    const second = contract('1000001-02', false);
    let edited = 0;
    const model = new BankDetailsViewModel({
      contractOptions: [
        { contract: first, label: '1000001-01 - Santé Confort' },
        { contract: second, label: '1000001-02 - Santé Confort' },
      ],
      current: first,
      editBankDetails: () => Promise.resolve(void (edited += 1)),
    });
    expect(model.rows).toEqual([
      {
        numero: '1000001-01',
        label: '1000001-01 - Santé Confort',
        iban: 'FR76 •••• •••• •••• •••• •••1 234',
        bic: 'AGRIFRPP',
        titulaire: 'Marie Dupont',
        requestPending: false,
        current: true,
      },
      {
        numero: '1000001-02',
        label: '1000001-02 - Santé Confort',
        iban: null,
        bic: null,
        titulaire: null,
        requestPending: false,
        current: false,
      },
    ]);
    await model.edit();
    expect(edited).toBe(1);
  });

  it('tells a request waiting for an agent, as the home does', () => {
    const pending = contract('1000001-01', false);
    const waiting: Contract = {
      ...pending,
      modalitePaiementPrestation: {
        ...pending.modalitePaiementPrestation,
        isMissing: false,
        isRequestPending: true,
      },
    };
    const model = new BankDetailsViewModel({
      contractOptions: [{ contract: waiting, label: '1000001-01 - Santé Confort' }],
      current: waiting,
      editBankDetails: () => Promise.resolve(),
    });
    expect(model.rows[0]?.requestPending).toBe(true);
  });
});
