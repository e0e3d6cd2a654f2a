import type { V3MockServer } from '@pact-foundation/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpRequestDelaysAdapter, HttpStaffRequestsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, regex, integer, datetime, fromProviderState, atLeastOneLike } = MatchersV3;
const pact = consumerPact('back-office-api');

const ID = 'demande-exemple';
/** The request's own path, its id given by the provider state. */
const at = (suffix = '') =>
  fromProviderState(`/api/admin/demandes/\${demandeId}${suffix}`, `/api/admin/demandes/${ID}${suffix}`);
const DATE = datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-26T09:00:00.000Z');
const FORBIDDEN = "Vous n'avez pas l'habilitation nécessaire pour cette action.";
const STATUS = /^(envoyee|en-cours|complement-demande|acceptee|refusee|cloturee)$/;

const agent = {
  id: like('staff-g'),
  identifiant: like('gestionnaire@mutuelle.fr'),
  nom: like('Gérard Gestion'),
};
const member = { numero: like('1000001'), nom: like('Dupont'), prenom: like('Marie') };

/** A request as the queue lists it (loose: only the shape the screen reads). */
const queueItem = (attribueeA: unknown = null) => ({
  id: like(ID),
  reference: like('D-2026-000001'),
  type: like('prise-en-charge-hospitaliere'),
  statut: regex(STATUS, 'envoyee'),
  soumiseLe: DATE,
  echeance: DATE,
  enRetard: like(false),
  adherent: member,
  contrat: { numero: like('1000001-01'), offre: like('SANTE-ESSENTIELLE') },
  attribueeA,
  version: integer(1),
});

/** A request as its page reads it. */
const detail = (statut: string, actions: string[], attribueeA: unknown = null) => ({
  ...queueItem(attribueeA),
  statut: regex(STATUS, statut),
  adherent: { ...member, civilite: like('Madame'), email: like('demo@mutuelle.fr'), zeroPapier: like(true) },
  contrat: {
    numero: like('1000001-01'),
    offre: like('SANTE-ESSENTIELLE'),
    etat: regex('^(eninstance|valide|resilie|suspendu)$', 'valide'),
  },
  donnees: like({ dateAdmission: '2026-12-02', typeHospitalisation: 'complete' }),
  pieces: eachLike({
    id: like('piece-1'),
    nom: like('devis.pdf'),
    typeMime: like('application/pdf'),
    taille: integer(48000),
    ajouteeLe: DATE,
    origine: regex(/^(adherent|gestionnaire)$/, 'adherent'),
    url: like(`/api/admin/demandes/${ID}/pieces/piece-1/visionneuse`),
  }),
  fil: [],
  historique: atLeastOneLike({
    date: DATE,
    statut: regex(STATUS, 'envoyee'),
    auteur: like('Adhérent'),
  }),
  actions,
});

const adapter = (server: V3MockServer) => new HttpStaffRequestsAdapter(mockServerOptions(server));

