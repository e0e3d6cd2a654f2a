import { err, LoadMemberRequest, ok, ReplyToMemberRequest } from '@portail/application';
import { flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import {
  aMemberRequestDetail,
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
  version: 4,
  timeline: [
    { status: 'envoyee', at: '2026-11-20T09:30:00.000Z' },
    { status: 'en-cours', at: '2026-11-21T09:30:00.000Z' },
    { status: 'complement-demande', at: '2026-11-21T10:00:00.000Z' },
  ],
  messages: [
    {
      id: 'm1',
      from: 'mutuelle',
      text: 'Merci de joindre le devis signé.',
      at: '2026-11-21T10:00:00.000Z',
      attachments: [],
    },
  ],
});

function detail() {
  const port = new FakeRequestsPort();
  port.getCall.answers(ok(asked));
  const toasts: CatalogueMessage[] = [];
  const { transport, createArea } = messageAreas();
  const model = new RequestDetailViewModel('dem-1', {
    loadRequest: new LoadMemberRequest(port),
    reply: new ReplyToMemberRequest(port),
    notify: (message) => toasts.push(message),
    createArea,
  });
  return { model, port, toasts, transport };
}

describe('one request', () => {
  it('shows the timeline with each date and the thread, author by author', async () => {
    const { model } = detail();
    await model.load();
    expect(model.title).toBe('Demande de prise en charge hospitalière');
    expect(model.statusLabel).toBe('Complément demandé');
    expect(model.complementAsked).toBe(true);
    expect(model.timeline.map((row) => `${row.label} ${row.date}`)).toEqual([
      'Envoyée 20/11/2026',
      'En cours de traitement 21/11/2026',
      'Complément demandé 21/11/2026',
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

  it('answers a complement with text and a document, then shows the request as it is now', async () => {
    const { model, port, transport, toasts } = detail();
    await model.load();
    await model.sendReply();
    expect(model.textError).toBe('* saisie obligatoire');
    port.replyCall.expectNotCalled();
    model.setText('Voici le devis signé.');
    model.area.add([aFile('devis-signe.pdf')]);
    transport.open.succeed();
    await flushPromises();
    port.replyCall.answers(ok(aMemberRequestDetail({ status: 'en-cours', version: 5 })));
    await model.sendReply();
    expect(port.replyCall.lastCall()).toEqual([
      'dem-1',
      {
        text: 'Voici le devis signé.',
        documents: [
          {
            remoteFileName: 'remote-devis-signe.pdf',
            localFileName: 'devis-signe.pdf',
            size: 1024,
            inputName: 'pieces',
          },
        ],
        version: 4,
      },
    ]);
    expect(toasts.at(-1)?.message).toBe('Demande réalisée');
    expect(model.statusLabel).toBe('En cours de traitement');
    expect(model.text).toBe('');
    expect(model.area.rows).toEqual([]);
  });

  it('keeps the text after a refused reply, and reloads the request after a 409', async () => {
    const { model, port, toasts } = detail();
    await model.load();
    model.setText('Voici le devis.');
    port.replyCall.answersOnce(
      err(aPortError(500)),
      err(aPortError(409, { message: 'La demande a changé.' })),
    );
    await model.sendReply();
    expect(toasts.at(-1)?.message).toBe('La demande a échoué');
    expect(model.text).toBe('Voici le devis.');
    await model.sendReply();
    expect(toasts.at(-1)?.detail).toBe('La demande a changé.');
    expect(port.getCall.callCount).toBe(2);
    expect(model.text).toBe('Voici le devis.');
  });

  it('takes no reply once closed', async () => {
    const { model, port } = detail();
    port.getCall.answers(ok(aMemberRequestDetail({ status: 'cloturee' })));
    await model.load();
    expect(model.canReply).toBe(false);
  });
});
