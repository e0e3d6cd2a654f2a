import { MatchersV3 } from '@pact-foundation/pact';
import { HttpRequestsAdapter } from '@portail/adapters';
import type { RequestForm } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { consumerContext, mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import {
  currentContractHeader,
  everyRequestHeaders,
  writeRequestHeaders,
} from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { boolean, eachLike, fromProviderState, like, regex } = MatchersV3;
const pact = consumerPact('requests-api');

const CONTRACT = '1000001-01';
const REMOTE_FILE = '6b1f0c1e-2d0a-4a55-9a3e-1f5d2c7b8e90.pdf';
const REQUEST_ID = '0e8d4b52-5f0f-4c7e-b1a4-3c2d9e6f7a10';
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const KINDS =
  /^(prise-en-charge-hospitaliere|remboursement|declaration-sinistre|ajout-beneficiaire|radiation-beneficiaire|devis)$/;
const STATUSES = /^(envoyee|en-cours|complement-demande|acceptee|refusee|cloturee)$/;

function headers(write = false) {
  return { ...(write ? writeRequestHeaders() : everyRequestHeaders()), ...currentContractHeader(CONTRACT) };
}

function adapter(server: Parameters<typeof mockServerOptions>[0]) {
  return new HttpRequestsAdapter(
    mockServerOptions(server, undefined, consumerContext({ currentContractNumber: () => CONTRACT })),
  );
}

/** A line of « Mes demandes »: the front reads every field (values are examples). */
function summary(status: string, id: unknown = like(REQUEST_ID)) {
  return {
    id,
    numero: regex(/^DEM-\d{4}-\d{7,}$/, 'DEM-2026-0000042'),
    type: regex(KINDS, 'prise-en-charge-hospitaliere'),
    libelleType: like('Demande de prise en charge hospitalière'),
    numeroContratIndividuel: like(CONTRACT),
    dateEnvoi: regex(DATE_TIME, '2026-11-26T09:30:00.000Z'),
    statut: regex(STATUSES, status),
    libelleStatut: like('Envoyée'),
    dateReponseAttendue: regex(DATE_TIME, '2026-11-28T09:30:00.000Z'),
    enRetard: boolean(false),
  };
}

/** What the member types for a hospital coverage, the quote being the provider state's upload. */
function hospitalForm(finess: string): RequestForm {
  return {
    type: 'prise-en-charge-hospitaliere',
    beneficiaire: 'P0010001',
    etablissement: {
      nom: 'Hôpital Saint-Louis',
      finess,
      codePostal: '75010',
      email: 'admissions@saint-louis.fr',
    },
    dateAdmission: '2030-01-15',
    typeHospitalisation: 'complete',
    devis: [REMOTE_FILE],
  };
}

function hospitalBody(finess: string) {
  return {
    data: {
      type: 'prise-en-charge-hospitaliere',
      beneficiaire: like('P0010001'),
      etablissement: {
        nom: like('Hôpital Saint-Louis'),
        finess,
        codePostal: like('75010'),
        fax: null,
        email: like('admissions@saint-louis.fr'),
      },
      dateAdmission: regex(/^\d{4}-\d{2}-\d{2}$/, '2030-01-15'),
      typeHospitalisation: 'complete',
      codeDmt: null,
      devis: [fromProviderState('${remoteFileName}', REMOTE_FILE)],
    },
  };
}

describe('requests-api (consumer portail-adherent-web)', () => {
  it('lists the requests of the current contract', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithRequests)
      .uponReceiving('a request for the requests of the current contract')
      .withRequest('GET', '/api/adherent/demandes', (b) => b.headers(headers()))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(summary('envoyee'))))
      .executeTest(async (server) => {
        const requests = valueOf(await adapter(server).list());
        expect(requests[0]).toMatchObject({ reference: 'DEM-2026-0000042', status: 'envoyee', late: false });
      });
  });

  it('sends a hospital coverage request with its quote and reads the acknowledgement', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithUploadedQuote)
      .uponReceiving('a hospital coverage request with an uploaded quote')
      .withRequest('POST', '/api/adherent/demandes/form', (b) =>
        b.headers(headers(true)).jsonBody(hospitalBody('750100208')),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          demande: summary('envoyee'),
          isModeGestionManuel: boolean(true),
          isAccuseReceptionActive: boolean(true),
        }),
      )
      .executeTest(async (server) => {
        const sent = valueOf(await adapter(server).submit(hospitalForm('750100208')));
        expect(sent).toMatchObject({ request: { status: 'envoyee' }, isAccuseReceptionActive: true });
      });
  });

  it('sends the quote of a simulation (« Envoyer mon devis ») as a request of type devis', async () => {
    const quote: RequestForm = {
      type: 'devis',
      acte: 'LUN',
      libelleActe: 'Lunettes (monture et verres simples)',
      beneficiaire: 'P0010001',
      prixDevis: 450,
      praticien: 'Optique du Centre',
      devis: [REMOTE_FILE],
    };
    await pact
      .addInteraction()
      .given(STATES.memberWithUploadedQuote)
      .uponReceiving('a quote sent from the simulator')
      .withRequest('POST', '/api/adherent/demandes/form', (b) =>
        b.headers(headers(true)).jsonBody({
          data: {
            type: 'devis',
            acte: like('LUN'),
            libelleActe: like('Lunettes (monture et verres simples)'),
            beneficiaire: like('P0010001'),
            prixDevis: like(450),
            praticien: like('Optique du Centre'),
            commentaire: null,
            devis: [fromProviderState('${remoteFileName}', REMOTE_FILE)],
          },
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          demande: { ...summary('envoyee'), type: 'devis', libelleType: like('Demande de devis') },
          isModeGestionManuel: boolean(true),
          isAccuseReceptionActive: boolean(true),
        }),
      )
      .executeTest(async (server) => {
        const sent = valueOf(await adapter(server).submit(quote));
        expect(sent).toMatchObject({ request: { kind: 'devis', status: 'envoyee' } });
      });
  });

  it('answers 400 with the refused field when the FINESS key is wrong', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithUploadedQuote)
      .uponReceiving('a hospital coverage request whose FINESS number has a wrong key')
      .withRequest('POST', '/api/adherent/demandes/form', (b) =>
        b.headers(headers(true)).jsonBody(hospitalBody('750100209')),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          message: like('Les informations fournies sont erronées'),
          errors: eachLike({
            field: regex(/etablissement[./]finess$/, 'etablissement.finess'),
            code: like('FINESS.KEY_MISMATCH'),
            message: like('Le numéro FINESS est incorrect (clé de contrôle)'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).submit(hospitalForm('750100209')));
        expect(error.status).toBe(400);
        expect(error.server?.errors?.[0]?.field).toMatch(/finess$/);
      });
  });

  it("answers 404 for a request that is not the member's", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithRequests)
      .uponReceiving("a request for another member's request")
      .withRequest('GET', `/api/adherent/demandes/${REQUEST_ID}`, (b) => b.headers(headers()))
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage('La ressource demandée est introuvable')))
      .executeTest(async (server) => {
        expect(errorOf(await adapter(server).get(REQUEST_ID)).status).toBe(404);
      });
  });

  it('answers 403 to a sending without the anti-forgery token (its cookie gone), before reading the body', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithUploadedQuote)
      .uponReceiving('a hospital coverage request without the anti-forgery header')
      .withRequest('POST', '/api/adherent/demandes/form', (b) =>
        b.headers(headers()).jsonBody(hospitalBody('750100208')),
      )
      .willRespondWith(403, (b) => b.jsonBody(errorWithMessage('Accès refusé')))
      .executeTest(async (server) => {
        const options = mockServerOptions(
          server,
          undefined,
          consumerContext({ currentContractNumber: () => CONTRACT }),
        );
        const withoutCookie = new HttpRequestsAdapter({
          ...options,
          csrf: { ...options.csrf, readCookies: () => '' },
        });
        expect(errorOf(await withoutCookie.submit(hospitalForm('750100208'))).status).toBe(403);
      });
  });

  it('answers 409 to a complement on a request that asks for none', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithSentRequest)
      .uponReceiving('an answer to « Complément demandé » on a request that asks for no complement')
      .withRequest(
        'POST',
        fromProviderState(
          '/api/adherent/demandes/${requestId}/complement',
          `/api/adherent/demandes/${REQUEST_ID}/complement`,
        ),
        (b) =>
          b.headers(headers(true)).jsonBody({ data: { texte: like('Voici le devis signé.'), pieces: [] } }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(errorWithMessage("Cette demande n'attend pas de complément de votre part.")),
      )
      .executeTest(async (server) => {
        const error = errorOf(
          await adapter(server).answerComplement(REQUEST_ID, {
            text: 'Voici le devis signé.',
            documents: [],
          }),
        );
        expect(error).toMatchObject({
          status: 409,
          server: { message: "Cette demande n'attend pas de complément de votre part." },
        });
      });
  });
});
