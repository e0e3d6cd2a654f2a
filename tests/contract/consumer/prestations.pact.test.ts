import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import type { V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types.js';
import { HttpPrestationsAdapter, HttpResourceAdapter, ResourceRoutesRegistry } from '@portail/adapters';
import { ExportPrestations, PrintPrestationStatement } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { consumerContext, mockServerOptions, recordingNavigation } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { currentContractHeader, everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, integer, like, regex } = MatchersV3;
const pact = consumerPact('prestations-api');
const PATH = '/api/v2/adherent/prestations';
const PDF_EXAMPLE = fileURLToPath(new URL('../fixtures/rib.pdf', import.meta.url));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PREVOYANCE_CONTRACT = '1000001-02';

const beneficiary = { numPers: like('P0010004'), nom: like('Dupont'), prenom: like('Marie') };

/** An IJ payment as the front reads it (values are examples; amounts are integer cents). */
const ijPayment = {
  id: like('PV-1000001-02-001'),
  nature: 'ij',
  libelle: like('Indemnités journalières — arrêt maladie'),
  beneficiaire: beneficiary,
  arret: {
    id: like('AT-1000001-02-2026-01'),
    debut: regex(ISO_DATE, '2026-03-02'),
    fin: regex(ISO_DATE, '2026-05-15'),
  },
  periodeDebut: regex(ISO_DATE, '2026-03-05'),
  periodeFin: regex(ISO_DATE, '2026-03-31'),
  jours: integer(27),
  montantJournalier: integer(4512),
  montantBrut: integer(121824),
  chargesSociales: integer(8162),
  montantNet: integer(113662),
  datePaiement: regex(ISO_DATE, '2026-04-08'),
};

const tiersPayment = {
  id: like('TP-1000001-01-000001'),
  dateSoins: regex(ISO_DATE, '2026-02-03'),
  datePaiement: regex(ISO_DATE, '2026-02-10'),
  typeProfessionnel: regex(
    /^(pharmacie|hopital|opticien|laboratoire|radiologie|dentiste|audioprothesiste)$/,
    'pharmacie',
  ),
  professionnel: like('Pharmacie du Parc'),
  libelle: like('Médicaments remboursables'),
  beneficiaire: beneficiary,
  montant: integer(1250),
};

function clients(server: Parameters<typeof mockServerOptions>[0], contract?: string) {
  const navigation = recordingNavigation();
  const context = consumerContext({ currentContractNumber: () => contract });
  const saved: { name?: string; size: number }[] = [];
  const files = {
    download: (blob: Blob, name: string) => void saved.push({ name, size: blob.size }),
    openInNewTab: (blob: Blob) => void saved.push({ size: blob.size }),
  };
  const options = mockServerOptions(server, navigation, context);
  const resources = new HttpResourceAdapter({ ...options, registry: new ResourceRoutesRegistry(), files });
  return { prestations: new HttpPrestationsAdapter(options), resources, navigation, saved };
}

/** The statement answer: a PDF (binary) opened inline under its name. */
function pdfResponse(name: string) {
  return (b: V4ResponseBuilder) =>
    b
      .headers({
        'Content-Disposition': regex(/^inline; filename="[^"]+\.pdf".*$/, `inline; filename="${name}"`),
      })
      .binaryFile('application/pdf', PDF_EXAMPLE);
}

describe('prestations-api (consumer portail-adherent-web)', () => {
  it('reads the IJ payments of a sick leave on the provident contract', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithPrestations)
      .uponReceiving('a request for the prévoyance payments of the provident contract')
      .withRequest('GET', `${PATH}/prevoyance`, (b) =>
        b.headers({ ...everyRequestHeaders(), ...currentContractHeader(PREVOYANCE_CONTRACT) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ versements: eachLike(ijPayment, 3) }))
      .executeTest(async (server) => {
        const payments = valueOf(await clients(server, PREVOYANCE_CONTRACT).prestations.prevoyance());
        expect(payments).toHaveLength(3);
        const [first] = payments;
        expect(first?.montantNet).toBe((first?.montantBrut ?? 0) - (first?.chargesSociales ?? 0));
        expect(payments[0]?.arret?.debut).toBe('2026-03-02');
      });
  });

  it('reads the first page of tiers-payant payments with the next cursor', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithPrestations)
      .uponReceiving('a request for the first page of tiers-payant payments')
      .withRequest('GET', `${PATH}/tiers-payant`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ paiements: eachLike(tiersPayment, 25), suivant: like('MjAyNi0wMi0xMHxUUC0x') }),
      )
      .executeTest(async (server) => {
        const page = valueOf(await clients(server).prestations.tiersPayant());
        expect(page.paiements).toHaveLength(25);
        expect(page.suivant).not.toBeNull();
      });
  });

  it('opens the RelevePrestationPrevoyance of one payment (PDF, binary) in a new tab', async () => {
    const query = { document: 'RelevePrestationPrevoyance', id: 'PV-1000001-02-001' };
    await pact
      .addInteraction()
      .given(STATES.memberWithPrestations)
      .uponReceiving('a request for the statement of one IJ payment')
      .withRequest('GET', `${PATH}/print`, (b) =>
        b.headers({ ...everyRequestHeaders(), ...currentContractHeader(PREVOYANCE_CONTRACT) }).query(query),
      )
      .willRespondWith(200, pdfResponse('Releve de prestations prevoyance PV-1000001-02-001.pdf'))
      .executeTest(async (server) => {
        const { resources, saved } = clients(server, PREVOYANCE_CONTRACT);
        valueOf(
          await new PrintPrestationStatement(resources).execute({
            document: 'RelevePrestationPrevoyance',
            id: 'PV-1000001-02-001',
          }),
        );
        expect(saved).toHaveLength(1);
        expect(saved[0]?.size).toBeGreaterThan(0);
      });
  });

  it('opens the RelevePrestationSante of the last 12 months (PDF)', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithPrestations)
      .uponReceiving('a request for the health benefits statement of the last 12 months')
      .withRequest('GET', `${PATH}/print`, (b) =>
        b.headers(everyRequestHeaders()).query({ document: 'RelevePrestationSante' }),
      )
      .willRespondWith(200, pdfResponse('Releve de prestations sante 1000001-01 2026-11-26.pdf'))
      .executeTest(async (server) => {
        const { resources, saved } = clients(server);
        valueOf(await new PrintPrestationStatement(resources).execute({ document: 'RelevePrestationSante' }));
        expect(saved).toHaveLength(1);
      });
  });

  it('downloads the tiers-payant CSV under its Content-Disposition name', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithPrestations)
      .uponReceiving('a request for the tiers-payant payments as CSV')
      .withRequest('GET', `${PATH}/export`, (b) =>
        b.headers(everyRequestHeaders()).query({ vue: 'tiers-payant' }),
      )
      .willRespondWith(200, (b) =>
        b.headers({
          'Content-Type': regex(/^text\/csv.*$/, 'text/csv; charset=utf-8'),
          'Content-Disposition': regex(
            /^attachment; filename="[^"]+\.csv".*$/,
            'attachment; filename="Prestations tiers payant 1000001-01 2026-11-26.csv"',
          ),
        }),
      )
      .executeTest(async (server) => {
        const { resources, saved } = clients(server);
        valueOf(await new ExportPrestations(resources).execute('tiers-payant'));
        expect(saved[0]?.name).toBe('Prestations tiers payant 1000001-01 2026-11-26.csv');
      });
  });

  it('gets a 404 for the statement of a payment that is not the contract’s', async () => {
    const message = 'Ce versement est introuvable.';
    await pact
      .addInteraction()
      .given(STATES.memberWithPrestations)
      .uponReceiving('a request for the statement of another member’s payment')
      .withRequest('GET', `${PATH}/print`, (b) =>
        b
          .headers({ ...everyRequestHeaders(), ...currentContractHeader(PREVOYANCE_CONTRACT) })
          .query({ document: 'RelevePrestationPrevoyance', id: 'PV-1000002-01-001' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const { resources, saved } = clients(server, PREVOYANCE_CONTRACT);
        const result = await resources.print('prestations', {
          query: { document: 'RelevePrestationPrevoyance', id: 'PV-1000002-01-001' },
        });
        expect(errorOf(result)).toMatchObject({ status: 404, server: { message } });
        expect(saved).toEqual([]);
      });
  });

  it('gets a 404 for the payments of another member’s contract', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithPrestations)
      .uponReceiving('a request for the tiers-payant payments of another member’s contract')
      .withRequest('GET', `${PATH}/tiers-payant`, (b) =>
        b.headers({ ...everyRequestHeaders(), ...currentContractHeader('1000002-01') }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage('Ce contrat est introuvable.')))
      .executeTest(async (server) => {
        const error = errorOf(await clients(server, '1000002-01').prestations.tiersPayant());
        expect(error).toMatchObject({ status: 404 });
      });
  });

  it('goes to service-unavailable on a 503', async () => {
    const message = 'Le service des prestations est momentanément indisponible.';
    await pact
      .addInteraction()
      .given(STATES.prestationsUnavailable)
      .uponReceiving('a request for tiers-payant payments while the benefits service is down')
      .withRequest('GET', `${PATH}/tiers-payant`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(503, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const { prestations, navigation } = clients(server);
        expect(errorOf(await prestations.tiersPayant())).toMatchObject({ status: 503, server: { message } });
        expect(navigation.routes).toEqual(['service-unavailable']);
      });
  });
});
