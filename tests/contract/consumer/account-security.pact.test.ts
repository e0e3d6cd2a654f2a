import { HttpAccountAdapter, HttpIdentityAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const pact = consumerPact('account-api');

describe('account-api, « Mon compte » security: password, deletion, login (consumer portail-adherent-web)', () => {
  it('changes the password of the signed-in member', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', '/api/identity/change-password', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          oldPassword: 'Portail#2025',
          password: 'MonCompte#2026',
          confirmPassword: 'MonCompte#2026',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ok: true }))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(
          await identity.changePassword({
            oldPassword: 'Portail#2025',
            password: 'MonCompte#2026',
            confirmPassword: 'MonCompte#2026',
          }),
        );
      });
  });

  it('is told when the current password is wrong (400 WRONG_PASSWORD)', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a password change with a wrong current password')
      .withRequest('POST', '/api/identity/change-password', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          oldPassword: 'Mauvais#2024',
          password: 'MonCompte#2026',
          confirmPassword: 'MonCompte#2026',
        }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ code: 'WRONG_PASSWORD', ...errorWithMessage('Le mot de passe actuel est incorrect.') }),
      )
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        const error = errorOf(
          await identity.changePassword({
            oldPassword: 'Mauvais#2024',
            password: 'MonCompte#2026',
            confirmPassword: 'MonCompte#2026',
          }),
        );
        expect(error.server).toMatchObject({
          code: 'WRONG_PASSWORD',
          message: 'Le mot de passe actuel est incorrect.',
        });
      });
  });

  it('deletes the signed-in account with its password', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithoutDoubleAuth)
      .uponReceiving('a deletion of the account with the right password')
      .withRequest('POST', '/api/account/delete', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ password: 'Portail#2025' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ok: true }))
      .executeTest(async (server) => {
        const account = new HttpAccountAdapter(mockServerOptions(server));
        valueOf(await account.deleteAccount('Portail#2025'));
      });
  });

  it('is told when the password given to delete the account is wrong', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a deletion of the account with a wrong password')
      .withRequest('POST', '/api/account/delete', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ password: 'Mauvais#2024' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ code: 'WRONG_PASSWORD', ...errorWithMessage('Le mot de passe actuel est incorrect.') }),
      )
      .executeTest(async (server) => {
        const account = new HttpAccountAdapter(mockServerOptions(server));
        expect(errorOf(await account.deleteAccount('Mauvais#2024')).server?.code).toBe('WRONG_PASSWORD');
      });
  });

  it('asks for a change of login, confirmed later from the link mailed to the new address', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithoutDoubleAuth)
      .uponReceiving('a change of login without double authentication')
      .withRequest('POST', '/api/identity/forms/changementidentifiant/form', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ data: { nouvelIdentifiant: 'marie@nouvelle-adresse.fr' } }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ok: true }))
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        valueOf(await identity.changeIdentifier('marie@nouvelle-adresse.fr'));
      });
  });

  it('is asked for a security code to change the login when double authentication is on', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithDoubleAuth)
      .uponReceiving('a change of login without the security code of the double authentication')
      .withRequest('POST', '/api/identity/forms/changementidentifiant/form', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ data: { nouvelIdentifiant: 'marie@nouvelle-adresse.fr' } }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          code: 'SECURITY_CODE.REQUIRED',
          ...errorWithMessage('Veuillez saisir le code de sécurité reçu.'),
        }),
      )
      .executeTest(async (server) => {
        const identity = new HttpIdentityAdapter(mockServerOptions(server));
        const error = errorOf(await identity.changeIdentifier('marie@nouvelle-adresse.fr'));
        expect(error.server?.code).toBe('SECURITY_CODE.REQUIRED');
      });
  });
});