describe('back-office-api « Demandes » (consumer portail-adherent-web)', () => {
  it('reads the first page of the queue, newest first, with the counts per status', async () => {
    await pact
      .addInteraction()
      .given(STATES.demandeSentNobodyHasIt)
      .uponReceiving('a request for the first page of the requests queue')
      .withRequest('GET', '/api/admin/demandes', (b) =>
        b.headers(everyRequestHeaders()).query({ tri: 'recentes', limit: '50' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          demandes: eachLike(queueItem()),
          suivant: null,
          compteurs: eachLike({ statut: regex(STATUS, 'envoyee'), nombre: integer(1) }),
        }),
      )
      .executeTest(async (server) => {
        const page = valueOf(await adapter(server).queue({ sort: 'recentes' }, null));
        expect(page.items[0]?.memberName).toBe('Marie Dupont');
        expect(page.counts.envoyee).toBe(1);
        expect(page.next).toBeNull();
      });
  });

  it('reads the queue filtered (not taken yet, late or not, type), sorted by due date', async () => {
    await pact
      .addInteraction()
      .given(STATES.demandeSentNobodyHasIt)
      .uponReceiving('a request for the requests not taken yet, not late, of one type, by due date')
      .withRequest('GET', '/api/admin/demandes', (b) =>
        b.headers(everyRequestHeaders()).query({
          tri: 'echeance',
          type: 'prise-en-charge-hospitaliere',
          retard: 'non',
          attribueeA: 'personne',
          limit: '50',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          demandes: eachLike(queueItem()),
          suivant: null,
          compteurs: eachLike({ statut: regex(STATUS, 'envoyee'), nombre: integer(1) }),
        }),
      )
      .executeTest(async (server) => {
        const page = valueOf(
          await adapter(server).queue(
            { sort: 'echeance', type: 'prise-en-charge-hospitaliere', late: false, assignedTo: 'personne' },
            null,
          ),
        );
        expect(page.items[0]?.assignedTo).toBeNull();
      });
  });

  it('is refused the queue when not staff (403, French message)', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a request for the requests queue by a member')
      .withRequest('GET', '/api/admin/demandes', (b) =>
        b.headers(everyRequestHeaders()).query({ tri: 'recentes', limit: '50' }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ message: like(FORBIDDEN) }))
      .executeTest(async (server) => {
        expect(errorOf(await adapter(server).queue({ sort: 'recentes' }, null)).status).toBe(403);
      });
  });

  it('is told in French that a cursor is not one (400)', async () => {
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a request for the requests queue with a malformed cursor')
      .withRequest('GET', '/api/admin/demandes', (b) =>
        b.headers(everyRequestHeaders()).query({ tri: 'recentes', limit: '50', apres: 'pas-un-curseur' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ code: like('CURSEUR_INVALIDE'), message: like('Curseur invalide.') }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).queue({ sort: 'recentes' }, 'pas-un-curseur'));
        expect(error.status).toBe(400);
      });
  });

  it('opens a request: member, contract, form data, attachments, timeline, the actions allowed', async () => {
    await pact
      .addInteraction()
      .given(STATES.demandeSentNobodyHasIt)
      .uponReceiving('a request for one request of the queue')
      .withRequest('GET', at(), (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(detail('envoyee', ['prendre'])))
      .executeTest(async (server) => {
        const request = valueOf(await adapter(server).get(ID));
        expect(request.allowedActions).toEqual(['take']);
        expect(request.attachments[0]?.url).toBe(
          `${server.url}/api/admin/demandes/${ID}/pieces/piece-1/visionneuse`,
        );
      });
  });

  it('is told in French that a request does not exist (404)', async () => {
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a request for a request that does not exist')
      .withRequest('GET', '/api/admin/demandes/demande-inconnue', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(404, (b) =>
        b.jsonBody({ code: like('FLOW.DEMANDE_INCONNUE'), message: like('Cette demande est introuvable.') }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).get('demande-inconnue'));
        expect(error.status).toBe(404);
      });
  });

  it('takes a request at the version read', async () => {
    await pact
      .addInteraction()
      .given(STATES.demandeSentNobodyHasIt)
      .uponReceiving('the taking of a request at its version')
      .withRequest('POST', at('/attribution'), (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...detail('en-cours', ['demander-complement', 'accepter', 'refuser'], agent),
          version: integer(2),
        }),
      )
      .executeTest(async (server) => {
        const request = valueOf(await adapter(server).act(ID, 1, { kind: 'take' }));
        expect(request.assignedTo?.login).toBe('gestionnaire@mutuelle.fr');
      });
  });

  it('is told who has the request when another manager took it first (409)', async () => {
    const message = 'Cette demande est déjà prise en charge par Administrateur Digital.';
    await pact
      .addInteraction()
      .given(STATES.demandeTakenByAdministrator)
      .uponReceiving('the taking of a request another manager has')
      .withRequest('POST', at('/attribution'), (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2 }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({ code: 'FLOW.DEMANDE_DEJA_ATTRIBUEE', message: like(message) }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).act(ID, 2, { kind: 'take' }));
        expect(error).toMatchObject({ status: 409, server: { code: 'FLOW.DEMANDE_DEJA_ATTRIBUEE' } });
        expect(error.message).toContain('déjà prise en charge par');
      });
  });

  it('asks the member for a complement', async () => {
    const message = 'Merci de joindre le devis signé.';
    await pact
      .addInteraction()
      .given(STATES.demandeTakenByGestionnaire)
      .uponReceiving('a complement asked on a request taken by the caller')
      .withRequest('POST', at('/complement'), (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2, message }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...detail('complement-demande', ['accepter', 'refuser', 'cloturer'], agent),
          version: integer(3),
          fil: eachLike({
            id: like('message-1'),
            date: DATE,
            auteur: regex(/^(adherent|gestionnaire)$/, 'gestionnaire'),
            nomAuteur: like('Gérard Gestion'),
            texte: like(message),
            pieces: [],
          }),
        }),
      )
      .executeTest(async (server) => {
        const request = valueOf(await adapter(server).act(ID, 2, { kind: 'ask-complement', message }));
        expect(request.status).toBe('complement-demande');
        expect(request.thread[0]?.text).toBe(message);
      });
  });

  it('accepts a request taken by the caller', async () => {
    await pact
      .addInteraction()
      .given(STATES.demandeTakenByGestionnaire)
      .uponReceiving('the acceptance of a request taken by the caller')
      .withRequest('POST', at('/acceptation'), (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...detail('acceptee', ['cloturer'], agent), version: integer(3) }),
      )
      .executeTest(async (server) => {
        expect(valueOf(await adapter(server).act(ID, 2, { kind: 'accept' })).status).toBe('acceptee');
      });
  });

  it('refuses with a reason, and is told in French a blank one is refused (400 with the field)', async () => {
    await pact
      .addInteraction()
      .given(STATES.demandeTakenByGestionnaire)
      .uponReceiving('a refusal without a reason')
      .withRequest('POST', at('/refus'), (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2, motif: ' ' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          code: like('VALIDATION'),
          message: like('Les informations fournies sont erronées'),
          errors: eachLike({
            field: like('motif'),
            code: like('FLOW.REQUEST_REASON_REQUIRED'),
            message: like("Indiquez le motif du refus : il est envoyé à l'adhérent."),
          }),
        }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).act(ID, 2, { kind: 'refuse', reason: ' ' }));
        expect(error.status).toBe(400);
        expect(error.server?.errors?.[0]?.field).toContain('motif');
      });
  });

  it('closes a request, and is told in French when its version is stale (409)', async () => {
    await pact
      .addInteraction()
      .given(STATES.demandeTakenByGestionnaire)
      .uponReceiving('the closing of a request at a stale version')
      .withRequest('POST', at('/cloture'), (b) => b.headers(writeRequestHeaders()).jsonBody({ version: 0 }))
      .willRespondWith(409, (b) =>
        b.jsonBody({
          code: like('FLOW.DEMANDE_VERSION_PERIMEE'),
          message: like('Cette demande a été modifiée entre-temps.'),
        }),
      )
      .executeTest(async (server) => {
        expect(errorOf(await adapter(server).act(ID, 0, { kind: 'close' })).status).toBe(409);
      });
  });

  it('is refused an action without the habilitation (403, before looking the request up)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving('the taking of a request by a reader')
      .withRequest('POST', `/api/admin/demandes/${ID}/attribution`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2 }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: like('HTTP.FORBIDDEN_HABILITATION'), message: like(FORBIDDEN) }),
      )
      .executeTest(async (server) => {
        expect(errorOf(await adapter(server).act(ID, 2, { kind: 'take' })).message).toBe(FORBIDDEN);
      });
  });
});

