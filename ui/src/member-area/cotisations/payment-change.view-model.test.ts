import {
  ChangeContributionPayment,
  CONTRIBUTION_RIB_ACT_KEY,
  err,
  ok,
  readManagementMode,
  UploadQueueRunner,
} from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { aSchedule } from '@portail/application/src/use-cases/test-support/contribution-mothers.ts';
import { FakeClock, flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import type { TestFile } from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import {
  aFile,
  ControlledUploadTransport,
} from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { RIB_UPLOAD } from '../member-area.config.ts';
import { FakeIdentity } from '../testing/fake-member-ports.ts';
import { PaymentChangeViewModel } from './payment-change.view-model.ts';
import { FakeCotisations } from './testing/fake-cotisations.port.ts';

async function openDialog(mode: 'manuel' | 'automatique') {
  const port = new FakeCotisations();
  const identity = new FakeIdentity();
  identity.modeGestion.answer(ok(mode));
  const transport = new ControlledUploadTransport<TestFile>();
  const clock = new FakeClock();
  const toasts: CatalogueMessage[] = [];
  let areas = 0;
  const change = new PaymentChangeViewModel<TestFile>({
    change: new ChangeContributionPayment(port),
    notify: (message) => toasts.push(message),
    announce: () => undefined,
    changed: async () => undefined,
    loadOptions: async () => ({ modes: [], frequencies: [] }),
    loadManagementMode: () => readManagementMode(identity, CONTRIBUTION_RIB_ACT_KEY),
    createRibArea: () => {
      areas += 1;
      return new FileUploadViewModel(
        new UploadQueueRunner<TestFile>(transport, clock, clock, {
          inputName: RIB_UPLOAD.inputName,
          constraints: { ...RIB_UPLOAD.constraints, required: true },
        }),
      );
    },
  });
  change.start(aSchedule());
  await flushPromises();
  change.setValue('titulaire', 'Marie Dupont');
  change.setValue('iban', 'FR76 3000 6000 0112 3456 7890 189');
  change.setValue('bic', 'AGRIFRPP');
  return { change, port, identity, transport, toasts, areas: () => areas };
}

describe('PaymentChangeViewModel — RIB document of the debit', () => {
  it('in manual mode, refuses to send the new account without the RIB, then sends the uploaded file names', async () => {
    const { change, port, identity, transport, toasts } = await openDialog('manuel');
    expect(identity.modeGestion.lastCall()).toEqual([CONTRIBUTION_RIB_ACT_KEY]);
    expect(change.isManualMode).toBe(true);
    const rib = change.rib;
    if (rib === null) throw new Error('the RIB area should be shown in manual mode');
    await change.submit();
    port.changeCall.expectNotCalled();
    expect(change.invalidFields).toEqual(['rib']);
    expect(rib.error).toBe('Merci de joindre le document demandé.');
    rib.add([aFile('rib.pdf')]);
    transport.open.succeed('rib-456.pdf');
    await flushPromises();
    port.changeCall.answer(ok({ dateEffet: '2027-01-05', rum: 'RUM-1', isModeGestionManuel: true }));
    await change.submit();
    expect(port.changeCall.lastCall()[0].rib).toEqual([
      { remoteFileName: 'rib-456.pdf', localFileName: 'rib.pdf', size: 1024, inputName: 'rib' },
    ]);
    expect(change.open).toBe(false);
    expect(toasts.at(-1)?.message).toBe(
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais.',
    );
  });

  it('keeps the typed account and the uploaded RIB after a failed request, the server refusal under the area', async () => {
    const { change, port, transport } = await openDialog('manuel');
    change.rib?.add([aFile('rib.pdf')]);
    transport.open.succeed('rib-789.pdf');
    await flushPromises();
    const refusal = 'Le document joint est introuvable. Merci de le joindre à nouveau.';
    port.changeCall.answer(
      err(
        aPortError(400, {
          code: 'UPLOAD.UNKNOWN_FILE',
          message: refusal,
          errors: [{ field: 'rib', code: 'UPLOAD.UNKNOWN_FILE', message: refusal }],
        }),
      ),
    );
    await change.submit();
    expect(change.open).toBe(true);
    expect(change.values).toEqual({
      titulaire: 'Marie Dupont',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPP',
    });
    expect(change.rib?.uploadedFiles.map((file) => file.remoteFileName)).toEqual(['rib-789.pdf']);
    expect(change.ribServerError).toBe(refusal);
  });

  it('in automatic mode, shows no upload area and sends the account without a document', async () => {
    const { change, port, toasts, areas } = await openDialog('automatique');
    expect(change.rib).toBeNull();
    expect(areas()).toBe(0);
    port.changeCall.answer(ok({ dateEffet: '2027-01-05', rum: 'RUM-1', isModeGestionManuel: false }));
    await change.submit();
    expect(port.changeCall.lastCall()[0]).toMatchObject({ iban: 'FR7630006000011234567890189', rib: [] });
    expect(toasts.at(-1)?.message).toBe('Votre demande a bien été prise en compte');
  });

  it('opens in automatic mode with the catalogue toast when the management mode cannot be read', async () => {
    const port = new FakeCotisations();
    const identity = new FakeIdentity();
    identity.modeGestion.answer(err(aPortError(500)));
    const toasts: CatalogueMessage[] = [];
    const change = new PaymentChangeViewModel<TestFile>({
      change: new ChangeContributionPayment(port),
      notify: (message) => toasts.push(message),
      announce: () => undefined,
      changed: async () => undefined,
      loadOptions: async () => null,
      loadManagementMode: () => readManagementMode(identity, CONTRIBUTION_RIB_ACT_KEY),
      createRibArea: () => {
        throw new Error('no RIB area when the mode is unknown');
      },
    });
    change.start(aSchedule());
    await flushPromises();
    expect(change.rib).toBeNull();
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Erreur lors de la récupération du mode de gestion.',
    ]);
  });
});
