import { err, LoadMemberRequests, ok } from '@portail/application';
import {
  aMemberRequest,
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
        aMemberRequest({
          id: 'a',
          submittedAt: '2026-11-02T10:00:00.000Z',
          status: 'acceptee',
          expectedAnswerAt: null,
        }),
        aMemberRequest({
          id: 'b',
          reference: 'DEM-2026-000042',
          kind: 'message',
          topic: 'cotisations',
          status: 'complement-demande',
          submittedAt: '2026-11-20T10:00:00.000Z',
          expectedAnswerAt: '2026-11-25T10:00:00.000Z',
        }),
      ]),
    );
    await model.load();
    expect(model.status).toBe('loaded');
    expect(model.rows).toEqual([
      {
        id: 'b',
        reference: 'DEM-2026-000042',
        type: 'Message — Cotisations',
        date: '20/11/2026',
        status: 'complement-demande',
        statusLabel: 'Complément demandé',
        expectedAnswer: '25/11/2026',
      },
      {
        id: 'a',
        reference: 'DEM-2026-000001',
        type: 'Demande de prise en charge hospitalière',
        date: '02/11/2026',
        status: 'acceptee',
        statusLabel: 'Acceptée',
        expectedAnswer: '',
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
