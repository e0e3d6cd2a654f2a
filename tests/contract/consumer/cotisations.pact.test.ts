import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpCotisationsAdapter } from '@portail/adapters';
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

const { arrayContaining, boolean, eachLike, integer, like, regex } = MatchersV3;
const pact = consumerPact('cotisations-api');

/** An example PDF for the mock; the provider's generated PDF is matched by its content type. */
const EXAMPLE_PDF = fileURLToPath(new URL('../fixtures/rib.pdf', import.meta.url));
const CONTRACT = '1000001-01';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const headersFor = (contract: string) => ({ ...everyRequestHeaders(), ...currentContractHeader(contract) });

function adapter(server: Parameters<typeof mockServerOptions>[0], contract = CONTRACT) {
  const downloads: { name: string; type: string }[] = [];
  const options = mockServerOptions(
    server,
    undefined,
    consumerContext({ currentContractNumber: () => contract }),
  );
  const files = {
    download: (file: Blob, name: string) => void downloads.push({ name, type: file.type }),
    openInNewTab: () => undefined,
  };
  return { cotisations: new HttpCotisationsAdapter({ ...options, files }), downloads, options };
}

const rejected = {
  dateEcheance: regex(DAY, '2026-04-05'),
  periodeDebut: regex(DAY, '2026-04-01'),
  periodeFin: regex(DAY, '2026-06-30'),
  montantCents: integer(45_600),
  codeModePaiement: regex(/^(PRL|VIR|CHQ)$/, 'PRL'),
  libelleModePaiement: like('Prélèvement'),
  codePeriodicite: regex(/^(M|T|S|A)$/, 'T'),
  libellePeriodicite: like('Trimestrielle'),
  statut: regex(/^(payee|a_venir|impayee|rejetee)$/, 'rejetee'),
  motifRejet: like('Provision insuffisante (code AM04)'),
  datePaiement: null,
};

/** A paid due date: no reason, a payment date. */
const paid = {
  ...rejected,
  statut: regex(/^(payee|a_venir|impayee|rejetee)$/, 'payee'),
  motifRejet: null,
  datePaiement: regex(DAY, '2026-04-21'),
};

