import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpMemberServicesAdapter, HttpResourceAdapter, ResourceRoutesRegistry } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerContext, mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { currentContractHeader, everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { arrayContaining, boolean, eachLike, integer, like, regex } = MatchersV3;
const pact = consumerPact('member-documents-api');

/** An example PDF for the mock; the provider's generated PDF is matched by its content type. */
const EXAMPLE_PDF = fileURLToPath(new URL('../fixtures/rib.pdf', import.meta.url));
const CONTRACT = '1000001-01';

/** A covered person: the front reads every field (names and numbers are examples). */
function beneficiary(
  civilite: string,
  prenom: string,
  numPers: string,
  rang: number,
  status: { teletransmission: boolean; motif: string | null },
) {
  return {
    codeCivilite: like(civilite),
    nom: like('Dupont'),
    prenom: like(prenom),
    numPers: like(numPers),
    dateNaissance: regex(/^\d{4}-\d{2}-\d{2}$/, '1985-05-12'),
    rang: integer(rang),
    teletransmission: boolean(status.teletransmission),
    motifRefusTeletransmission: status.motif === null ? null : { libelle: like(status.motif) },
  };
}

function headersFor(contract: string) {
  return { ...everyRequestHeaders(), ...currentContractHeader(contract) };
}

function adapterOptions(server: Parameters<typeof mockServerOptions>[0], contract = CONTRACT) {
  return mockServerOptions(server, undefined, consumerContext({ currentContractNumber: () => contract }));
}

function recordingFiles() {
  const downloads: { name: string; type: string; size: number }[] = [];
  const tabs: string[] = [];
  return {
    downloads,
    tabs,
    download: (file: Blob, name: string) => void downloads.push({ name, type: file.type, size: file.size }),
    openInNewTab: (file: Blob) => void tabs.push(file.type),
  };
}

describe('member-documents-api (consumer portail-adherent-web)', () => {
  it('lists the documents the current contract may have generated, with their scopes', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the documents of the current contract')
      .withRequest('GET', '/api/cgdm-svc/ged', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            typeDocument: regex(
              /^(CarteTP|Attestation|SituationContractuelle|InscriptionBeneficiaires)$/,
              'CarteTP',
            ),
            libelle: like('Carte de tiers payant'),
            description: like('À présenter à vos professionnels de santé.'),
            scope: regex(/^(Contrat|Benef|Both)$/, 'Contrat'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const documents = valueOf(
          await new HttpMemberServicesAdapter(adapterOptions(server)).listDocuments(),
        );
        expect(documents[0]).toMatchObject({ typeDocument: 'CarteTP', scope: 'Contrat' });
      });
  });

  it('downloads a card of tiers payant as a PDF under its Content-Disposition file name', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the card of tiers payant of the current contract as a download')
      .withRequest('GET', '/api/cgdm-svc/ged/export', (b) =>
        b.headers(headersFor(CONTRACT)).query({ typeDocument: 'CarteTP' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Content-Disposition': regex(
              /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''\S+\.pdf$/,
              `attachment; filename="Carte de tiers payant ${CONTRACT}.pdf"; filename*=UTF-8''Carte%20de%20tiers%20payant%20${CONTRACT}.pdf`,
            ),
          })
          .binaryFile('application/pdf', EXAMPLE_PDF),
      )
      .executeTest(async (server) => {
        const files = recordingFiles();
        const adapter = new HttpResourceAdapter({
          ...adapterOptions(server),
          registry: new ResourceRoutesRegistry(),
          files,
        });
        valueOf(await adapter.export('documents', { typeDocument: 'CarteTP', numPers: undefined }));
        expect(files.downloads).toEqual([
          {
            name: `Carte de tiers payant ${CONTRACT}.pdf`,
            type: 'application/pdf',
            size: expect.any(Number),
          },
        ]);
      });
  });

  it("answers 404 for another member's contract number", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving("a request for the documents of another member's contract")
      .withRequest('GET', '/api/cgdm-svc/ged', (b) => b.headers(headersFor('1000002-01')))
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage('La ressource demandée est introuvable')))
      .executeTest(async (server) => {
        const error = errorOf(
          await new HttpMemberServicesAdapter(adapterOptions(server, '1000002-01')).listDocuments(),
        );
        expect(error.status).toBe(404);
      });
  });

  it('surfaces a 503 and goes to service-unavailable', async () => {
    const message = 'Le service des documents est momentanément indisponible.';
    await pact
      .addInteraction()
      .given(STATES.memberDocumentsUnavailable)
      .uponReceiving('a request for the documents while the documents service is down')
      .withRequest('GET', '/api/cgdm-svc/ged', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(503, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const options = adapterOptions(server);
        const error = errorOf(await new HttpMemberServicesAdapter(options).listDocuments());
        expect(error).toMatchObject({ status: 503, server: { message } });
        expect(options.navigation.routes).toEqual(['service-unavailable']);
      });
  });

  it('lists the beneficiaries with rank and teletransmission status', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the beneficiaries of the current contract')
      .withRequest('GET', '/api/adherent/beneficiaires', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          arrayContaining(
            beneficiary('MME', 'Marie', 'P0010001', 1, { teletransmission: true, motif: null }),
            beneficiary('M', 'Thomas', 'P0010002', 2, {
              teletransmission: false,
              motif: 'Rattaché à un autre organisme complémentaire',
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const people = valueOf(
          await new HttpMemberServicesAdapter(adapterOptions(server)).listBeneficiaries(),
        );
        expect(people[0]).toMatchObject({
          rang: 1,
          teletransmission: true,
          motifRefusTeletransmission: null,
        });
      });
  });

  it('reads an empty beneficiaries list and a contract without guarantees', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithoutGuaranteesOrBeneficiaries)
      .uponReceiving('a request for the guarantees of a contract without guarantees on file')
      .withRequest('GET', '/api/adherent/garanties', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) => b.jsonBody({ nomOffre: like('Santé Essentielle Famille'), domaines: [] }))
      .executeTest(async (server) => {
        const guarantees = valueOf(
          await new HttpMemberServicesAdapter(adapterOptions(server)).getGuarantees(),
        );
        expect(guarantees.domaines).toEqual([]);
      });
    await pact
      .addInteraction()
      .given(STATES.memberWithoutGuaranteesOrBeneficiaries)
      .uponReceiving('a request for the beneficiaries of a contract covering nobody on file')
      .withRequest('GET', '/api/adherent/beneficiaires', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) => b.jsonBody([]))
      .executeTest(async (server) => {
        expect(
          valueOf(await new HttpMemberServicesAdapter(adapterOptions(server)).listBeneficiaries()),
        ).toEqual([]);
      });
  });

  it('reads the guarantees by domain, each line with its formula', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the guarantees of the current contract')
      .withRequest('GET', '/api/adherent/garanties', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          nomOffre: like('Santé Essentielle Famille'),
          domaines: eachLike({
            code: like('hospitalisation'),
            libelle: like('Hospitalisation'),
            lignes: eachLike({
              libelle: like('Frais de séjour'),
              formule: like('100 % BR'),
              precision: like(''),
            }),
          }),
        }),
      )
      .executeTest(async (server) => {
        const guarantees = valueOf(
          await new HttpMemberServicesAdapter(adapterOptions(server)).getGuarantees(),
        );
        expect(guarantees.domaines[0]?.lignes[0]?.formule).toBe('100 % BR');
      });
  });
  it('reads the tiers-payant card shown on the phone: AMC number, validity, persons by rank, domains', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the tiers-payant card of the current contract')
      .withRequest('GET', '/api/adherent/carte-tiers-payant', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          issuer: like('Mutuelle Démo'),
          numeroAmc: like('999000123'),
          numeroContrat: like(CONTRACT),
          nomOffre: like('Santé Essentielle Famille'),
          valableDu: regex(/^\d{4}-\d{2}-\d{2}$/, '2025-01-01'),
          valableAu: regex(/^\d{4}-\d{2}-\d{2}$/, '2025-12-31'),
          beneficiaires: eachLike({
            rang: integer(1),
            nom: like('Dupont'),
            prenom: like('Marie'),
            dateNaissance: regex(/^\d{4}-\d{2}-\d{2}$/, '1985-05-12'),
          }),
          domaines: eachLike({
            code: like('PHAR'),
            libelle: like('Pharmacie'),
            convention: like('TP-PH'),
            couverture: like('100 % BR'),
          }),
          telephoneProfessionnels: like('01 84 80 00 00'),
        }),
      )
      .executeTest(async (server) => {
        const card = valueOf(
          await new HttpMemberServicesAdapter(adapterOptions(server)).getTiersPayantCard(),
        );
        expect(card).toMatchObject({ numeroAmc: '999000123', numeroContrat: CONTRACT });
        expect(card.beneficiaires[0]?.rang).toBe(1);
        expect(card.domaines[0]).toEqual({
          code: 'PHAR',
          libelle: 'Pharmacie',
          convention: 'TP-PH',
          couverture: '100 % BR',
        });
      });
  });

  it("answers 404 for another member's card instead of giving it", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving("a request for the tiers-payant card of another member's contract")
      .withRequest('GET', '/api/adherent/carte-tiers-payant', (b) => b.headers(headersFor('1000002-01')))
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage('La ressource demandée est introuvable')))
      .executeTest(async (server) => {
        const error = errorOf(
          await new HttpMemberServicesAdapter(adapterOptions(server, '1000002-01')).getTiersPayantCard(),
        );
        expect(error.status).toBe(404);
      });
  });
});
