import { MatchersV3 } from '@pact-foundation/pact';
import { HttpBankDetailsAdapter } from '@portail/adapters';
import type { BankDetailsPopupData } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { consumerContext, mockServerOptions, recordingNavigation } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { currentContractHeader, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { boolean, fromProviderState } = MatchersV3;
const pact = consumerPact('bank-details-api');

const CONTRACT = '1000001-01';
const REMOTE_FILE = '0d7c2f4e-8a51-4b7e-9d0c-5f3a2b1c9e77.pdf';

const popup: BankDetailsPopupData = {
  titulaire: 'Marie Dupont',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  // The benefits act is in manual management mode: the RIB document uploaded beforehand is required.
  rib: [{ remoteFileName: REMOTE_FILE, localFileName: 'rib.pdf', size: 593, inputName: 'rib' }],
  contrat: {
    numContrat: CONTRACT,
    nomOffre: 'Santé Essentielle Famille',
    rib: null,
    codeModePaiement: 'VIR',
    hadRib: false,
  },
};

/** The popup is sent with its contract selected as the current one. */
function options(server: Parameters<typeof mockServerOptions>[0]) {
  return mockServerOptions(
    server,
    recordingNavigation(),
    consumerContext({ currentContractNumber: () => CONTRACT }),
  );
}

/** The popup as sent; the uploaded file's server name comes from the provider state. */
function wire(data: BankDetailsPopupData) {
  const rib = data.rib.map((file) => ({
    ...file,
    remoteFileName: fromProviderState('${remoteFileName}', REMOTE_FILE),
  }));
  return { data: { ...data, rib } };
}

const headers = () => ({ ...writeRequestHeaders(), ...currentContractHeader(CONTRACT) });

describe('bank-details-api (consumer portail-adherent-web)', () => {
  it('updates the bank details used to pay benefits', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithMissingBankDetails)
      .uponReceiving('an update of the benefits bank details')
      .withRequest('POST', '/api/adherent/modalite-paiement-prestation/form', (b) =>
        b.headers(headers()).jsonBody(wire(popup)),
      )
      .willRespondWith(200, (b) => b.jsonBody({ isModeGestionManuel: boolean(true) }))
      .executeTest(async (server) => {
        const bankDetails = new HttpBankDetailsAdapter(options(server));
        expect(valueOf(await bankDetails.update(popup))).toEqual({ isModeGestionManuel: true });
      });
  });

  it("refuses an invalid IBAN with the server's message (400)", async () => {
    const invalid = { ...popup, iban: 'FR7630006000011234567890100' };
    const message = "La clé de contrôle de l'IBAN est incorrecte. Merci de vérifier votre saisie.";
    await pact
      .addInteraction()
      .given(STATES.memberWithMissingBankDetails)
      .uponReceiving('an update of the benefits bank details with an invalid IBAN')
      .withRequest('POST', '/api/adherent/modalite-paiement-prestation/form', (b) =>
        b.headers(headers()).jsonBody(wire(invalid)),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const bankDetails = new HttpBankDetailsAdapter(options(server));
        expect(errorOf(await bankDetails.update(invalid))).toMatchObject({ status: 400, message });
      });
  });
});