describe('back-office-api « Délais de traitement » (consumer portail-adherent-web)', () => {
  const delays = (version: number) => ({
    version: integer(version),
    delais: eachLike({
      type: like('prise-en-charge-hospitaliere'),
      libelle: like('Demande de prise en charge hospitalière'),
      heures: integer(48),
    }),
  });
  const port = (server: V3MockServer) => new HttpRequestDelaysAdapter(mockServerOptions(server));

  it('reads the target delay of each request type', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a request for the target delays of the requests')
      .withRequest('GET', '/api/admin/referentiels/delais-demandes', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(delays(0)))
      .executeTest(async (server) => {
        expect(valueOf(await port(server).get()).delays[0]?.hours).toBe(48);
      });
  });

  it('saves a delay at the version read', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a change of a target delay at the current version')
      .withRequest('PUT', '/api/admin/referentiels/delais-demandes', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ version: 0, delais: [{ type: 'prise-en-charge-hospitaliere', heures: 24 }] }),
      )
      .willRespondWith(200, (b) => b.jsonBody(delays(1)))
      .executeTest(async (server) => {
        const saved = valueOf(
          await port(server).save([{ type: 'prise-en-charge-hospitaliere', hours: 24 }], 0),
        );
        expect(saved.version).toBe(1);
      });
  });

  it('is told in French that someone saved the delays first (409)', async () => {
    await pact
      .addInteraction()
      .given(STATES.delaisChangedMeanwhile)
      .uponReceiving('a change of a target delay at a stale version')
      .withRequest('PUT', '/api/admin/referentiels/delais-demandes', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ version: 0, delais: [{ type: 'remboursement', heures: 72 }] }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({
          code: 'FLOW.DEMANDE_DELAIS_PERIMES',
          message: like('Les délais ont été modifiés entre-temps.'),
        }),
      )
      .executeTest(async (server) => {
        expect(errorOf(await port(server).save([{ type: 'remboursement', hours: 72 }], 0)).status).toBe(409);
      });
  });

  it('is refused a change without the « Référentiels » habilitation (403)', async () => {
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a change of a target delay by a Gestionnaire')
      .withRequest('PUT', '/api/admin/referentiels/delais-demandes', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ version: 0, delais: [{ type: 'remboursement', heures: 72 }] }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: like('HTTP.FORBIDDEN_HABILITATION'), message: like(FORBIDDEN) }),
      )
      .executeTest(async (server) => {
        expect(errorOf(await port(server).save([{ type: 'remboursement', hours: 72 }], 0)).message).toBe(
          FORBIDDEN,
        );
      });
  });
});
