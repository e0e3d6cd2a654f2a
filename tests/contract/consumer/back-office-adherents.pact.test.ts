import type { V3MockServer } from '@pact-foundation/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAdherentsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, regex } = MatchersV3;
const pact = consumerPact('back-office-api');

const ACCOUNT_STATE = /^(aucun|demande|activation-en-attente|actif|verrouille|supprime)$/;
const ACTION =
  /^(relance-activation|deverrouillage|reinitialisation-mot-de-passe|desactivation-double-authentification|creation-compte)$/;
const FORBIDDEN = "Vous n'avez pas l'habilitation nécessaire pour cette action.";
const MARIE = '/api/admin/adherents/M001';

const hit = {
  id: like('M001'),
  numero: like('1000001'),
  civilite: like('MME'),
  nom: like('Dupont'),
  prenom: like('Marie'),
  dateNaissance: regex(/^\d{4}-\d{2}-\d{2}$/, '1985-05-12'),
  codePostal: like('75011'),
  compte: regex(ACCOUNT_STATE, 'actif'),
};

/** A member's page (loose where the screen does not care; the lists may be empty). */
const detail = (etat: string, actions: unknown) => ({
  ...hit,
  compte: {
    etat: regex(ACCOUNT_STATE, etat),
    depuis: like('2025-01-10T09:05:00.000Z'),
    jusqua: null,
    identifiant: like('demo@mutuelle.fr'),
    doubleAuthentification: like(false),
    creeParGestionnaire: like(false),
  },
  email: like('demo@mutuelle.fr'),
  telephone: like('0612345678'),
  nir: like('2850575123456'),
  contrats: eachLike({
    numero: like('1000001-01'),
    offre: like('Santé Essentielle Famille'),
    etat: regex(/^(eninstance|valide|resilie|suspendu)$/, 'valide'),
    actif: like(true),
  }),
  connexions: { lignes: like([]) },
  consentements: like([]),
  mails: like([]),
  demandes: { parStatut: like([]), dernieres: like([]) },
  actions,
});

const adapter = (server: V3MockServer) => new HttpAdherentsAdapter(mockServerOptions(server));

describe('back-office-api « Adhérents » (consumer portail-adherent-web)', () => {
  it('finds members by a name prefix', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdministrator)
      .uponReceiving('a search of the members named « dupont »')
      .withRequest('GET', '/api/admin/adherents', (b) =>
        b.headers(everyRequestHeaders()).query({ q: 'dupont' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ resultats: eachLike(hit), plus: like(false) }))
      .executeTest(async (server) => {
        const found = valueOf(await adapter(server).search('dupont'));
        expect(found.hits[0]).toMatchObject({ firstName: 'Marie', lastName: 'Dupont', account: 'actif' });
      });
  });

  it('is refused the search when not staff (403, French message)', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a search of the members by a member')
      .withRequest('GET', '/api/admin/adherents', (b) =>
        b.headers(everyRequestHeaders()).query({ q: 'dupont' }),
      )
      .willRespondWith(403, (b) => b.jsonBody({ message: like(FORBIDDEN) }))
      .executeTest(async (server) => {
        expect(errorOf(await adapter(server).search('dupont')).status).toBe(403);
      });
  });

  it('reads a member’s page with the actions the caller may take', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdministrator)
      .uponReceiving('a request for the page of the member M001')
      .withRequest('GET', MARIE, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(detail('actif', eachLike(regex(ACTION, 'reinitialisation-mot-de-passe')))),
      )
      .executeTest(async (server) => {
        const member = valueOf(await adapter(server).get('M001'));
        expect(member.account.state).toBe('actif');
        expect(member.allowedActions).toContain('reinitialisation-mot-de-passe');
      });
  });

  it('unlocks a locked account after the agent’s confirmation', async () => {
    await pact
      .addInteraction()
      .given(STATES.adherentLocked)
      .uponReceiving('the unlocking of the locked account of the member M001')
      .withRequest('POST', `${MARIE}/actions/deverrouillage`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.jsonBody(detail('actif', like([]))))
      .executeTest(async (server) => {
        const member = valueOf(await adapter(server).act('M001', 'deverrouillage', {}));
        expect(member.account.state).toBe('actif');
      });
  });

  it('is told when the account no longer allows the action (409)', async () => {
    const message = 'Cette action n’est plus possible : le compte est « Actif ». La fiche a été rechargée.';
    await pact
      .addInteraction()
      .given(STATES.staffAdministrator)
      .uponReceiving('the unlocking of an account that is not locked')
      .withRequest('POST', `${MARIE}/actions/deverrouillage`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({}),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({ code: 'FLOW.ADHERENT_ACTION_IMPOSSIBLE', message: like(message) }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).act('M001', 'deverrouillage', {}));
        expect(error).toMatchObject({ status: 409, server: { code: 'FLOW.ADHERENT_ACTION_IMPOSSIBLE' } });
      });
  });

  it('is refused an action by the read-only Consultant (403), whatever the body', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving('a password-reset mail asked for the member M001 by the Consultant')
      .withRequest('POST', `${MARIE}/actions/reinitialisation-mot-de-passe`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({}),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({ message: like(FORBIDDEN), code: like('HTTP.FORBIDDEN_HABILITATION') }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).act('M001', 'reinitialisation-mot-de-passe', {}));
        expect(error.status).toBe(403);
      });
  });
});
