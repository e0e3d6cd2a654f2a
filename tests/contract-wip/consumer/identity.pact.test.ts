import { MatchersV3 } from '@pact-foundation/pact';
import { HttpIdentityAdapter } from '@portail/adapters';
import type { RegistrationUser } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { boolean, eachLike, fromProviderState, like, nullValue, regex } = MatchersV3;
const pact = consumerPact('identity-api');

const USER_ID = '5b0e8f4e-3f7a-4d51-9a39-2d1c6f0d8a11';
const CODE = 'Yq3vJ0m3n1Rk0c4VnS2pQe8wLx5tZa7b';
const PASSWORD = 'Mutuelle#2026';
const ACCEPTED = { ok: true };

const consents = [
  {
    nom: 'newsletter',
    libelle: "J'accepte de recevoir par e-mail les actualités et conseils santé de ma mutuelle.",
    accepted: true,
  },
  {
    nom: 'enquetes',
    libelle: "J'accepte d'être sollicité(e) pour des enquêtes de satisfaction.",
    accepted: false,
  },
] as const;

/** Jean Martin (member 1000002), as typed in the registration form. */
const registration: RegistrationUser = {
  numeroContrat: '1000002',
  nir: '',
  nom: 'Martin',
  prenom: 'Jean',
  dateNaissance: '14/02/1979',
  codePostal: '69003',
  email: 'jean.martin@example.fr',
  iban: '4521',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  cgu: true,
  consentements: consents,
  dematerialization: true,
};

/** The registration as it travels: ISO birth date, blank NIR left out. */
const registrationWire = {
  numeroContrat: '1000002',
  nom: 'Martin',
  prenom: 'Jean',
  dateNaissance: '1979-02-14',
  codePostal: '69003',
  email: 'jean.martin@example.fr',
  iban: '4521',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  cgu: true,
  consentements: consents,
  dematerialization: true,
};

const SECURITY_CODE = '482916';

/** Marie Dupont (member 1000001) lost her login and gives a new e-mail address. */
const lostLogin = {
  numeroContrat: '1000001',
  nom: 'Dupont',
  prenom: 'Marie',
  dateNaissance: '12/05/1985',
  codePostal: '75011',
  email: 'marie.dupont@nouvelle-adresse.fr',
};
const lostLoginWire = { ...lostLogin, dateNaissance: '1985-05-12' };

const injectedUserId = () => fromProviderState('${userId}', USER_ID);
const injectedCode = () => fromProviderState('${code}', CODE);

describe('identity-api (consumer portail-adherent-web)', () => {
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

  it('activates an account with its token', async () => {
    await pact
      .addInteraction()
      .given(STATES.pendingActivation)
      .uponReceiving('an activation of a self-registered account')
      .withRequest('POST', '/api/identity/activate-user', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          password: PASSWORD,
          confirmPassword: PASSWORD,
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
            password: PASSWORD,
            confirmPassword: PASSWORD,
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
