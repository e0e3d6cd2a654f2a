import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CONSUMER_TIMEZONE_OFFSET, CONSUMER_XSRF_TOKEN } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { writeRequestHeaders } from '../support/request-headers.ts';

const { fromProviderState, like } = MatchersV3;
const pact = consumerPact('identity-api');

/**
 * The « Code de sécurité » step of the sign-in in its JSON form (the server-rendered page posts the same
 * fields as a form). The browser holds the step's HttpOnly cookie, given by the provider state.
 */
async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache',
      'X-Timezone-Offset': String(CONSUMER_TIMEZONE_OFFSET),
      'X-XSRF-TOKEN': CONSUMER_XSRF_TOKEN,
    },
    body: JSON.stringify(body),
  });
}

describe('identity-api, sign-in code step (consumer portail-adherent-web)', () => {
  it('signs in with the right code and gets the callback to go to', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberAtLoginCodeStep)
      .uponReceiving('the right security code of a pending sign-in')
      .withRequest('POST', '/api/identity/login/code', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ securityCode: fromProviderState('${securityCode}', '123456') }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ callbackUrl: like('/#/espace') }))
      .executeTest(async (server) => {
        const response = await post(server.url, '/api/identity/login/code', { securityCode: '123456' });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ callbackUrl: '/#/espace' });
      });
  });

  it('refuses a wrong code with a French message on the field', async () => {
    const message =
      "Le code de sécurité est incorrect ou n'est plus valable. Vérifiez-le, demandez un nouveau code ou recommencez la connexion.";
    await pact
      .addInteraction()
      .given(STATES.memberAtLoginCodeStep)
      .uponReceiving('a wrong security code of a pending sign-in')
      .withRequest('POST', '/api/identity/login/code', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ securityCode: 'abcdef' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          code: 'SECURITY_CODE.INVALID',
          ...errorWithMessage(message),
          errors: [{ field: 'securityCode', code: 'SECURITY_CODE.INVALID', ...errorWithMessage(message) }],
        }),
      )
      .executeTest(async (server) => {
        const response = await post(server.url, '/api/identity/login/code', { securityCode: 'abcdef' });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'SECURITY_CODE.INVALID', message });
      });
  });

  it('asks for a new code', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberAtLoginCodeStep)
      .uponReceiving('a request for a new security code of a pending sign-in')
      .withRequest('POST', '/api/identity/login/code/resend', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.jsonBody({ content: "Un code de sécurité vient d'être renvoyé." }))
      .executeTest(async (server) => {
        const response = await post(server.url, '/api/identity/login/code/resend', {});
        expect(await response.json()).toEqual({ content: "Un code de sécurité vient d'être renvoyé." });
      });
  });

  it('is told to sign in again when no sign-in step is pending (expired, spent or another browser)', async () => {
    const message = 'Votre demande de connexion a expiré. Veuillez vous connecter à nouveau.';
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a request for a new security code without a pending sign-in')
      .withRequest('POST', '/api/identity/login/code/resend', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({}),
      )
      .willRespondWith(400, (b) => b.jsonBody({ code: 'LOGIN_STEP.GONE', ...errorWithMessage(message) }))
      .executeTest(async (server) => {
        const response = await post(server.url, '/api/identity/login/code/resend', {});
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'LOGIN_STEP.GONE', message });
      });
  });
});
