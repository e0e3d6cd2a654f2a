import { err, LoadMemberRequests, ok } from '@portail/application';
import {
  aMemberRequest,
  aThread,
  FakeRequestsPort,
} from '@portail/application/src/use-cases/test-support/fake-requests.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import type { CatalogueMessage } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { RequestListViewModel } from './request-list.view-model.ts';

function list() {
  const port = new FakeRequestsPort();
  const toasts: CatalogueMessage[] = [];
  const model = new RequestListViewModel({
    loadRequests: new LoadMemberRequests(port),
    notify: (message) => toasts.push(message),
  });
  return { model, port, toasts };
}

describe('« Mes demandes » list', () => {
  it('shows each request’s type, date, reference, status and expected answer date, latest first', async () => {
    const { model, port } = list();
    port.listCall.answers(
      ok([
        aMemberRequest({ id: 'a', submittedAt: '2026-11-02T10:00:00.000Z', status: 'acceptee' }),
        aMemberRequest({
          id: 'b',
          reference: 'DEM-2026-0000042',
          kind: 'declaration-sinistre',
          status: 'complement-demande',
          submittedAt: '2026-11-20T10:00:00.000Z',
          expectedAnswerAt: '2026-11-25T10:00:00.000Z',
          late: true,
        }),
      ]),
    );
    port.listThreadsCall.answers(ok([aThread({ topic: 'cotisations', messageCount: 3 })]));
    await model.load();
    expect(model.status).toBe('loaded');
    expect(model.rows).toEqual([
      {
        id: 'b',
        reference: 'DEM-2026-0000042',
        type: 'Déclaration de sinistre',
        date: '20/11/2026',
        status: 'complement-demande',
        statusLabel: 'Complément demandé',
        expectedAnswer: '25/11/2026',
        late: true,
      },
      {
        id: 'a',
        reference: 'DEM-2026-0000001',
        type: 'Demande de prise en charge hospitalière',
        date: '02/11/2026',
        status: 'acceptee',
        statusLabel: 'Acceptée',
        expectedAnswer: '22/11/2026',
        late: false,
      },
    ]);
    expect(model.threads).toEqual([
      {
        id: 'fil-1',
        topic: 'Cotisations',
        startedOn: '21/11/2026',
        lastMessageOn: '21/11/2026',
        messageCount: 3,
      },
    ]);
    expect(model.awaitingMember).toBe(1);
  });

  it('fails with the catalogue toast and offers to try again', async () => {
    const { model, port, toasts } = list();
    port.listCall.answersOnce(err(aPortError(503)));
    await model.load();
    expect(model.status).toBe('failed');
    expect(toasts[0]?.message).toBe("Le chargement d'une source de données à échoué (demandes)");
    await model.load();
    expect(model.status).toBe('loaded');
  });
});
