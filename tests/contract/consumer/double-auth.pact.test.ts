/**
 * « Double authentification » of « Mon compte » (issue 13) on security-code-api: turning it on with a new
 * French mobile (ACTIVATE_AMF + newAmfTel), a landline refused, and turning it off (DESACTIVATE_AMF).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSecurityCodeAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { fromProviderState } = MatchersV3;
const pact = consumerPact('security-code-api');
const SECURITY_CODE = '482916';
const VERIFY = '/api/identity/security-code/verify';

describe('security-code-api: double authentication on and off', () => {
  it('turns double authentication on with the code and a new French mobile', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberTurningDoubleAuthOn)
      .uponReceiving('a verification of the code turning double authentication on with a new mobile')
      .withRequest('POST', VERIFY, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          securityCode: fromProviderState('${securityCode}', SECURITY_CODE),
          operation: 'ACTIVATE_AMF',
          newAmfTel: '0698765432',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ valid: true }))
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        valueOf(
          await securityCode.verify({
            securityCode: SECURITY_CODE,
            operation: 'ACTIVATE_AMF',
            newAmfTel: '0698765432',
          }),
        );
      });
  });

  it('refuses a landline as the double-authentication phone (400, French message)', async () => {
    const message = 'Le numéro de téléphone mobile est incorrect.';
    await pact
      .addInteraction()
      .given(STATES.memberTurningDoubleAuthOn)
      .uponReceiving('a verification of the code turning double authentication on with a landline')
      .withRequest('POST', VERIFY, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          securityCode: fromProviderState('${securityCode}', SECURITY_CODE),
          operation: 'ACTIVATE_AMF',
          newAmfTel: '0123456789',
        }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        const error = errorOf(
          await securityCode.verify({
            securityCode: SECURITY_CODE,
            operation: 'ACTIVATE_AMF',
            newAmfTel: '0123456789',
          }),
        );
        expect(error).toMatchObject({ status: 400, message });
      });
  });

  it('turns double authentication off with the code', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberTurningDoubleAuthOff)
      .uponReceiving('a verification of the code turning double authentication off')
      .withRequest('POST', VERIFY, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          securityCode: fromProviderState('${securityCode}', SECURITY_CODE),
          operation: 'DESACTIVATE_AMF',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ valid: true }))
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        valueOf(await securityCode.verify({ securityCode: SECURITY_CODE, operation: 'DESACTIVATE_AMF' }));
      });
  });
});
