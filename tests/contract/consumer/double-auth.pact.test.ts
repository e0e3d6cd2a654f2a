/**
 * « Double authentification » of « Mon compte » (issue 13) on security-code-api: turning it on with a new
 * French mobile (ACTIVATE_AMF + newAmfTel), a landline refused, and turning it off (DESACTIVATE_AMF). A new
 * mobile is proven before it is trusted: its code is sent by SMS to that mobile (newAmfTel on the send) and a code
 * sent for one number cannot confirm another.
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

const { boolean, fromProviderState, like } = MatchersV3;
const pact = consumerPact('security-code-api');
const SECURITY_CODE = '482916';
const VERIFY = '/api/identity/security-code/verify';
const SEND = '/api/identity/security-code/send';
/** The new mobile of the provider state memberTurningDoubleAuthOn (its code was texted there). */
const NEW_MOBILE = '0698765432';

/** A verification of the ACTIVATE_AMF code with `newAmfTel` that the provider refuses with `message` (400). */
async function refusedActivation(description: string, newAmfTel: string, message: string): Promise<void> {
  await pact
    .addInteraction()
    .given(STATES.memberTurningDoubleAuthOn)
    .uponReceiving(description)
    .withRequest('POST', VERIFY, (b) =>
      b.headers(writeRequestHeaders()).jsonBody({
        securityCode: fromProviderState('${securityCode}', SECURITY_CODE),
        operation: 'ACTIVATE_AMF',
        newAmfTel,
      }),
    )
    .willRespondWith(400, (b) => b.jsonBody(errorWithMessage(message)))
    .executeTest(async (server) => {
      const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
      const error = errorOf(
        await securityCode.verify({ securityCode: SECURITY_CODE, operation: 'ACTIVATE_AMF', newAmfTel }),
      );
      expect(error).toMatchObject({ status: 400, message });
    });
}

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
          newAmfTel: NEW_MOBILE,
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ valid: true }))
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        valueOf(
          await securityCode.verify({
            securityCode: SECURITY_CODE,
            operation: 'ACTIVATE_AMF',
            newAmfTel: NEW_MOBILE,
          }),
        );
      });
  });

  it('refuses a landline as the double-authentication phone (400, French message)', async () => {
    await refusedActivation(
      'a verification of the code turning double authentication on with a landline',
      '0123456789',
      'Le numéro de téléphone mobile est incorrect.',
    );
  });

  it('sends the code turning double authentication on by SMS to the new mobile, named in full', async () => {
    const content =
      "Un code de sécurité vient d'être envoyé par SMS au 06 98 76 54 32. Si vous ne le recevez pas, vérifiez ce numéro.";
    await pact
      .addInteraction()
      .given(STATES.memberWithoutDoubleAuth)
      .uponReceiving('a request to send the code turning double authentication on to a new mobile')
      .withRequest('POST', SEND, (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ sendType: 'SMS', operation: 'ACTIVATE_AMF', newAmfTel: NEW_MOBILE }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ content: like(content), telephoneForbidden: boolean(false) }))
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        const sent = { sendType: 'SMS', operation: 'ACTIVATE_AMF', newAmfTel: NEW_MOBILE } as const;
        expect(valueOf(await securityCode.send(sent))).toEqual({ content, telephoneForbidden: false });
      });
  });

  it('sends the code changing the mobile of double authentication to the next mobile', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithDoubleAuth)
      .uponReceiving(
        'a request to send the code changing the double-authentication mobile to the next mobile',
      )
      .withRequest('POST', SEND, (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ sendType: 'SMS', operation: 'MODIFY_TEL_AMF', newAmfTel: '0711223344' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ telephoneForbidden: boolean(false) }))
      .executeTest(async (server) => {
        const securityCode = new HttpSecurityCodeAdapter(mockServerOptions(server));
        const sent = { sendType: 'SMS', operation: 'MODIFY_TEL_AMF', newAmfTel: '0711223344' } as const;
        expect(valueOf(await securityCode.send(sent)).telephoneForbidden).toBe(false);
      });
  });

  it('refuses to confirm another mobile than the one the code was sent to (400, French message)', async () => {
    await refusedActivation(
      'a verification of the code turning double authentication on with another mobile',
      '0711223344',
      'Ce code de sécurité a été envoyé à un autre numéro de mobile. Demandez un nouveau code pour ce numéro.',
    );
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