const pdfHeaders = (name: string) => ({
  'Content-Disposition': regex(
    /^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''\S+\.pdf$/,
    `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
  ),
});

describe('cotisations-api (consumer portail-adherent-web)', () => {
  it('reads the schedule of the current contract with a rejected debit and its reason', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the contribution schedule of the current contract')
      .withRequest('GET', '/api/adherent/cotisations', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          numeroContrat: like(CONTRACT),
          nomOffre: like('Santé Essentielle Famille'),
          codeModePaiement: regex(/^(PRL|VIR|CHQ)$/, 'PRL'),
          libelleModePaiement: like('Prélèvement'),
          codePeriodicite: regex(/^(M|T|S|A)$/, 'T'),
          libellePeriodicite: like('Trimestrielle'),
          isMadelin: boolean(false),
          titulaire: like('Marie Dupont'),
          ibanMasque: like('FR76 •••• •••• •••• •••• •••0 189'),
          bicMasque: like('AGRIFR••'),
          rum: like('RUM-1000001-01-0001'),
          prochaineEcheance: regex(DAY, '2027-01-05'),
          impayeCents: integer(0),
          echeances: arrayContaining(rejected, paid),
          totaux: eachLike({
            annee: integer(2026),
            duCents: integer(182_400),
            payeCents: integer(182_400),
            impayeCents: integer(0),
            aVenirCents: integer(0),
          }),
          anneesAttestation: eachLike(integer(2025)),
          modifications: [],
        }),
      )
      .executeTest(async (server) => {
        const schedule = valueOf(await adapter(server).cotisations.getSchedule());
        expect(schedule.echeances[0]).toMatchObject({
          statut: 'rejetee',
          motifRejet: 'Provision insuffisante (code AM04)',
        });
      });
  });

  it('reads the first page of the earlier years', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the first page of the contribution history')
      .withRequest('GET', '/api/adherent/cotisations/historique', (b) =>
        b.headers(headersFor(CONTRACT)).query({ taille: '24' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ echeances: [], suivant: null }))
      .executeTest(async (server) => {
        expect(valueOf(await adapter(server).cotisations.listHistory(null, 24))).toEqual({
          echeances: [],
          suivant: null,
        });
      });
  });

  it("lists the member's unpaid contributions for the home's banner", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the unpaid contributions of the member')
      .withRequest('GET', '/api/adherent/cotisations/impayes', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            numeroContrat: like('1000001-02'),
            nomOffre: like('Prévoyance Sérénité'),
            montantCents: integer(8_540),
            conduiteATenir: like('Réglez ce montant par virement en indiquant le contrat 1000001-02.'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const unpaid = valueOf(await adapter(server).cotisations.listUnpaid());
        expect(unpaid[0]?.montantCents).toBe(8_540);
      });
  });

  it('downloads the SEPA mandate as a PDF', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the SEPA mandate of the current contract')
      .withRequest('GET', '/api/adherent/cotisations/mandat-sepa', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.headers(pdfHeaders(`Mandat SEPA ${CONTRACT}.pdf`)).binaryFile('application/pdf', EXAMPLE_PDF),
      )
      .executeTest(async (server) => {
        const { cotisations, downloads } = adapter(server);
        valueOf(await cotisations.downloadMandate());
        expect(downloads).toEqual([{ name: `Mandat SEPA ${CONTRACT}.pdf`, type: 'application/pdf' }]);
      });
  });

  it('downloads the certificate of 2025 as a PDF', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the 2025 contribution certificate of the current contract')
      .withRequest('GET', '/api/adherent/cotisations/attestation', (b) =>
        b.headers(headersFor(CONTRACT)).query({ annee: '2025' }),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(pdfHeaders(`Attestation cotisations 2025 ${CONTRACT}.pdf`))
          .binaryFile('application/pdf', EXAMPLE_PDF),
      )
      .executeTest(async (server) => {
        const { cotisations, downloads } = adapter(server);
        valueOf(await cotisations.downloadCertificate(2025));
        expect(downloads[0]?.name).toBe(`Attestation cotisations 2025 ${CONTRACT}.pdf`);
      });
  });

  it('changes the frequency to monthly from the next due date with a new mandate', async () => {
    const data = {
      codeModePaiement: 'PRL',
      codePeriodicite: 'M',
      titulaire: 'Marie Dupont',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
      rib: [],
    };
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a change of the contribution payment to a monthly direct debit')
      .withRequest('POST', '/api/adherent/cotisations/modalite-paiement', (b) =>
        b.headers({ ...writeRequestHeaders(), ...currentContractHeader(CONTRACT) }).jsonBody({ data }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          dateEffet: regex(DAY, '2027-01-05'),
          rum: like('RUM-1000001-01-0002'),
          isModeGestionManuel: boolean(false),
        }),
      )
      .executeTest(async (server) => {
        const receipt = valueOf(await adapter(server).cotisations.changePayment(data));
        expect(receipt.rum).toBe('RUM-1000001-01-0002');
      });
  });

  it("answers 404 for another member's contract", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving("a request for the contribution schedule of another member's contract")
      .withRequest('GET', '/api/adherent/cotisations', (b) => b.headers(headersFor('1000002-01')))
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage('La ressource demandée est introuvable')))
      .executeTest(async (server) => {
        expect(errorOf(await adapter(server, '1000002-01').cotisations.getSchedule()).status).toBe(404);
      });
  });

  it('surfaces a 503 and goes to service-unavailable', async () => {
    const message = 'Le service des cotisations est momentanément indisponible.';
    await pact
      .addInteraction()
      .given(STATES.cotisationsUnavailable)
      .uponReceiving('a request for the contribution schedule while the service is down')
      .withRequest('GET', '/api/adherent/cotisations', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(503, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const { cotisations, options } = adapter(server);
        expect(errorOf(await cotisations.getSchedule())).toMatchObject({ status: 503, server: { message } });
        expect(options.navigation.routes).toEqual(['service-unavailable']);
      });
  });
});
