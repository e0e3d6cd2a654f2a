// @vitest-environment happy-dom
import { UploadQueueRunner } from '@portail/application';
import { FakeClock, flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { requestReceivedToast } from '@portail/domain';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { ControlledUploadTransport } from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import SendQuoteDialog from './send-quote.dialog.tsx';
import { QUOTE_UPLOAD } from './send-quote.config.ts';
import { SendQuoteDialogViewModel } from './send-quote-dialog.view-model.ts';
import { FakeQuoteSender, sentQuote } from './testing/fake-quote-sender.ts';
import { CONTEXT } from './testing/fake-simulator.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function render() {
  const clock = new FakeClock();
  const transport = new ControlledUploadTransport<File>();
  const sender = new FakeQuoteSender();
  const model = new SendQuoteDialogViewModel<File>(
    {
      sendRequest: sender,
      notify: () => undefined,
      quote: new FileUploadViewModel(new UploadQueueRunner<File>(transport, clock, clock, QUOTE_UPLOAD)),
      today: () => new Date(2026, 10, 26),
      requestPath: (id) => `/espace/demandes/${id}`,
      onClose: () => undefined,
    },
    {
      act: { code: 'LUN', libelle: 'Lunettes (monture et verres simples)' },
      patient: 'P0010003',
      prix: 45000,
      beneficiaires: CONTEXT.beneficiaires,
    },
  );
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(createElement(MemoryRouter, null, createElement(SendQuoteDialog, { model })));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { model, transport, sender };
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement | null;
const describedText = (id: string) =>
  (field(id)?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((ref) => document.getElementById(ref)?.textContent ?? '')
    .join(' ');

describe('« Envoyer mon devis » rendered', () => {
  it('is a named dialog with the act and the pre-filled patient and price, each field labelled', async () => {
    await render();
    const dialog = document.querySelector('[role="dialog"]');
    const name = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent;
    expect(name).toBe('Envoyer mon devis');
    expect(dialog?.textContent).toContain('Lunettes (monture et verres simples)');
    expect(field('envoi-devis-patient')?.value).toBe('P0010003');
    expect(field('envoi-devis-prix')?.value).toBe('450');
    for (const id of [
      'envoi-devis-patient',
      'envoi-devis-prix',
      'envoi-devis-praticien',
      'envoi-devis-commentaire',
    ]) {
      expect(document.querySelector(`label[for="${id}"]`), id).not.toBeNull();
    }
  });

  it('links the French errors to their fields after a refused sending', async () => {
    const { sender } = await render();
    const price = field('envoi-devis-prix');
    await act(async () => {
      if (price !== null) {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(price, 'abc');
        price.dispatchEvent(new Event('input', { bubbles: true }));
      }
      document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      await flushPromises();
    });
    expect(sender.sent).toEqual([]);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Merci de corriger les données signalées.',
    );
    expect(price?.getAttribute('aria-invalid')).toBe('true');
    expect(describedText('envoi-devis-prix')).toContain('Le montant doit être un nombre positif en euros');
    expect(document.body.textContent).toContain('Merci de joindre le document demandé.');
  });

  it('after the sending, links to the new request in « Mes demandes »', async () => {
    const { model, transport, sender } = await render();
    sender.answer = {
      kind: 'sent',
      toast: requestReceivedToast({ manualMode: false, acknowledgementActive: true }),
      request: sentQuote('r-9', 'DEM-2026-0000009'),
    };
    await act(async () => {
      model.quote.add([new File(['%PDF-1.4'], 'devis.pdf', { type: 'application/pdf' })]);
      await flushPromises();
      transport.open.succeed('remote-devis.pdf');
      await flushPromises();
      await model.submit();
    });
    const link = document.querySelector('a[href="/espace/demandes/r-9"]');
    expect(link?.textContent).toBe('Suivre ma demande DEM-2026-0000009 dans « Mes demandes »');
    expect(document.querySelector('form')).toBeNull();
  });
});
