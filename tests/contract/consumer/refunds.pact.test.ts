import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpRefundsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerContext, mockServerOptions, recordingNavigation } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { currentContractHeader, everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, integer, like, regex } = MatchersV3;
const pact = consumerPact('refunds-api');
const PATH = '/api/v1/adherent/remboursements';
const PDF_EXAMPLE = fileURLToPath(new URL('../fixtures/rib.pdf', import.meta.url));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A care act as the front reads it (values are examples; amounts are integer cents). */
function act(statut: 'paye' | 'en_cours' | 'rejete' = 'paye') {
  return {
    id: like('1000001-01-000042'),
    dateSoins: regex(ISO_DATE, '2026-10-14'),
    beneficiaire: { numPers: like('P0010002'), nom: like('Dupont'), prenom: like('Thomas') },
    typeSoin: like('consultation'),
    libelle: like('Consultation médecin généraliste'),
    professionnel: like('Dr Claire Moreau'),
    montantDepense: integer(3000),
    montantSecu: integer(1890),
    montantMutuelle: integer(900),
    resteACharge: integer(210),
    datePaiement: statut === 'paye' ? regex(ISO_DATE, '2026-10-20') : null,
    statut,
    motifRejet: statut === 'rejete' ? like('Facture détaillée manquante') : null,
  };
}

/** Files the adapter saved or opened. */
function recordingFiles() {
  const saved: { name?: string; type: string; size: number }[] = [];
  return {
    saved,
    files: {
      download: (blob: Blob, name: string) => void saved.push({ name, type: blob.type, size: blob.size }),
      openInNewTab: (blob: Blob) => void saved.push({ type: blob.type, size: blob.size }),
    },
  };
}

function adapter(server: Parameters<typeof mockServerOptions>[0], contract?: string) {
  const navigation = recordingNavigation();
  const context = consumerContext({ currentContractNumber: () => contract });
  const { saved, files } = recordingFiles();
  const options = { ...mockServerOptions(server, navigation, context), files };
  return { refunds: new HttpRefundsAdapter(options), navigation, saved };
}

describe('refunds-api (consumer portail-adherent-web)', () => {
  it('reads the first page of paid care acts, newest first, with the next cursor', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithCareActs)
      .uponReceiving('a request for the first page of paid care acts')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()).query({ statut: 'paye' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ actes: eachLike(act(), 25), suivant: like('MjAyNi0xMC0xNHwxMDAwMDAxLTAxLTAwMDA0Mg') }),
      )
      .executeTest(async (server) => {
        const page = valueOf(await adapter(server).refunds.listActs({ statut: 'paye' }));
        expect(page.actes).toHaveLength(25);
        expect(page.actes[0]?.resteACharge).toBe(210);
        expect(page.suivant).not.toBeNull();
      });
  });

  it('reads rejected acts with their reason and no payment date', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithCareActs)
      .uponReceiving('a request for the rejected care acts')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()).query({ statut: 'rejete' }))
      .willRespondWith(200, (b) => b.jsonBody({ actes: eachLike(act('rejete')), suivant: null }))
      .executeTest(async (server) => {
        const page = valueOf(await adapter(server).refunds.listActs({ statut: 'rejete' }));
        expect(page.actes[0]).toMatchObject({ statut: 'rejete', datePaiement: null });
        expect(page.actes[0]?.motifRejet).toBe('Facture détaillée manquante');
      });
  });

  it('sends the filters and the search as query parameters', async () => {
    const query = {
      beneficiaire: 'P0010002',
      dateDebut: '2024-01-01',
      typeSoin: 'consultation',
      statut: 'paye',
      recherche: 'généraliste',
    };
    await pact
      .addInteraction()
      .given(STATES.memberWithCareActs)
      .uponReceiving('a request for care acts filtered by beneficiary, period, type and words')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()).query(query))
      .willRespondWith(200, (b) => b.jsonBody({ actes: eachLike(act()), suivant: null }))
      .executeTest(async (server) => {
        const page = valueOf(
          await adapter(server).refunds.listActs({
            beneficiaire: 'P0010002',
            dateDebut: '2024-01-01',
            typeSoin: 'consultation',
            statut: 'paye',
            recherche: 'généraliste',
          }),
        );
        expect(page.actes.length).toBeGreaterThan(0);
        expect(page.suivant).toBeNull();
      });
  });

  it('reads an empty list when nothing matches', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithCareActs)
      .uponReceiving('a search for care acts that matches nothing')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()).query({ recherche: 'acupuncture' }))
      .willRespondWith(200, (b) => b.jsonBody({ actes: [], suivant: null }))
      .executeTest(async (server) => {
        expect(valueOf(await adapter(server).refunds.listActs({ recherche: 'acupuncture' }))).toEqual({
          actes: [],
          suivant: null,
        });
      });
  });

  it('gets a 404 for a contract number that is not the member’s', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithCareActs)
      .uponReceiving('a request for the care acts of another member’s contract')
      .withRequest('GET', PATH, (b) =>
        b.headers({ ...everyRequestHeaders(), ...currentContractHeader('1000002-01') }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage('Ce contrat est introuvable.')))
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server, '1000002-01').refunds.listActs({}));
        expect(error).toMatchObject({ status: 404, server: { message: 'Ce contrat est introuvable.' } });
      });
  });

  it('goes to service-unavailable on a 503', async () => {
    const message = 'Le service des remboursements est momentanément indisponible.';
    await pact
      .addInteraction()
      .given(STATES.refundsUnavailable)
      .uponReceiving('a request for care acts while the refunds service is down')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(503, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const { refunds, navigation } = adapter(server);
        expect(errorOf(await refunds.listActs({}))).toMatchObject({ status: 503, server: { message } });
        expect(navigation.routes).toEqual(['service-unavailable']);
      });
  });

  it('reads the 12-month summary and the beneficiaries', async () => {
    const month = {
      mois: regex(/^\d{4}-\d{2}$/, '2026-10'),
      montantSecu: integer(4210),
      montantMutuelle: integer(2380),
      resteACharge: integer(640),
    };
    await pact
      .addInteraction()
      .given(STATES.memberWithCareActs)
      .uponReceiving('a request for the 12-month refunds summary')
      .withRequest('GET', `${PATH}/synthese`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          mois: eachLike(month, 12),
          beneficiaires: eachLike({ numPers: like('P0010001'), nom: like('Dupont'), prenom: like('Marie') }),
        }),
      )
      .executeTest(async (server) => {
        const summary = valueOf(await adapter(server).refunds.summary());
        expect(summary.mois).toHaveLength(12);
        expect(summary.beneficiaires[0]?.prenom).toBe('Marie');
      });
  });

  it('opens the « Relevé de remboursements » PDF (binary, content-disposition) in a new tab', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithCareActs)
      .uponReceiving('a request for the refunds statement PDF')
      .withRequest('GET', `${PATH}/print`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Content-Disposition': regex(
              /^inline; filename="[^"]+\.pdf".*$/,
              `inline; filename="Releve de remboursements 1000001-01 2026-11-25.pdf"`,
            ),
          })
          .binaryFile('application/pdf', PDF_EXAMPLE),
      )
      .executeTest(async (server) => {
        const { refunds, saved } = adapter(server);
        valueOf(await refunds.printStatement({}));
        expect(saved).toHaveLength(1);
        expect(saved[0]?.size).toBeGreaterThan(0);
      });
  });
});
