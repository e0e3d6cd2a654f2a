import type { BankDetailsUpdatedOutcome } from '@portail/application';
import {
  err,
  LoadCmsBlock,
  ok,
  OpenBankDetailsPopup,
  SubmitBankDetails,
  UploadQueueRunner,
} from '@portail/application';
import type { CatalogueMessage, Contract } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FileUploadViewModel } from '../../../widgets/file-upload/file-upload.view-model.ts';
import { CmsBlockState } from '../../cms-block.state.ts';
import { RIB_UPLOAD } from '../../member-area.config.ts';
import type { TestFile } from '../../../widgets/file-upload/testing/controlled-upload-transport.ts';
import {
  aFile,
  ControlledUploadTransport,
} from '../../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { FakeClock, flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { FakeBankDetails, FakeCms, FakeIdentity } from '../../testing/fake-member-ports.ts';
import { aCmsItem, aContract, aPortError, withMissingPayment } from '../../testing/member-mothers.ts';
import { BankDetailsDialogViewModel, IBAN_HINTS, uppercaseCode } from './bank-details-dialog.view-model.ts';

const VALID_IBAN = 'FR7630006000011234567890189';
const WRONG_CHECKSUM_IBAN = 'FR7630006000011234567890188';

async function bankPopup(options: { manual?: boolean; blocking?: boolean; acknowledgement?: boolean } = {}) {
  const identity = new FakeIdentity();
  identity.modeGestion.answer(ok(options.manual === true ? 'manuel' : 'automatique'));
  const contract: Contract = withMissingPayment(aContract());
  const ready = await new OpenBankDetailsPopup(identity).execute({ contract, isBlocking: options.blocking });
  if (ready.kind !== 'ready') throw new Error('the popup should be needed');
  const bank = new FakeBankDetails();
  const cms = new FakeCms();
  cms.blocks.answerAlways(ok([aCmsItem({ title: 'Vos coordonnées bancaires pour vos prestations' })]));
  const clock = new FakeClock();
  const transport = new ControlledUploadTransport<TestFile>();
  const runner = new UploadQueueRunner<TestFile>(transport, clock, clock, {
    inputName: RIB_UPLOAD.inputName,
    constraints: { ...RIB_UPLOAD.constraints, required: ready.layout.ribRequired },
  });
  const toasts: CatalogueMessage[] = [];
  const submitted: BankDetailsUpdatedOutcome[] = [];
  let closed = 0;
  const notify = (message: CatalogueMessage) => toasts.push(message);
  const popup = new BankDetailsDialogViewModel(
    {
      submitBankDetails: new SubmitBankDetails(bank),
      notify,
      cms: new CmsBlockState(new LoadCmsBlock(cms), notify, { name: 'Popup_Modalite_Paiement' }),
      rib: new FileUploadViewModel(runner),
      acknowledgementActive: options.acknowledgement ?? false,
      onSubmitted: (outcome) => submitted.push(outcome),
      onClose: () => (closed += 1),
    },
    ready,
    contract,
  );
  return { popup, bank, identity, transport, toasts, submitted, closed: () => closed };
}

function fill(popup: BankDetailsDialogViewModel<TestFile>, iban = VALID_IBAN): void {
  popup.setValue('titulaire', 'Marie Dupont');
  popup.setValue('iban', iban);
  popup.setValue('bic', 'agrifrpp');
}

