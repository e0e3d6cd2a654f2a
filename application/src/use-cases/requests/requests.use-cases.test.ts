import { describe, expect, it } from 'vitest';
import { err, ok } from '../../result.ts';
import {
  aMemberRequest,
  aMemberRequestDetail,
  aSentRequest,
  aThread,
  FakeRequestsPort,
} from '../test-support/fake-requests.port.ts';
import { aPortError } from '../test-support/mothers.ts';
import { LoadMemberRequest } from './load-member-request.use-case.ts';
import { LoadMemberRequests } from './load-member-requests.use-case.ts';
import { LoadRequestReferenceItems } from './load-request-reference-items.use-case.ts';
import { SendMemberRequest } from './send-member-request.use-case.ts';
import {
  StartMemberThread,
  WriteOnMemberRequest,
  WriteOnMemberThread,
} from './write-member-message.use-case.ts';

const context = { today: new Date(2026, 10, 26), tailleMaxPrenomNom: 50, memberNir: null };
const hospital = {
  type: 'prise-en-charge-hospitaliere',
  beneficiaire: 'P1',
  etablissement: { nom: ' Hôpital Saint-Louis ', finess: '75 0100208', codePostal: '75010', email: 'a@b.fr' },
  dateAdmission: '2026-12-01',
  typeHospitalisation: 'complete',
  devis: ['remote-devis.pdf'],
};

