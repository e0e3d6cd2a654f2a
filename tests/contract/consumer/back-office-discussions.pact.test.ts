import type { V3MockServer } from '@pact-foundation/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpStaffTopicThreadsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, regex, integer, datetime, fromProviderState } = MatchersV3;
const pact = consumerPact('back-office-api');

const ID = 'discussion-exemple';
/** The thread's own path, its id given by the provider state. */
const at = (suffix = '') =>
  fromProviderState(
    `/api/admin/discussions/\${discussionId}${suffix}`,
    `/api/admin/discussions/${ID}${suffix}`,
  );
const DATE = datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-26T09:00:00.000Z');
const QUESTION = 'Pourquoi ma cotisation a-t-elle augmenté ?';

/** A thread as the list shows it (loose: only the shape the screen reads). */
const thread = (waiting: boolean) => ({
  id: like(ID),
  sujet: regex(/^(contrat|remboursements|cotisations|autre)$/, 'cotisations'),
  libelleSujet: like('Cotisations'),
  adherent: { numero: like('1000001'), nom: like('Dupont'), prenom: like('Marie') },
  contrat: { numero: like('1000001-01'), offre: like('SANTE-ESSENTIELLE') },
  creeeLe: DATE,
  dernierMessageLe: DATE,
  enAttenteDeReponse: waiting,
  nombreMessages: integer(1),
  clotureeLe: null,
  version: integer(2),
});

const message = (auteur: 'adherent' | 'gestionnaire', texte: string) => ({
  id: like('message-1'),
  date: DATE,
  auteur,
  nomAuteur: like(auteur === 'adherent' ? 'Adhérent' : 'Gérard Gestion'),
  texte: like(texte),
  pieces: [],
});

const adapter = (server: V3MockServer) => new HttpStaffTopicThreadsAdapter(mockServerOptions(server));

describe('back-office-api « Demandes » › « Messages » (consumer portail-adherent-web)', () => {
  it('lists the members’ threads waiting for an answer, latest first', async () => {
    await pact
      .addInteraction()
      .given(STATES.discussionAwaitingAnswer)
      .uponReceiving('a request for the members’ topic threads waiting for an answer')
      .withRequest('GET', '/api/admin/discussions', (b) =>
        b.headers(everyRequestHeaders()).query({ tri: 'recentes', enAttente: 'oui', limit: '50' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ discussions: eachLike(thread(true)), suivant: null }))
      .executeTest(async (server) => {
        const page = valueOf(await adapter(server).list({ sort: 'recentes', awaitingAnswer: true }, null));
        expect(page.items[0]).toMatchObject({
          topic: 'cotisations',
          memberName: 'Marie Dupont',
          closedAt: null,
        });
        expect(page.next).toBeNull();
      });
  });

  it('opens a thread: the conversation and the actions allowed', async () => {
    await pact
      .addInteraction()
      .given(STATES.discussionAwaitingAnswer)
      .uponReceiving('a request for a member’s topic thread')
      .withRequest('GET', at(), (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...thread(true),
          messages: eachLike(message('adherent', QUESTION)),
          actions: ['repondre', 'cloturer'],
        }),
      )
      .executeTest(async (server) => {
        const detail = valueOf(await adapter(server).get(ID));
        expect(detail.messages[0]?.text).toBe(QUESTION);
        expect(detail.allowedActions).toEqual(['answer', 'close']);
      });
  });

  it('answers the member at the version read', async () => {
    const answer = 'Votre cotisation suit l’indice annuel.';
    await pact
      .addInteraction()
      .given(STATES.discussionAwaitingAnswer)
      .uponReceiving('an answer to a member’s topic thread at its version')
      .withRequest('POST', at('/reponse'), (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2, texte: answer }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...thread(false),
          nombreMessages: integer(2),
          version: integer(3),
          // The order of two messages of the same instant is the server's (the provider's clock stands still).
          messages: eachLike({
            ...message('gestionnaire', answer),
            auteur: regex(/^(adherent|gestionnaire)$/, 'gestionnaire'),
          }),
          actions: ['repondre', 'cloturer'],
        }),
      )
      .executeTest(async (server) => {
        const detail = valueOf(await adapter(server).act(ID, 2, { kind: 'answer', text: answer }));
        expect(detail.awaitingAnswer).toBe(false);
        expect(detail.messages.at(-1)).toMatchObject({ author: 'gestionnaire', text: answer });
      });
  });

  it('is told in French that the thread changed since it was read (409), nothing closed', async () => {
    await pact
      .addInteraction()
      .given(STATES.discussionAwaitingAnswer)
      .uponReceiving('the closing of a member’s topic thread at a stale version')
      .withRequest('POST', at('/cloture'), (b) => b.headers(writeRequestHeaders()).jsonBody({ version: 1 }))
      .willRespondWith(409, (b) =>
        b.jsonBody({
          code: 'FLOW.DISCUSSION_VERSION_PERIMEE',
          message: like('Cette discussion a reçu un nouveau message ou a été modifiée depuis son ouverture.'),
        }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).act(ID, 1, { kind: 'close' }));
        expect(error).toMatchObject({ status: 409, server: { code: 'FLOW.DISCUSSION_VERSION_PERIMEE' } });
      });
  });

  it('is told in French that a blank answer is refused (400 with the field)', async () => {
    await pact
      .addInteraction()
      .given(STATES.discussionAwaitingAnswer)
      .uponReceiving('a blank answer to a member’s topic thread')
      .withRequest('POST', at('/reponse'), (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2, texte: ' ' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          code: 'FLOW.DEMANDE_MESSAGE_OBLIGATOIRE',
          message: like("Saisissez le message à envoyer à l'adhérent."),
          errors: eachLike({
            field: like('texte'),
            code: like('FLOW.DEMANDE_MESSAGE_OBLIGATOIRE'),
            message: like('…'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).act(ID, 2, { kind: 'answer', text: ' ' }));
        expect(error.server?.errors?.[0]?.field).toBe('texte');
      });
  });

  it('is refused an answer without the habilitation (403), and told a thread does not exist (404)', async () => {
    await pact
      .addInteraction()
      .given(STATES.discussionConsultant)
      .uponReceiving('an answer to a member’s topic thread by a reader')
      .withRequest('POST', at('/reponse'), (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2, texte: 'Réponse' }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({
          code: like('HTTP.FORBIDDEN_HABILITATION'),
          message: like('Habilitation insuffisante.'),
        }),
      )
      .executeTest(async (server) => {
        expect(errorOf(await adapter(server).act(ID, 2, { kind: 'answer', text: 'Réponse' })).status).toBe(
          403,
        );
      });
    await pact
      .addInteraction()
      .given(STATES.discussionConsultant)
      .uponReceiving('a request for a topic thread that does not exist')
      .withRequest('GET', '/api/admin/discussions/discussion-inconnue', (b) =>
        b.headers(everyRequestHeaders()),
      )
      .willRespondWith(404, (b) => b.jsonBody({ message: like('Introuvable.') }))
      .executeTest(async (server) => {
        expect(errorOf(await adapter(server).get('discussion-inconnue')).status).toBe(404);
      });
  });
});
