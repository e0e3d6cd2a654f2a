import type { UploadedFile } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import type { SubmitBankDetailsCommand } from './submit-bank-details.use-case.ts';
import { SubmitBankDetails } from './submit-bank-details.use-case.ts';
import { FakeBankDetailsPort } from './test-support/fake-member.ports.ts';
import { aContract, aPortError } from './test-support/mothers.ts';

const VALID_IBAN = 'FR7630006000011234567890189';
const RIB_FILE: UploadedFile = {
  remoteFileName: 'r-1.pdf',
  localFileName: 'rib.pdf',
  size: 1200,
  inputName: 'rib',
};
const CONTRACT = aContract({
  numeroContratIndividuel: 'C-7',
  modalitePaiementPrestation: { rib: null, codeModePaiement: 'VIR', isMissing: true },
});

function aCommand(overrides: Partial<SubmitBankDetailsCommand> = {}): SubmitBankDetailsCommand {
  return {
    values: { titulaire: 'Jean Martin', iban: VALID_IBAN, bic: 'AGRIFRPP' },
    rib: [],
    contract: CONTRACT,
    isManualMode: false,
    ...overrides,
  };
}

function setup() {
  const port = new FakeBankDetailsPort();
  return { port, useCase: new SubmitBankDetails(port) };
}

describe('SubmitBankDetails', () => {
  it('rejects an IBAN whose checksum is wrong without calling the server', async () => {
    const { port, useCase } = setup();

    const outcome = await useCase.execute(
      aCommand({
        values: { titulaire: 'Jean Martin', iban: 'FR7730006000011234567890189', bic: 'AGRIFRPP' },
      }),
    );

    expect(outcome.kind === 'invalid' && outcome.issues.iban.map((found) => found.code)).toContain(
      'IBAN.CHECKSUM',
    );
    port.updateCall.expectNotCalled();
  });

  it('reports every missing field with the summary', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute(aCommand({ values: { titulaire: ' ', iban: '', bic: 'AGRI' } }));

    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(outcome.issues.titulaire.length).toBe(1);
    expect(outcome.issues.iban.length).toBe(1);
    expect(outcome.issues.bic[0]?.message).toBe('Le code BIC doit comporter 8 ou 11 caractères.');
  });

  it("requires the RIB file in manual mode ('Merci de joindre le document demandé.')", async () => {
    const { port, useCase } = setup();

    const outcome = await useCase.execute(aCommand({ isManualMode: true }));

    expect(outcome.kind === 'invalid' && outcome.issues.rib[0]?.message).toBe(
      'Merci de joindre le document demandé.',
    );
    port.updateCall.expectNotCalled();
  });

  it("refuses to submit while the RIB is still uploading ('Téléversement en cours...')", async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute(
      aCommand({ ribUploadIssues: [{ code: 'UPLOAD.IN_PROGRESS', message: 'Téléversement en cours...' }] }),
    );

    expect(outcome.kind === 'invalid' && outcome.issues.rib[0]?.message).toBe('Téléversement en cours...');
  });

  it('sends the compacted upper-case IBAN and BIC with the contract part', async () => {
    const { port, useCase } = setup();

    await useCase.execute(
      aCommand({
        values: { titulaire: ' Jean Martin ', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agri frpp' },
        rib: [RIB_FILE],
        isManualMode: true,
      }),
    );

    port.updateCall.expectCalledOnceWith({
      titulaire: 'Jean Martin',
      iban: VALID_IBAN,
      bic: 'AGRIFRPP',
      rib: [RIB_FILE],
      contrat: {
        numContrat: 'C-7',
        nomOffre: 'Santé Plus',
        rib: null,
        codeModePaiement: 'VIR',
        hadRib: false,
      },
    });
  });

  it('confirms an automatic change and leaves the contract as it is', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute(aCommand());

    expect(outcome).toEqual({
      kind: 'updated',
      toast: {
        code: 'SUCCESS.REQUEST_RECEIVED',
        message: 'Votre demande a bien été prise en compte',
        severity: 'success',
      },
      contract: CONTRACT,
      isModeGestionManuel: false,
      closePopup: true,
    });
  });

  it('adds the manual-mode suffix and marks the payment no longer missing when handled manually', async () => {
    const { port, useCase } = setup();
    port.updateCall.answers(ok({ isModeGestionManuel: true }));

    const outcome = await useCase.execute(aCommand({ isManualMode: true, rib: [RIB_FILE] }));

    expect(outcome.kind).toBe('updated');
    if (outcome.kind !== 'updated') return;
    expect(outcome.toast.message).toBe(
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.',
    );
    expect(outcome.contract.modalitePaiementPrestation.isMissing).toBe(false);
  });

  it('adds the confirmation e-mail line when an acknowledgement is sent', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute(aCommand({ acknowledgementActive: true }));

    expect(outcome.kind === 'updated' && outcome.toast.message).toBe(
      'Votre demande a bien été prise en compte. Vous recevrez un e-mail de confirmation.',
    );
  });

  it('puts an issue the contract check names by its body path on its field', async () => {
    const { port, useCase } = setup();
    const tooLong = { field: 'body/data/titulaire', code: 'SCHEMA.MAXLENGTH', message: 'Trop long' };
    port.updateCall.answers(err(aPortError(400, { message: 'Trop long', errors: [tooLong] })));

    const outcome = await useCase.execute(aCommand());

    expect(outcome).toMatchObject({
      kind: 'failed',
      fieldIssues: { titulaire: [{ code: 'SCHEMA.MAXLENGTH', message: 'Trop long' }] },
    });
  });

  it("shows 'La demande a échoué' with the server message and its field issues when the update fails", async () => {
    const { port, useCase } = setup();
    port.updateCall.answers(
      err(
        aPortError(400, {
          message: 'BIC inconnu',
          errors: [{ field: 'bic', code: 'BIC.UNKNOWN', message: 'BIC inconnu' }],
        }),
      ),
    );

    const outcome = await useCase.execute(aCommand());

    expect(outcome).toEqual({
      kind: 'failed',
      toast: {
        code: 'TOAST.ACT_REQUEST_FAILED',
        message: 'La demande a échoué',
        severity: 'danger',
        detail: 'BIC inconnu',
      },
      fieldIssues: { bic: [{ code: 'BIC.UNKNOWN', message: 'BIC inconnu' }] },
    });
  });
});
