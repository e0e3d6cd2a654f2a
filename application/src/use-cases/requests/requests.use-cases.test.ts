import { describe, expect, it } from 'vitest';
import { err, ok } from '../../result.ts';
import {
  aMemberRequest,
  aMemberRequestDetail,
  aSentRequest,
  FakeRequestsPort,
} from '../test-support/fake-requests.port.ts';
import { aPortError } from '../test-support/mothers.ts';
import { LoadMemberRequest } from './load-member-request.use-case.ts';
import { LoadMemberRequests } from './load-member-requests.use-case.ts';
import { LoadRequestReferenceItems } from './load-request-reference-items.use-case.ts';
import { ReplyToMemberRequest } from './reply-to-member-request.use-case.ts';
import { SendMemberRequest, StartMemberThread } from './send-member-request.use-case.ts';

const submission = {
  kind: 'prise-en-charge-hospitaliere' as const,
  data: { type: 'prise-en-charge-hospitaliere', etablissement: { finess: '750712184' } },
};

describe('« Mes demandes » use cases', () => {
  it('lists the contract requests latest first', async () => {
    const port = new FakeRequestsPort();
    port.listCall.answers(
      ok([
        aMemberRequest({ id: 'old', submittedAt: '2026-10-01T08:00:00.000Z' }),
        aMemberRequest({ id: 'new', submittedAt: '2026-11-01T08:00:00.000Z' }),
      ]),
    );
    const outcome = await new LoadMemberRequests(port).execute();
    expect(outcome.kind === 'loaded' && outcome.requests.map((request) => request.id)).toEqual([
      'new',
      'old',
    ]);
  });

  it('says which source failed to load, with the server detail', async () => {
    const port = new FakeRequestsPort();
    port.listCall.answers(err(aPortError(500, { message: 'Base indisponible' })));
    const outcome = await new LoadMemberRequests(port).execute();
    expect(outcome).toMatchObject({
      kind: 'failed',
      toast: {
        message: "Le chargement d'une source de données à échoué (demandes)",
        detail: 'Base indisponible',
      },
    });
  });

  it('orders the timeline and the thread oldest first, and hides what is not the member’s (403/404)', async () => {
    const port = new FakeRequestsPort();
    port.getCall.answersOnce(
      ok(
        aMemberRequestDetail({
          timeline: [
            { status: 'en-cours', at: '2026-11-21T08:00:00.000Z' },
            { status: 'envoyee', at: '2026-11-20T08:00:00.000Z' },
          ],
        }),
      ),
      err(aPortError(403)),
      err(aPortError(404)),
    );
    const useCase = new LoadMemberRequest(port);
    const loaded = await useCase.execute('dem-1');
    expect(loaded.kind === 'loaded' && loaded.request.timeline.map((change) => change.status)).toEqual([
      'envoyee',
      'en-cours',
    ]);
    expect(await useCase.execute('autre')).toEqual({ kind: 'not-found' });
    expect(await useCase.execute('inconnue')).toEqual({ kind: 'not-found' });
  });

  it('acknowledges a sending with the manual-mode and e-mail variants of the toast', async () => {
    const port = new FakeRequestsPort();
    port.submitCall.answersOnce(
      ok(aSentRequest()),
      ok(aSentRequest({ isModeGestionManuel: true, isAccuseReceptionActive: true })),
    );
    const useCase = new SendMemberRequest(port);
    const plain = await useCase.execute(submission);
    const manual = await useCase.execute(submission);
    expect(plain.kind === 'sent' && plain.toast.message).toBe('Votre demande a bien été prise en compte');
    expect(manual.kind === 'sent' && manual.toast.message).toMatch(
      /^Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais\. .+/,
    );
  });

  it('turns a 400 into « La demande a échoué » with the refused fields by path', async () => {
    const port = new FakeRequestsPort();
    port.submitCall.answers(
      err(
        aPortError(400, {
          message: 'Données invalides',
          errors: [
            {
              field: 'body/data/etablissement/finess',
              code: 'DEMANDE.FINESS',
              message: 'Numéro FINESS incorrect',
            },
          ],
        }),
      ),
    );
    const outcome = await new SendMemberRequest(port).execute(submission);
    expect(outcome).toMatchObject({
      kind: 'failed',
      toast: { message: 'La demande a échoué', detail: 'Données invalides' },
      fieldIssues: {
        'body.data.etablissement.finess': [{ code: 'DEMANDE.FINESS', message: 'Numéro FINESS incorrect' }],
      },
    });
  });

  it('starts a thread with the text trimmed', async () => {
    const port = new FakeRequestsPort();
    const outcome = await new StartMemberThread(port).execute({
      topic: 'cotisations',
      text: '  Bonjour  ',
      documents: [],
    });
    expect(port.startThreadCall.lastCall()).toEqual([
      { topic: 'cotisations', text: 'Bonjour', documents: [] },
    ]);
    expect(outcome.kind).toBe('sent');
  });

  it('answers a reply with « Demande réalisée », and a 409 apart from other failures', async () => {
    const port = new FakeRequestsPort();
    port.replyCall.answersOnce(ok(aMemberRequestDetail()), err(aPortError(409)), err(aPortError(500)));
    const useCase = new ReplyToMemberRequest(port);
    const reply = { text: ' Voici le devis ', documents: [], version: 3 };
    const sent = await useCase.execute('dem-1', reply);
    expect(sent.kind === 'sent' && sent.toast.message).toBe('Demande réalisée');
    expect(port.replyCall.calls[0]).toEqual(['dem-1', { ...reply, text: 'Voici le devis' }]);
    expect((await useCase.execute('dem-1', reply)).kind).toBe('conflict');
    expect((await useCase.execute('dem-1', reply)).kind).toBe('failed');
  });

  it('names the reference list that failed', async () => {
    const port = new FakeRequestsPort();
    port.referenceItemsCall.answers(err(aPortError(503)));
    const outcome = await new LoadRequestReferenceItems(port).execute('careType');
    expect(outcome.kind === 'failed' && outcome.toast.message).toBe(
      "Le chargement d'une source de données à échoué (types de soins)",
    );
  });
});
