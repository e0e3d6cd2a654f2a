import { ProcessStaffTopicThread, err, ok } from '@portail/application';
import {
  FakeStaffTopicThreadsPort,
  aStaffTopicThreadDetail,
} from '@portail/application/src/use-cases/test-support/fake-staff-topic-threads.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { TopicThreadPageViewModel } from './topic-thread-page.view-model.ts';

function setup() {
  const port = new FakeStaffTopicThreadsPort();
  const toasts: string[] = [];
  const announced: string[] = [];
  const model = new TopicThreadPageViewModel({
    threads: port,
    process: new ProcessStaffTopicThread(port),
    notify: (message) => void toasts.push(message.message),
    announce: (text) => void announced.push(text),
  });
  return { port, model, toasts, announced };
}

describe('« Demandes » › « Messages »: one member’s thread answered', () => {
  it('loads the thread and offers the answer and the closing the server allows', async () => {
    const { model, port } = setup();
    await model.load('fil-1');
    port.getCall.expectCalledOnceWith('fil-1');
    expect(model.status).toBe('loaded');
    expect([model.canAnswer, model.canClose]).toEqual([true, true]);
    port.getCall.answers(ok(aStaffTopicThreadDetail({ allowedActions: [] })));
    await model.load('fil-1');
    expect([model.canAnswer, model.canClose]).toEqual([false, false]);
  });

  it('sends the answer at the version shown, clears it, toasts and shows the thread as it now is', async () => {
    const { model, port, toasts } = setup();
    await model.load('fil-1');
    model.setAnswer('Votre cotisation suit l’indice.');
    await model.send();
    expect(port.actCall.lastCall()).toEqual([
      'fil-1',
      2,
      { kind: 'answer', text: 'Votre cotisation suit l’indice.' },
    ]);
    expect(model.answer).toBe('');
    expect(model.thread?.version).toBe(3);
    expect(model.completed).toBe(1);
    expect(toasts).toEqual(["Votre réponse est envoyée à l'adhérent."]);
  });

  it('refuses an empty answer with its message, and keeps the typed answer after a 409 with the new message shown', async () => {
    const { model, port, announced } = setup();
    await model.load('fil-1');
    await model.send();
    expect(model.fieldError).toBe(
      "Saisissez le message à envoyer à l'adhérent : ce qui manque et comment le fournir.",
    );
    port.actCall.expectNotCalled();
    model.setAnswer('Réponse');
    expect(model.fieldError).toBeNull();
    port.actCall.answers(err(aPortError(409, { message: 'Cette discussion a reçu un nouveau message.' })));
    port.getCall.answers(ok(aStaffTopicThreadDetail({ version: 4, messageCount: 2 })));
    await model.send();
    expect(model.answer).toBe('Réponse');
    expect(model.conflict).toBe('Cette discussion a reçu un nouveau message.');
    expect(model.thread?.version).toBe(4);
    expect(announced.at(-1)).toBe('Cette discussion a reçu un nouveau message.');
  });

  it('closes; a failure to load is shown', async () => {
    const { model, port, toasts } = setup();
    await model.load('fil-1');
    await model.close();
    expect(port.actCall.lastCall()).toEqual(['fil-1', 2, { kind: 'close' }]);
    expect(toasts).toEqual(['La discussion est clôturée.']);
    port.getCall.answers(err(aPortError(404, { message: 'Introuvable.' })));
    await model.load('fil-x');
    expect(model.status).toBe('failed');
  });
});
