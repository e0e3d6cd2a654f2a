import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSecurityCodeAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { boolean, fromProviderState, like } = MatchersV3;
const pact = consumerPact('security-code-api');

const SECURITY_CODE = '482916';

describe('security-code-api (consumer portail-adherent-web)', () => {
  it('sends a security code by SMS', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithConfirmedPhone)
      .uponReceiving('a request to send a security code by SMS')
      .withRequest('POST', '/api/identity/security-code/send', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ sendType: 'SMS', operation: 'VERIFY_AMF' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ telephoneForbidden: boolean(false) }))
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        expect(valueOf(await securityCode.send({ sendType: 'SMS', operation: 'VERIFY_AMF' }))).toEqual({
          telephoneForbidden: false,
        });
      });
  });

  it('verifies the security code received', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithSecurityCode)
      .uponReceiving('a verification of the right security code')
      .withRequest('POST', '/api/identity/security-code/verify', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          securityCode: fromProviderState('${securityCode}', SECURITY_CODE),
          operation: 'VERIFY_AMF',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ valid: true }))
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        valueOf(await securityCode.verify({ securityCode: SECURITY_CODE, operation: 'VERIFY_AMF' }));
      });
  });

  it('rejects a wrong security code with a message (400)', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithSecurityCode)
      .uponReceiving('a verification of a wrong security code')
      .withRequest('POST', '/api/identity/security-code/verify', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ securityCode: '000000', operation: 'VERIFY_AMF' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(errorWithMessage("Le code de sécurité saisi n'est pas valide.")),
      )
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        const error = errorOf(await securityCode.verify({ securityCode: '000000', operation: 'VERIFY_AMF' }));
        expect(error).toMatchObject({ status: 400, message: "Le code de sécurité saisi n'est pas valide." });
      });
  });

  it('reads the masked contact data of the account', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithConfirmedPhone)
      .uponReceiving('a request for the masked contact data')
      .withRequest('GET', '/api/identity/security-code/contact', (b) =>
        b.headers(everyRequestHeaders()).query({ isLoginType: 'false' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ telephone: like('06******78'), email: like('d***@mutuelle.fr') }),
      )
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        expect(valueOf(await securityCode.getContact())).toEqual({
          telephone: '06******78',
          email: 'd***@mutuelle.fr',
        });
      });
  });
});
