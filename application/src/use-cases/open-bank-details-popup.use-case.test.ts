import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { OpenBankDetailsPopup } from './open-bank-details-popup.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aContract, aPortError } from './test-support/mothers.ts';

const RIB = {
  codeInternationalPaysIso2: 'FR',
  cleIban: '76',
  identifiantNationalCompte: '3000600001',
  codeBIC: 'AGRIFRPP',
};
const MISSING = aContract({
  numeroContratIndividuel: 'C-7',
  nomOffre: 'Santé Plus',
  modalitePaiementPrestation: { rib: RIB, codeModePaiement: 'VIR', isMissing: true },
});

function setup() {
  const identity = new FakeIdentityPort();
  return { identity, useCase: new OpenBankDetailsPopup(identity) };
}

describe('OpenBankDetailsPopup', () => {
  it('opens no popup when the benefit payment details are not missing', async () => {
    const { identity, useCase } = setup();

    const outcome = await useCase.execute({ contract: aContract() });

    expect(outcome).toEqual({ kind: 'not-needed' });
    identity.getModeGestionCall.expectNotCalled();
  });

  it('opens the popup for details on file when the member asks to change them', async () => {
    const { identity, useCase } = setup();
    identity.getModeGestionCall.answers(ok('automatique'));

    const outcome = await useCase.execute({ contract: aContract(), requestedByMember: true });

    identity.getModeGestionCall.expectCalledOnceWith('ribPrestationsActeGestion');
    expect(outcome).toMatchObject({ kind: 'ready', isManualMode: false });
  });

  it("requires the RIB file when the mode de gestion is 'manuel'", async () => {
    const { identity, useCase } = setup();
    identity.getModeGestionCall.answers(ok('manuel'));

    const outcome = await useCase.execute({ contract: MISSING });

    identity.getModeGestionCall.expectCalledOnceWith('ribPrestationsActeGestion');
    expect(outcome).toEqual({
      kind: 'ready',
      isManualMode: true,
      layout: { ribRequired: true, cancelVisible: true },
      contract: {
        numContrat: 'C-7',
        nomOffre: 'Santé Plus',
        rib: RIB,
        codeModePaiement: 'VIR',
        hadRib: true,
      },
      toast: undefined,
    });
  });

  it('does not require the file in automatic mode, and hides Cancel when the popup is blocking', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute({ contract: MISSING, isBlocking: true });

    expect(outcome).toMatchObject({
      isManualMode: false,
      layout: { ribRequired: false, cancelVisible: false },
    });
  });

  it("shows 'Erreur lors de la récupération du mode de gestion.' and opens in automatic mode when the mode cannot be read", async () => {
    const { identity, useCase } = setup();
    identity.getModeGestionCall.answers(err(aPortError(500)));

    const outcome = await useCase.execute({ contract: MISSING });

    expect(outcome).toMatchObject({
      kind: 'ready',
      isManualMode: false,
      toast: {
        code: 'TOAST.MANAGEMENT_MODE_FETCH_FAILED',
        message: 'Erreur lors de la récupération du mode de gestion.',
      },
    });
  });
});
