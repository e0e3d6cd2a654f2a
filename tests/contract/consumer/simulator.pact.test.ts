import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSimulatorAdapter } from '@portail/adapters';
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
const pact = consumerPact('simulator-api');
const CONTRACT = '1000001-01';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function options(server: Parameters<typeof mockServerOptions>[0], contract = CONTRACT) {
  return mockServerOptions(server, undefined, consumerContext({ currentContractNumber: () => contract }));
}

function headersFor(contract: string, write = false) {
  return { ...(write ? writeRequestHeaders() : everyRequestHeaders()), ...currentContractHeader(contract) };
}

describe('simulator-api (consumer portail-adherent-web)', () => {
  it("gives the current contract's guarantees, consumption per ceiling and beneficiaries", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithSimulatorConsumption)
      .uponReceiving('a request for the simulator context of the current contract')
      .withRequest('GET', '/api/adherent/simulateur/contexte', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          nomOffre: like('Santé Essentielle Famille'),
          dateCalcul: regex(DATE, '2026-11-26'),
          // A guarantee with a ceiling (a forfait) and one without (a percentage of BR).
          garanties: arrayContaining(
            {
              garantie: like('optique-lunettes'),
              libelle: like('Lunettes à tarifs libres (monture + verres)'),
              pourcentageBR: null,
              forfait: integer(10_000),
              fraisReels: boolean(false),
              plafond: { montant: integer(10_000), periodeAnnees: integer(2) },
            },
            {
              garantie: like('soins-consultations'),
              libelle: like('Consultations de généralistes et spécialistes'),
              pourcentageBR: integer(100),
              forfait: null,
              fraisReels: boolean(false),
              plafond: null,
            },
          ),
          consommations: eachLike({
            numPers: like('P0010003'),
            garantie: like('optique-lentilles'),
            montant: integer(3_000),
          }),
          beneficiaires: eachLike({
            numPers: like('P0010001'),
            nom: like('Dupont'),
            prenom: like('Marie'),
            dateNaissance: regex(DATE, '1985-05-12'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const context = valueOf(await new HttpSimulatorAdapter(options(server)).getContext());
        expect(context.garanties[0]?.plafond).toEqual({ montant: 10_000, periodeAnnees: 2 });
        expect(context.consommations[0]?.montant).toBe(3_000);
        expect(context.beneficiaires[0]?.prenom).toBe('Marie');
      });
  });

  it('lists the renforts the contract may add, with their monthly price', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request for the renforts of the current contract')
      .withRequest('GET', '/api/adherent/simulateur/renforts', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            code: like('RENFORT-OPTIQUE'),
            libelle: like('Renfort Optique'),
            description: like('200 € de plus par équipement de lunettes à tarifs libres.'),
            prixMensuel: integer(850),
            garanties: eachLike('optique-lunettes'),
            demandeEnCours: boolean(false),
          }),
        ),
      )
      .executeTest(async (server) => {
        const renforts = valueOf(await new HttpSimulatorAdapter(options(server)).listRenforts());
        expect(renforts[0]).toMatchObject({ code: 'RENFORT-OPTIQUE', prixMensuel: 850 });
      });
  });

  it('records a request to add a renfort (AjoutRenforts)', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving('a request to add a renfort to the current contract')
      .withRequest('POST', '/api/adherent/simulateur/renforts', (b) =>
        b
          .headers(headersFor(CONTRACT, true))
          .jsonBody({ code: 'RENFORT-OPTIQUE', acte: 'Lunettes à 450,00 € : reste à charge 349,91 €' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ isModeGestionManuel: boolean(true), isAccuseReceptionActive: boolean(true) }),
      )
      .executeTest(async (server) => {
        const outcome = valueOf(
          await new HttpSimulatorAdapter(options(server)).requestRenfort(
            'RENFORT-OPTIQUE',
            'Lunettes à 450,00 € : reste à charge 349,91 €',
          ),
        );
        expect(outcome).toEqual({ isModeGestionManuel: true, isAccuseReceptionActive: true });
      });
  });

  it("answers 404 for another member's contract number", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithValidContract)
      .uponReceiving("a request for the simulator context of another member's contract")
      .withRequest('GET', '/api/adherent/simulateur/contexte', (b) => b.headers(headersFor('1000002-01')))
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage('La ressource demandée est introuvable')))
      .executeTest(async (server) => {
        const error = errorOf(await new HttpSimulatorAdapter(options(server, '1000002-01')).getContext());
        expect(error.status).toBe(404);
      });
  });

  it('surfaces a 503 with the server’s message', async () => {
    const message = 'Le simulateur de remboursement est momentanément indisponible.';
    await pact
      .addInteraction()
      .given(STATES.simulatorUnavailable)
      .uponReceiving('a request for the simulator context while the simulator is down')
      .withRequest('GET', '/api/adherent/simulateur/contexte', (b) => b.headers(headersFor(CONTRACT)))
      .willRespondWith(503, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const error = errorOf(await new HttpSimulatorAdapter(options(server)).getContext());
        expect(error).toMatchObject({ status: 503, server: { message } });
      });
  });
});
