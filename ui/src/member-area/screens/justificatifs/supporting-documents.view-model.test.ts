import { err, ok, UploadQueueRunner } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FileUploadViewModel } from '../../../widgets/file-upload/file-upload.view-model.ts';
import { SUPPORTING_DOCUMENTS_UPLOAD } from '../../member-area.config.ts';
import type { TestFile } from '../../../widgets/file-upload/testing/controlled-upload-transport.ts';
import {
  aFile,
  ControlledUploadTransport,
} from '../../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { FakeClock, flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { FakeResources } from '../../testing/fake-member-ports.ts';
import { aPortError } from '../../testing/member-mothers.ts';
import { SupportingDocumentsViewModel } from './supporting-documents.view-model.ts';

function supportingDocuments() {
  const clock = new FakeClock();
  const transport = new ControlledUploadTransport<TestFile>();
  const resources = new FakeResources();
  const toasts: CatalogueMessage[] = [];
  const model = new SupportingDocumentsViewModel<TestFile>({
    resources,
    notify: (message) => toasts.push(message),
    createArea: () =>
      new FileUploadViewModel(
        new UploadQueueRunner<TestFile>(transport, clock, clock, SUPPORTING_DOCUMENTS_UPLOAD),
      ),
  });
  return { model, transport, resources, toasts };
}

async function uploadAll(transport: ControlledUploadTransport<TestFile>, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    transport.open.succeed();
    await flushPromises();
  }
}

describe('supporting documents', () => {
  it('offers up to 5 files of 10 Mo each, 25 Mo in all, in pdf, jpg, jpeg, png, tif or tiff', () => {
    const { model } = supportingDocuments();
    expect(model.area.multiple).toBe(true);
    expect(model.area.sentences).toEqual([
      'Taille maximale par fichier : 10 Mo.',
      "Taille maximale de l'ensemble des fichiers : 25 Mo.",
      'Formats acceptés : pdf, jpg, jpeg, png, tif ou tiff.',
    ]);
  });

  it('asks for a document before sending, and waits for the uploads to finish', async () => {
    const { model, resources, transport } = supportingDocuments();
    await model.submit();
    expect(model.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(model.area.error).toBe('Merci de joindre le document demandé.');
    expect(model.focusRequest).toBe(1);
    model.area.add([aFile('a.pdf'), aFile('b.pdf')]);
    await model.submit();
    expect(model.area.error).toBe('Téléversement en cours...');
    expect(resources.actCall.count).toBe(0);
    await uploadAll(transport, 2);
    model.setComment('  Facture optique  ');
    await model.submit();
    expect(resources.actCall.calls[0]).toEqual([
      'envoi-justificatifs',
      {
        fichiers: [
          { remoteFileName: 'remote-a.pdf', localFileName: 'a.pdf', size: 1024, inputName: 'justificatifs' },
          { remoteFileName: 'remote-b.pdf', localFileName: 'b.pdf', size: 1024, inputName: 'justificatifs' },
        ],
        commentaire: 'Facture optique',
      },
    ]);
    expect(model.summary).toBeNull();
  });

  it('confirms with the request-received toast and starts a fresh area', async () => {
    const { model, resources, transport, toasts } = supportingDocuments();
    resources.actCall.answer(ok({ isModeGestionManuel: true, isAccuseReceptionActive: true }));
    const firstArea = model.area;
    model.area.add([aFile('a.pdf')]);
    await uploadAll(transport, 1);
    await model.submit();
    expect(toasts.map((toast) => toast.message)).toEqual([
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Vous recevrez un e-mail de confirmation.',
    ]);
    expect(model.area).not.toBe(firstArea);
    expect(model.area.rows).toEqual([]);
    expect(model.comment).toBe('');
  });

  it("keeps the files and the comment when the request fails, with 'La demande a échoué'", async () => {
    const { model, resources, transport, toasts } = supportingDocuments();
    resources.actCall.answer(err(aPortError(500, 'Indisponible')));
    model.area.add([aFile('a.pdf')]);
    await uploadAll(transport, 1);
    model.setComment('x'.repeat(600));
    await model.submit();
    expect(toasts[0]).toMatchObject({ message: 'La demande a échoué', detail: 'Indisponible' });
    expect(model.area.rows).toHaveLength(1);
    expect(model.comment).toHaveLength(500);
    expect(model.sending).toBe(false);
  });

  it('stops the upload in flight when the screen is left', () => {
    const { model, transport } = supportingDocuments();
    model.area.add([aFile('a.pdf')]);
    model.dispose();
    expect(transport.uploads[0]?.aborted).toBe(true);
  });
});
