import { StartMemberThread } from '@portail/application';
import { FakeRequestsPort } from '@portail/application/src/use-cases/test-support/fake-requests.port.ts';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { NewThreadViewModel, THREAD_TOPIC_CHOICES } from './new-thread.view-model.ts';
import { messageAreas } from './testing/upload-area.fixture.ts';

describe('« Nouveau message »', () => {
  it('offers the four topics, asks a topic and a text, then starts the thread', async () => {
    const port = new FakeRequestsPort();
    const toasts: CatalogueMessage[] = [];
    const model = new NewThreadViewModel({
      startThread: new StartMemberThread(port),
      notify: (message) => toasts.push(message),
      createArea: messageAreas().createArea,
    });
    expect(THREAD_TOPIC_CHOICES.map((choice) => choice.label)).toEqual([
      'Contrat',
      'Remboursements',
      'Cotisations',
      'Autre',
    ]);
    await model.submit();
    expect(model.composer.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(model.composer.errorOf('sujet')).toBe(
      'Choisissez le sujet : Contrat, Remboursements, Cotisations ou Autre',
    );
    expect(model.composer.errorOf('texte')).toBe('* saisie obligatoire');
    port.startThreadCall.expectNotCalled();
    model.setTopic('cotisations');
    model.composer.setText('Mon échéancier est-il à jour ?');
    await model.submit();
    expect(port.startThreadCall.lastCall()).toEqual([
      'cotisations',
      { text: 'Mon échéancier est-il à jour ?', documents: [] },
    ]);
    expect(toasts[0]?.message).toBe('Demande réalisée');
    expect(model.started?.id).toBe('fil-1');
  });
});
