import { err, LoadMemberRequest, ok, WriteOnMemberRequest } from '@portail/application';
import { flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import {
  aMemberRequestDetail,
  aMessage,
  FakeRequestsPort,
} from '@portail/application/src/use-cases/test-support/fake-requests.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { aFile } from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { RequestDetailViewModel } from './request-detail.view-model.ts';
import { messageAreas } from './testing/upload-area.fixture.ts';

const asked = aMemberRequestDetail({
  status: 'complement-demande',
  canAnswerComplement: true,
  events: [
    { at: '2026-11-20T09:30:00.000Z', label: 'Envoyée', note: null },
    { at: '2026-11-21T09:30:00.000Z', label: 'En cours de traitement', note: null },
    { at: '2026-11-21T10:00:00.000Z', label: 'Complément demandé', note: 'Le devis signé' },
  ],
  messages: [aMessage({ id: 'm1', from: 'staff', text: 'Merci de joindre le devis signé.' })],
});

function detail() {
  const port = new FakeRequestsPort();
  port.getCall.answers(ok(asked));
  const toasts: CatalogueMessage[] = [];
  const { transport, createArea } = messageAreas();
  const model = new RequestDetailViewModel('dem-1', {
    loadRequest: new LoadMemberRequest(port),
    write: new WriteOnMemberRequest(port),
    notify: (message) => toasts.push(message),
    createArea,
  });
  return { model, port, toasts, transport };
}

describe('one request', () => {
  it('shows the timeline with each date and note, and the thread, author by author', async () => {
    const { model } = detail();
    await model.load();
    expect(model.title).toBe('Demande de prise en charge hospitalière');
    expect(model.statusLabel).toBe('Complément demandé');
    expect(model.expectedAnswer).toBe('22/11/2026');
    expect(model.timeline.map((row) => `${row.label} ${row.date} ${row.note ?? ''}`.trim())).toEqual([
      'Envoyée 20/11/2026',
      'En cours de traitement 21/11/2026',
      'Complément demandé 21/11/2026 Le devis signé',
    ]);
    expect(model.thread).toMatchObject([
      { author: 'Votre mutuelle', text: 'Merci de joindre le devis signé.' },
    ]);
  });

  it('says « not found » for a request that is not the member’s', async () => {
    const { model, port } = detail();
    port.getCall.answers(err(aPortError(404)));
    await model.load();
    expect(model.status).toBe('not-found');
    expect(model.request).toBeNull();
  });

  it('answers the complement with a document, then shows the request as it is now', async () => {
    const { model, port, transport, toasts } = detail();
    await model.load();
    await model.send();
    expect(model.composer.errorOf('texte')).toBe('Écrivez un message ou joignez un document');
    port.answerComplementCall.expectNotCalled();
    model.composer.setText('Voici le devis signé.');
    model.composer.area.add([aFile('devis-signe.pdf')]);
    transport.open.succeed();
    await flushPromises();
    await model.send();
    expect(port.answerComplementCall.lastCall()).toEqual([
      'dem-1',
      { text: 'Voici le devis signé.', documents: ['remote-devis-signe.pdf'] },
    ]);
    expect(toasts.at(-1)?.message).toBe('Demande réalisée');
    expect(model.statusLabel).toBe('En cours de traitement');
    expect(model.composer.text).toBe('');
    expect(model.composer.area.rows).toEqual([]);
  });

  it('writes in the thread when no complement is asked, the message added below the others', async () => {
    const { model, port } = detail();
    port.getCall.answers(ok(aMemberRequestDetail()));
    port.writeOnRequestCall.answers(ok(aMessage({ id: 'm2', text: 'Une question' })));
    await model.load();
    model.composer.setText('Une question');
    await model.send();
    expect(port.writeOnRequestCall.callCount).toBe(1);
    expect(model.thread.map((message) => message.text)).toEqual(['Une question']);
  });

  it('keeps the text after a refused message, and reloads the request after a 409', async () => {
    const { model, port, toasts } = detail();
    await model.load();
    model.composer.setText('Voici le devis.');
    port.answerComplementCall.answersOnce(
      err(aPortError(500)),
      err(aPortError(409, { message: "Cette demande n'attend pas de complément de votre part." })),
    );
    await model.send();
    expect(toasts.at(-1)?.message).toBe('La demande a échoué');
    expect(model.composer.text).toBe('Voici le devis.');
    await model.send();
    expect(toasts.at(-1)?.detail).toBe("Cette demande n'attend pas de complément de votre part.");
    expect(port.getCall.callCount).toBe(2);
    expect(model.composer.text).toBe('Voici le devis.');
  });
});
