import { MatchersV3 } from '@pact-foundation/pact';
import { HttpContractsAdapter } from '@portail/adapters';
import { NO_CONTRACT_ERROR_CODE } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { arrayContaining, boolean, like } = MatchersV3;
const pact = consumerPact('contracts-api');

const rib = {
  codeInternationalPaysIso2: like('FR'),
  cleIban: like('76'),
  identifiantNationalCompte: like('30006000010007015430189'),
  codeBIC: like('AGRIFRPP'),
  titulaire: like('Marie Dupont'),
};

/**
 * A contract in a given state and family; the front reads every field (numbers and labels are examples; the
 * family decides which refunds filters and glossary the screens show).
 */
function contract(
  etat: string,
  number: string,
  payment: { rib: typeof rib | null; isMissing: boolean },
  famille: 'sante' | 'prevoyance' = 'sante',
) {
  return {
    numeroContratIndividuel: like(number),
    nomOffre: like(famille === 'sante' ? 'Santé Essentielle Famille' : 'Prévoyance Sérénité'),
    etat,
    famille,
    isActif: boolean(etat === 'valide' || etat === 'eninstance'),
    IsPrecontentieux: boolean(false),
    modalitePaiementPrestation: {
      rib: payment.rib,
      codeModePaiement: like('VIR'),
      isMissing: boolean(payment.isMissing),
    },
  };
}

describe('contracts-api (consumer portail-adherent-web)', () => {
  it('loads the contracts: one in each state, with and without bank details, santé and prévoyance', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithContracts)
      .uponReceiving('a request for the contracts of the member')
      .withRequest('GET', '/api/adherent/contrats', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          contrats: arrayContaining(
            contract('valide', '1000001-01', { rib: null, isMissing: true }),
            contract('eninstance', '1000001-02', { rib, isMissing: false }, 'prevoyance'),
            contract('suspendu', '1000001-03', { rib: null, isMissing: false }),
            contract('resilie', '1000001-04', { rib, isMissing: false }),
          ),
        }),
      )
      .executeTest(async (server) => {
        const contracts = valueOf(await new HttpContractsAdapter(mockServerOptions(server)).loadContracts());
        expect(contracts.map((c) => c.etat)).toEqual(['valide', 'eninstance', 'suspendu', 'resilie']);
        expect(contracts.map((c) => c.famille)).toEqual(['sante', 'prevoyance', 'sante', 'sante']);
        expect(contracts[0]?.modalitePaiementPrestation).toEqual({
          rib: null,
          codeModePaiement: 'VIR',
          isMissing: true,
        });
        expect(contracts[1]?.modalitePaiementPrestation.rib).toEqual({
          codeInternationalPaysIso2: 'FR',
          cleIban: '76',
          identifiantNationalCompte: '30006000010007015430189',
          codeBIC: 'AGRIFRPP',
          titulaire: 'Marie Dupont',
        });
      });
  });

  it("turns an empty list into the '0 contrat' error", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithoutContracts)
      .uponReceiving('a request for the contracts of an account without contracts')
      .withRequest('GET', '/api/adherent/contrats', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ contrats: [] }))
      .executeTest(async (server) => {
        const error = errorOf(await new HttpContractsAdapter(mockServerOptions(server)).loadContracts());
        expect(error.code).toBe(NO_CONTRACT_ERROR_CODE);
      });
  });

  it('surfaces the error body of a 503 and goes to service-unavailable', async () => {
    const message = 'Le service des contrats est momentanément indisponible.';
    await pact
      .addInteraction()
      .given(STATES.contractsUnavailable)
      .uponReceiving('a request for the contracts while the service is down')
      .withRequest('GET', '/api/adherent/contrats', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(503, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const options = mockServerOptions(server);
        const error = errorOf(await new HttpContractsAdapter(options).loadContracts());
        expect(error).toMatchObject({ status: 503, message, server: { message } });
        expect(options.navigation.routes).toEqual(['service-unavailable']);
      });
  });
});
