import { MatchersV3 } from '@pact-foundation/pact';
import { HttpIdentityAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';
import {
  ACCEPTED,
  CODE,
  injectedCode,
  injectedUserId,
  lostLogin,
  lostLoginWire,
  PASSWORD,
  SECURITY_CODE,
  USER_ID,
} from '../support/identity-fixtures.ts';

const { boolean, fromProviderState, like, regex } = MatchersV3;
const pact = consumerPact('identity-api');

describe('identity-api, password, login and session (consumer portail-adherent-web)', () => {
  it('asks for a password reset link with the birth date', async () => {
    await pact
      .addInteraction()
      .given(STATES.activeMember)
      .uponReceiving('a forgotten password request')
      .withRequest('POST', '/api/identity/forgot-password', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ userName: 'demo@mutuelle.fr', dateNaissance: '1985-05-12' }),
      )
      .willRespondWith(202, (b) => b.jsonBody(ACCEPTED))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(await identity.forgotPassword({ userName: 'demo@mutuelle.fr', dateNaissance: '12/05/1985' }));
      });
  });

  it('resets a password with a valid reset token', async () => {
    await pact
      .addInteraction()
      .given(STATES.pendingPasswordReset)
      .uponReceiving('a password reset with a valid token')
      .withRequest('POST', '/api/identity/reset-password', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          password: PASSWORD,
          confirmPassword: PASSWORD,
          code: injectedCode(),
          userId: injectedUserId(),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ACCEPTED))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(
          await identity.resetPassword({
            password: PASSWORD,
            confirmPassword: PASSWORD,
            code: CODE,
            userId: USER_ID,
          }),
        );
      });
  });

  it('fails a password reset with a stale token: data InvalidToken', async () => {
    await pact
      .addInteraction()
      .given(STATES.activeMember)
      .uponReceiving('a password reset with a token that is no longer valid')
      .withRequest('POST', '/api/identity/reset-password', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          password: PASSWORD,
          confirmPassword: PASSWORD,
          code: 'lien-expire',
          userId: injectedUserId(),
        }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          ...errorWithMessage("Ce lien n'est plus valide. Vous pouvez demander un nouveau lien."),
          data: 'InvalidToken',
        }),
      )
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        const error = errorOf(
          await identity.resetPassword({
            password: PASSWORD,
            confirmPassword: PASSWORD,
            code: 'lien-expire',
            userId: USER_ID,
          }),
        );
        expect(error.status).toBe(400);
        expect(error.server?.data).toBe('InvalidToken');
      });
  });

  it('pre-checks a login change: multi-factor needed, channel and masked contact data', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWhoLostLogin)
      .uponReceiving('a pre-check of a forgotten login')
      .withRequest('POST', '/api/identity/pre-forgot-username', (b) =>
        b.headers(writeRequestHeaders()).jsonBody(lostLoginWire),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          isUserAmfAuthorized: boolean(true),
          sendType: regex(/^(MAIL|SMS)$/, 'SMS'),
          currentUserName: like('d***@mutuelle.fr'),
          telephone: like('06******78'),
        }),
      )
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        expect(valueOf(await identity.preForgotUsername(lostLogin))).toEqual({
          isUserAmfAuthorized: true,
          sendType: 'SMS',
          currentUserName: 'd***@mutuelle.fr',
          telephone: '06******78',
        });
      });
  });

  it('changes a forgotten login with the security code', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWhoLostLoginWithCode)
      .uponReceiving('a forgotten login change with its security code')
      .withRequest('POST', '/api/identity/forgot-username', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ ...lostLoginWire, securityCode: fromProviderState('${securityCode}', SECURITY_CODE) }),
      )
      .willRespondWith(202, (b) => b.jsonBody(ACCEPTED))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(await identity.forgotUsername(lostLogin, SECURITY_CODE));
      });
  });

  it('signs out and gets the logout URL', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a sign-out')
      .withRequest('POST', '/api/identity/logout', (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ logoutUrl: like('/') }))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        expect(valueOf(await identity.logout())).toEqual({ logoutUrl: '/' });
      });
  });
});
