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
  consents,
  injectedCode,
  injectedUserId,
  registration,
  registrationWire,
  USER_ID,
} from '../support/identity-fixtures.ts';

const { boolean, eachLike, like, nullValue } = MatchersV3;
const pact = consumerPact('identity-api');

describe('identity-api, account creation (consumer portail-adherent-web)', () => {
  it('registers a member: 202 whatever the outcome', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithoutAccount)
      .uponReceiving('a registration request')
      .withRequest('POST', '/api/identity/register', (b) =>
        b.headers(writeRequestHeaders()).jsonBody(registrationWire),
      )
      .willRespondWith(202, (b) => b.jsonBody(ACCEPTED))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(await identity.register(registration));
      });
  });

  it("refuses a registration without the terms of use, with the server's message", async () => {
    const message = "Blocage création compte - absence d'acceptation des conditions d'utilisation du site";
    await pact
      .addInteraction()
      .given(STATES.memberWithoutAccount)
      .uponReceiving('a registration request without accepting the terms of use')
      .withRequest('POST', '/api/identity/register', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ ...registrationWire, cgu: false }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorWithMessage(message)))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        const error = errorOf(await identity.register({ ...registration, cgu: false }));
        expect(error).toMatchObject({ status: 400, message });
      });
  });

  it('checks a valid activation token', async () => {
    await pact
      .addInteraction()
      .given(STATES.pendingActivation)
      .uponReceiving('a check of a valid activation token')
      .withRequest('POST', '/api/identity/check-token', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ purpose: 'Confirmation', code: injectedCode(), userId: injectedUserId() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ valid: true, isCreatedByAdmin: boolean(false), consentements: like([]) }),
      )
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        const check = valueOf(
          await identity.checkToken({ purpose: 'Confirmation', code: CODE, userId: USER_ID }),
        );
        expect(check).toEqual({ isCreatedByAdmin: false, consentements: [] });
      });
  });

  it('checks the activation token of an account created by an administrator: consents to answer', async () => {
    await pact
      .addInteraction()
      .given(STATES.adminCreatedPendingActivation)
      .uponReceiving('a check of the activation token of an account created by an administrator')
      .withRequest('POST', '/api/identity/check-token', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ purpose: 'Confirmation', code: injectedCode(), userId: injectedUserId() }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          valid: true,
          isCreatedByAdmin: true,
          consentements: eachLike({
            nom: like('newsletter'),
            libelle: like(consents[0].libelle),
            accepted: nullValue(),
          }),
        }),
      )
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        const check = valueOf(
          await identity.checkToken({ purpose: 'Confirmation', code: CODE, userId: USER_ID }),
        );
        expect(check).toEqual({
          isCreatedByAdmin: true,
          consentements: [{ nom: 'newsletter', libelle: consents[0].libelle, accepted: null }],
        });
      });
  });

  it('rejects an unknown activation token with a message', async () => {
    await pact
      .addInteraction()
      .given(STATES.activeMember)
      .uponReceiving('a check of an unknown activation token')
      .withRequest('POST', '/api/identity/check-token', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ purpose: 'Confirmation', code: 'lien-inconnu', userId: injectedUserId() }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(errorWithMessage("Ce lien n'est plus valide. Vous pouvez demander un nouveau lien.")),
      )
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        const error = errorOf(
          await identity.checkToken({ purpose: 'Confirmation', code: 'lien-inconnu', userId: USER_ID }),
        );
        expect(error).toMatchObject({
          status: 400,
          message: "Ce lien n'est plus valide. Vous pouvez demander un nouveau lien.",
        });
      });
  });

  it('activates a self-registered account with its token, keeping the password chosen at registration', async () => {
    await pact
      .addInteraction()
      .given(STATES.pendingActivation)
      .uponReceiving('an activation of a self-registered account')
      .withRequest('POST', '/api/identity/activate-user', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          cgu: false,
          consentements: [],
          code: injectedCode(),
          userId: injectedUserId(),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ACCEPTED))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(
          await identity.activateUser({
            password: '',
            confirmPassword: '',
            CGU: false,
            consentements: [],
            code: CODE,
            userId: USER_ID,
          }),
        );
      });
  });

  it('confirms a new e-mail address', async () => {
    await pact
      .addInteraction()
      .given(STATES.pendingEmailConfirmation)
      .uponReceiving('a confirmation of a new e-mail address')
      .withRequest('POST', '/api/identity/confirm-email', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ code: injectedCode(), userId: injectedUserId() }),
      )
      .willRespondWith(200, (b) => b.jsonBody(ACCEPTED))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(await identity.confirmEmail({ code: CODE, userId: USER_ID }));
      });
  });

  it('fails to confirm an e-mail already confirmed, saying so (isAccountConfirmed)', async () => {
    await pact
      .addInteraction()
      .given(STATES.confirmedAccount)
      .uponReceiving('a confirmation of an e-mail address already confirmed')
      .withRequest('POST', '/api/identity/confirm-email', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ code: injectedCode(), userId: injectedUserId() }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          ...errorWithMessage("Ce lien de confirmation n'est plus valide."),
          isAccountConfirmed: true,
        }),
      )
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        const error = errorOf(await identity.confirmEmail({ code: CODE, userId: USER_ID }));
        expect(error.status).toBe(400);
        expect(error.server?.isAccountConfirmed).toBe(true);
      });
  });

  it('asks for a new activation link (query userId, no body)', async () => {
    await pact
      .addInteraction()
      .given(STATES.pendingActivation)
      .uponReceiving('a request for a new activation link')
      .withRequest('POST', '/api/identity/relance-activation', (b) =>
        b.headers(writeRequestHeaders()).query({ userId: injectedUserId() }),
      )
      .willRespondWith(202, (b) => b.jsonBody(ACCEPTED))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(await identity.relanceActivation(USER_ID));
      });
  });
});