describe('bank-details popup', () => {
  it('forces capitals without blanks on IBAN and BIC, and gives the IBAN hint texts', async () => {
    const { popup } = await bankPopup();
    popup.setValue('iban', 'fr76 3000 6000 0112 3456 7890 189');
    popup.setValue('bic', 'agri frpp');
    popup.setValue('titulaire', 'Marie dupont');
    expect(popup.values).toEqual({ titulaire: 'Marie dupont', iban: VALID_IBAN, bic: 'AGRIFRPP' });
    expect(uppercaseCode(' ab c ')).toBe('ABC');
    popup.setValue('iban', `${VALID_IBAN}9999`);
    popup.setValue('bic', 'AGRIFRPPXXXX');
    expect(popup.values.iban).toBe(VALID_IBAN);
    expect(popup.values.bic).toBe('AGRIFRPPXXX');
    expect(IBAN_HINTS).toEqual([
      "Merci de saisir entièrement les 27 caractères de l'IBAN.",
      'Un IBAN comporte au maximum 34 caractères ; sa longueur est fixée par chaque pays (27 caractères pour la France).',
    ]);
  });

  it('opens with the CMS text and the contract, Cancel shown unless blocking', async () => {
    const { popup } = await bankPopup();
    await popup.open();
    expect(popup.title).toBe('Vos coordonnées bancaires pour vos prestations');
    expect(popup.contractLabel).toBe('1000001-01 - Santé Essentielle Famille');
    expect(popup.cancelVisible).toBe(true);
    const blocking = await bankPopup({ blocking: true });
    expect(blocking.popup.cancelVisible).toBe(false);
    blocking.popup.cancel();
    expect(blocking.closed()).toBe(0);
    popup.cancel();
  });

  it('toasts the management-mode failure and opens in automatic mode', async () => {
    const identity = new FakeIdentity();
    identity.modeGestion.answer(err(aPortError(500)));
    const ready = await new OpenBankDetailsPopup(identity).execute({
      contract: withMissingPayment(aContract()),
    });
    expect(ready).toMatchObject({ kind: 'ready', isManualMode: false });
    const { popup, toasts } = await bankPopup();
    const failing = new BankDetailsDialogViewModel(
      { ...popupDeps(popup), notify: (message) => toasts.push(message) },
      ready.kind === 'ready' ? ready : popup.ready,
      withMissingPayment(aContract()),
    );
    await failing.open();
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Erreur lors de la récupération du mode de gestion.',
    ]);
  });

  it('shows field errors after leaving a field, not before', async () => {
    const { popup } = await bankPopup();
    expect(popup.errorOf('titulaire')).toBeNull();
    popup.touch('titulaire');
    expect(popup.errorOf('titulaire')).not.toBeNull();
    popup.setValue('iban', WRONG_CHECKSUM_IBAN);
    popup.touch('iban');
    expect(popup.issues.iban.map((issue) => issue.code)).toContain('IBAN.CHECKSUM');
    expect(popup.errorOf('iban')).toBe(popup.issues.iban[0]?.message);
    popup.setValue('bic', 'AGRI');
    popup.touch('bic');
    expect(popup.errorOf('bic')).toBe('Le code BIC doit comporter 8 ou 11 caractères.');
  });

  it('refuses an invalid IBAN without calling the server, then sends the corrected one', async () => {
    const { popup, bank, toasts, submitted, closed } = await bankPopup();
    fill(popup, WRONG_CHECKSUM_IBAN);
    await popup.submit();
    expect(bank.updateCall.count).toBe(0);
    expect(popup.summary).toBe('Merci de corriger les données signalées.');
    expect(popup.invalidFields).toEqual(['iban']);
    expect(popup.focusRequest).toBe(1);
    popup.setValue('iban', VALID_IBAN);
    await popup.submit();
    expect(bank.updateCall.calls[0]?.[0]).toMatchObject({
      titulaire: 'Marie Dupont',
      iban: VALID_IBAN,
      bic: 'AGRIFRPP',
      rib: [],
      contrat: { numContrat: '1000001-01', hadRib: false },
    });
    expect(toasts.map((toast) => toast.message)).toEqual(['Votre demande a bien été prise en compte']);
    expect(submitted[0]?.isModeGestionManuel).toBe(false);
    expect(closed()).toBe(1);
  });

  it('requires the RIB document in manual mode and sends it once uploaded', async () => {
    const { popup, bank, transport, toasts, submitted } = await bankPopup({
      manual: true,
      acknowledgement: true,
    });
    expect(popup.ribRequired).toBe(true);
    fill(popup);
    await popup.submit();
    expect(bank.updateCall.count).toBe(0);
    expect(popup.errorOf('rib')).toBe('Merci de joindre le document demandé.');
    popup.rib.add([aFile('rib.pdf')]);
    expect(popup.errorOf('rib')).toBe('Téléversement en cours...');
    await popup.submit();
    expect(bank.updateCall.count).toBe(0);
    transport.open.succeed('rib-123.pdf');
    await flushPromises();
    bank.updateCall.answer(ok({ isModeGestionManuel: true }));
    await popup.submit();
    expect(bank.updateCall.calls[0]?.[0].rib).toEqual([
      { remoteFileName: 'rib-123.pdf', localFileName: 'rib.pdf', size: 1024, inputName: 'rib' },
    ]);
    expect(toasts.at(-1)?.message).toBe(
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Vous recevrez un e-mail de confirmation.',
    );
    expect(submitted[0]?.contract.modalitePaiementPrestation.isMissing).toBe(false);
  });

  it('keeps the typed data and shows the server field errors when the request fails', async () => {
    const { popup, bank, toasts, closed } = await bankPopup();
    fill(popup);
    const failure = aPortError(400, 'IBAN refusé');
    bank.updateCall.answer(
      err({
        ...failure,
        server: { message: 'IBAN refusé', errors: [{ field: 'iban', code: 'X', message: 'IBAN refusé' }] },
      }),
    );
    await popup.submit();
    expect(toasts[0]).toMatchObject({ message: 'La demande a échoué', detail: 'IBAN refusé' });
    expect(popup.values.iban).toBe(VALID_IBAN);
    expect(popup.errorOf('iban')).toBe('IBAN refusé');
    expect(closed()).toBe(0);
    popup.setValue('iban', VALID_IBAN);
    expect(popup.errorOf('iban')).toBeNull();
  });

  it('stops the RIB upload when the popup closes', async () => {
    const { popup, transport } = await bankPopup({ manual: true });
    popup.rib.add([aFile('rib.pdf')]);
    popup.cancel();
    expect(transport.uploads[0]?.aborted).toBe(true);
  });
});

function popupDeps(popup: BankDetailsDialogViewModel<TestFile>) {
  return {
    submitBankDetails: { execute: () => Promise.reject(new Error('not expected')) },
    notify: () => undefined,
    cms: popup.cms,
    rib: popup.rib,
    acknowledgementActive: false,
    onSubmitted: () => undefined,
    onClose: () => undefined,
  };
}