describe('« Mes demandes » use cases', () => {
  it('lists the contract requests latest first, with the topic threads latest message first', async () => {
    const port = new FakeRequestsPort();
    port.listCall.answers(
      ok([
        aMemberRequest({ id: 'old', submittedAt: '2026-10-01T08:00:00.000Z' }),
        aMemberRequest({ id: 'new', submittedAt: '2026-11-01T08:00:00.000Z' }),
      ]),
    );
    port.listThreadsCall.answers(
      ok([
        aThread({ id: 'a', lastMessageAt: '2026-11-01T08:00:00.000Z' }),
        aThread({ id: 'b', lastMessageAt: '2026-11-02T08:00:00.000Z' }),
      ]),
    );
    const outcome = await new LoadMemberRequests(port).execute();
    expect(outcome.kind === 'loaded' && outcome.requests.map((request) => request.id)).toEqual([
      'new',
      'old',
    ]);
    expect(outcome.kind === 'loaded' && outcome.threads.map((thread) => thread.id)).toEqual(['b', 'a']);
  });

  it('says which source failed to load, with the server detail', async () => {
    const port = new FakeRequestsPort();
    port.listThreadsCall.answers(err(aPortError(500, { message: 'Base indisponible' })));
    const outcome = await new LoadMemberRequests(port).execute();
    expect(outcome).toMatchObject({
      kind: 'failed',
      toast: {
        message: "Le chargement d'une source de données à échoué (demandes)",
        detail: 'Base indisponible',
      },
    });
  });

  it('hides what is not the member’s (403/404) as not found', async () => {
    const port = new FakeRequestsPort();
    port.getCall.answersOnce(
      ok(aMemberRequestDetail()),
      err(aPortError(403)),
      err(aPortError(404)),
      err(aPortError(500)),
    );
    const useCase = new LoadMemberRequest(port);
    expect((await useCase.execute('dem-1')).kind).toBe('loaded');
    expect(await useCase.execute('autre')).toEqual({ kind: 'not-found' });
    expect(await useCase.execute('inconnue')).toEqual({ kind: 'not-found' });
    expect((await useCase.execute('dem-1')).kind).toBe('failed');
  });

  it('checks the data with the domain rules before calling the server', async () => {
    const port = new FakeRequestsPort();
    const outcome = await new SendMemberRequest(port).execute(
      { ...hospital, etablissement: { ...hospital.etablissement, finess: '750100209' } },
      context,
    );
    expect(outcome.kind === 'invalid' && outcome.issues['etablissement.finess']).toEqual([
      { code: 'FINESS.KEY_MISMATCH', message: 'Le numéro FINESS est incorrect (clé de contrôle)' },
    ]);
    port.submitCall.expectNotCalled();
  });

  it('sends the data typed and normalised, and acknowledges with the manual-mode and e-mail variants', async () => {
    const port = new FakeRequestsPort();
    port.submitCall.answersOnce(
      ok(aSentRequest()),
      ok(aSentRequest({ isModeGestionManuel: true, isAccuseReceptionActive: true })),
    );
    const useCase = new SendMemberRequest(port);
    const plain = await useCase.execute(hospital, context);
    const manual = await useCase.execute(hospital, context);
    expect(port.submitCall.calls[0]?.[0]).toMatchObject({
      type: 'prise-en-charge-hospitaliere',
      etablissement: { nom: 'Hôpital Saint-Louis', finess: '750100208' },
      dateAdmission: '2026-12-01',
      devis: ['remote-devis.pdf'],
    });
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
              field: 'body/data/beneficiaire',
              code: 'FLOW.REQUEST_PERSON_UNKNOWN',
              message: "Cette personne n'est pas couverte par le contrat.",
            },
          ],
        }),
      ),
    );
    const outcome = await new SendMemberRequest(port).execute(hospital, context);
    expect(outcome).toMatchObject({
      kind: 'failed',
      toast: { message: 'La demande a échoué', detail: 'Données invalides' },
      fieldIssues: { 'body.data.beneficiaire': [{ code: 'FLOW.REQUEST_PERSON_UNKNOWN' }] },
    });
  });

  it('answers « Complément demandé » through the complement, otherwise writes in the thread', async () => {
    const port = new FakeRequestsPort();
    const useCase = new WriteOnMemberRequest(port);
    const draft = { text: ' Voici le devis ', documents: ['remote-devis.pdf'] };
    const answered = await useCase.execute({ id: 'dem-1', canAnswerComplement: true }, draft);
    expect(port.answerComplementCall.lastCall()).toEqual([
      'dem-1',
      { text: 'Voici le devis', documents: ['remote-devis.pdf'] },
    ]);
    expect(answered.kind === 'sent' && answered.toast.message).toBe('Demande réalisée');
    await useCase.execute({ id: 'dem-1', canAnswerComplement: false }, draft);
    expect(port.writeOnRequestCall.callCount).toBe(1);
    expect(
      (await useCase.execute({ id: 'dem-1', canAnswerComplement: false }, { text: ' ', documents: [] })).kind,
    ).toBe('invalid');
  });

  it('tells a 409 apart from other failures', async () => {
    const port = new FakeRequestsPort();
    port.writeOnRequestCall.answersOnce(err(aPortError(409)), err(aPortError(500)));
    const useCase = new WriteOnMemberRequest(port);
    const draft = { text: 'Bonjour', documents: [] };
    expect((await useCase.execute({ id: 'dem-1', canAnswerComplement: false }, draft)).kind).toBe('conflict');
    expect((await useCase.execute({ id: 'dem-1', canAnswerComplement: false }, draft)).kind).toBe('failed');
  });

  it('starts a thread only with a topic and a text, and writes in it', async () => {
    const port = new FakeRequestsPort();
    const start = new StartMemberThread(port);
    const missing = await start.execute(null, { text: '', documents: [] });
    expect(missing.kind === 'invalid' && missing.issues['sujet']?.[0]?.code).toBe('REQUEST_MESSAGE.TOPIC');
    port.startThreadCall.expectNotCalled();
    expect((await start.execute('cotisations', { text: ' Échéancier ? ', documents: [] })).kind).toBe('sent');
    expect(port.startThreadCall.lastCall()).toEqual(['cotisations', { text: 'Échéancier ?', documents: [] }]);
    expect(
      (await new WriteOnMemberThread(port).execute('fil-1', { text: 'Merci', documents: [] })).kind,
    ).toBe('sent');
  });

  it('names the reference list that failed', async () => {
    const port = new FakeRequestsPort();
    port.referenceItemsCall.answers(err(aPortError(503)));
    const outcome = await new LoadRequestReferenceItems(port).execute('claimType');
    expect(outcome.kind === 'failed' && outcome.toast.message).toBe(
      "Le chargement d'une source de données à échoué (types de sinistre)",
    );
  });
});
