import { err, LoadMemberThread, ok, WriteOnMemberThread } from '@portail/application';
import { flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import {
  aMessage,
  aThread,
  FakeRequestsPort,
} from '@portail/application/src/use-cases/test-support/fake-requests.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { aFile } from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { messageAreas } from './testing/upload-area.fixture.ts';
import { ThreadViewModel } from './thread.view-model.ts';

function thread() {
  const port = new FakeRequestsPort();
  port.getThreadCall.answers(ok(aThread({ topic: 'remboursements' })));
  const toasts: CatalogueMessage[] = [];
  const { transport, createArea } = messageAreas();
  const model = new ThreadViewModel('fil-1', {
    loadThread: new LoadMemberThread(port),
    write: new WriteOnMemberThread(port),
    notify: (message) => toasts.push(message),
    createArea,
  });
  return { model, port, toasts, transport };
}

describe('a thread on a topic', () => {
  it('is titled by its topic and adds the member’s message with its document below the others', async () => {
    const { model, port, transport, toasts } = thread();
    await model.load();
    expect(model.title).toBe('Message — Remboursements');
    port.writeOnThreadCall.answers(
      ok(aMessage({ id: 'm2', text: 'Voici la facture', attachments: [{ name: 'facture.pdf', url: '/x' }] })),
    );
    model.composer.area.add([aFile('facture.pdf')]);
    model.composer.setText('Voici la facture');
    await model.send();
    expect(model.composer.summary).toBe('Merci de corriger les données signalées.');
    expect(model.composer.area.error).toBe('Téléversement en cours...');
    port.writeOnThreadCall.expectNotCalled();
    transport.open.succeed();
    await flushPromises();
    await model.send();
    expect(port.writeOnThreadCall.lastCall()).toEqual([
      'fil-1',
      { text: 'Voici la facture', documents: ['remote-facture.pdf'] },
    ]);
    expect(model.messages.map((message) => message.text)).toEqual(['Bonjour', 'Voici la facture']);
    expect(toasts.at(-1)?.message).toBe('Demande réalisée');
  });

  it('keeps the text when the server refuses, and says « not found » for another member’s thread', async () => {
    const { model, port } = thread();
    await model.load();
    port.writeOnThreadCall.answers(err(aPortError(500)));
    model.composer.setText('Une question');
    await model.send();
    expect(model.composer.text).toBe('Une question');
    port.getThreadCall.answers(err(aPortError(404)));
    await model.load();
    expect(model.status).toBe('not-found');
  });
});
