import { UploadQueueRunner } from '@portail/application';
import { FakeClock, flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import type { CatalogueMessage } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, requestReceivedToast } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import type { TestFile } from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import {
  aFile,
  ControlledUploadTransport,
} from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { QUOTE_UPLOAD } from './send-quote.config.ts';
import { quotedPrice, SendQuoteDialogViewModel } from './send-quote-dialog.view-model.ts';
import { FakeQuoteSender, sentQuote } from './testing/fake-quote-sender.ts';
import { CONTEXT } from './testing/fake-simulator.ts';

function dialog(prix = 45000) {
  const clock = new FakeClock();
  const transport = new ControlledUploadTransport<TestFile>();
  const sender = new FakeQuoteSender();
  const toasts: CatalogueMessage[] = [];
  let closed = 0;
  const model = new SendQuoteDialogViewModel<TestFile>(
    {
      sendRequest: sender,
      notify: (toast) => void toasts.push(toast),
      quote: new FileUploadViewModel(new UploadQueueRunner<TestFile>(transport, clock, clock, QUOTE_UPLOAD)),
      today: () => new Date(2026, 10, 26),
      requestPath: (id) => `/espace/demandes/${id}`,
      onClose: () => (closed += 1),
    },
    {
      act: { code: 'LUN', libelle: 'Lunettes (monture et verres simples)' },
      patient: 'P0010003',
      prix,
      beneficiaires: CONTEXT.beneficiaires,
    },
  );
  return { model, transport, sender, toasts, closed: () => closed };
}

async function uploadQuote(
  model: SendQuoteDialogViewModel<TestFile>,
  transport: ControlledUploadTransport<TestFile>,
) {
  model.quote.add([aFile('devis-opticien.pdf')]);
  await flushPromises();
  transport.open.succeed('remote-devis.pdf');
  await flushPromises();
}

describe('« Envoyer mon devis » dialog', () => {
  it('is pre-filled from the simulation: the act, the patient among the contract’s beneficiaries, the price', () => {
    const { model } = dialog();
    expect(model.actLabel).toBe('Lunettes (monture et verres simples)');
    expect(model.values).toEqual({
      beneficiaire: 'P0010003',
      prixDevis: '450',
      praticien: '',
      commentaire: '',
    });
    expect(model.patients.map((patient) => patient.label)).toEqual([
      'Marie Dupont',
      'Thomas Dupont',
      'Léa Dupont',
    ]);
    expect(dialog(45050).model.values.prixDevis).toBe('450,50');
  });

  it('asks for the quote before sending anything, and says so under the upload area', async () => {
    const { model, sender, toasts } = dialog();
    expect(model.errorOf('devis')).toBeNull();
    await model.submit();
    expect(sender.sent).toEqual([]);
    expect(toasts).toEqual([]);
    expect(model.errorOf('devis')).toBe('Merci de joindre le document demandé.');
    expect(model.invalidFields).toEqual(['devis']);
    expect(model.focusRequest).toBe(1);
  });

  it('refuses a price that is not an amount in euros without calling the server', async () => {
    const { model, transport, sender } = dialog();
    await uploadQuote(model, transport);
    model.setValue('prixDevis', 'quatre cents');
    await model.submit();
    expect(sender.sent).toEqual([]);
    expect(model.errorOf('prixDevis')).toBe(
      'Le montant doit être un nombre positif en euros, avec deux décimales au plus',
    );
    model.setValue('prixDevis', '');
    expect(model.errorOf('prixDevis')).toBe('* saisie obligatoire');
  });

  it('sends the act, patient, price, practitioner, comment and quote; toasts §8 and links to the new request', async () => {
    const { model, transport, sender, toasts } = dialog();
    await uploadQuote(model, transport);
    model.setValue('beneficiaire', 'P0010002');
    model.setValue('prixDevis', '389,90 €');
    model.setValue('praticien', ' Optique du Centre ');
    const toast = requestReceivedToast({ manualMode: true, acknowledgementActive: true });
    sender.answer = { kind: 'sent', toast, request: sentQuote('r-1', 'DEM-2026-0000042') };
    await model.submit();
    expect(sender.sent).toEqual([
      {
        type: 'devis',
        acte: 'LUN',
        libelleActe: 'Lunettes (monture et verres simples)',
        beneficiaire: 'P0010002',
        prixDevis: 389.9,
        praticien: 'Optique du Centre',
        commentaire: undefined,
        devis: ['remote-devis.pdf'],
      },
    ]);
    expect(toasts.map((found) => found.message)).toEqual([
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Vous recevrez un e-mail de confirmation.',
    ]);
    expect(model.sent).toEqual({ reference: 'DEM-2026-0000042', path: '/espace/demandes/r-1' });
    await model.submit();
    expect(sender.sent).toHaveLength(1);
  });

  it('keeps what was typed when the sending fails and shows the server’s refusal under its field', async () => {
    const { model, transport, sender, toasts, closed } = dialog();
    await uploadQuote(model, transport);
    model.setValue('commentaire', 'Verres progressifs');
    sender.answer = {
      kind: 'failed',
      toast: catalogueMessage(dangerToastCatalogue.actRequestFailed),
      fieldIssues: {
        'body.data.beneficiaire': [
          {
            code: 'FLOW.REQUEST_PERSON_UNKNOWN',
            message: 'Cette personne n’est pas couverte par le contrat.',
          },
        ],
      },
    };
    await model.submit();
    expect(toasts.map((found) => found.message)).toEqual(['La demande a échoué']);
    expect(model.sent).toBeNull();
    expect(model.values.commentaire).toBe('Verres progressifs');
    expect(model.quote.uploadedFiles.map((file) => file.remoteFileName)).toEqual(['remote-devis.pdf']);
    expect(model.errorOf('beneficiaire')).toBe('Cette personne n’est pas couverte par le contrat.');
    expect(model.focusRequest).toBe(1);
    model.setValue('beneficiaire', 'P0010001');
    expect(model.errorOf('beneficiaire')).toBeNull();
    model.close();
    expect(closed()).toBe(1);
  });

  it('reads prices in euros with a comma or a point', () => {
    expect([quotedPrice('450'), quotedPrice('450,5'), quotedPrice(' 12.34 € '), quotedPrice('')]).toEqual([
      450,
      450.5,
      12.34,
      null,
    ]);
    expect(quotedPrice('12,3,4')).toBeNaN();
  });
});
