import { MatchersV3 } from '@pact-foundation/pact';
import { HttpConsentAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, nullValue } = MatchersV3;
const pact = consumerPact('consent-api');

const NEWSLETTER = "J'accepte de recevoir par e-mail les actualités et conseils santé de ma mutuelle.";

describe('consent-api (consumer portail-adherent-web)', () => {
  it('lists the consents the member has not answered yet', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithPendingConsents)
      .uponReceiving('a request for the pending consents')
      .withRequest('GET', '/api/adherent/consentements', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(eachLike({ nom: like('newsletter'), libelle: like(NEWSLETTER), accepted: nullValue() })),
      )
      .executeTest(async (server) => {
        const consent = new HttpConsentAdapter(mockServerOptions(server));
        expect(valueOf(await consent.getPending())).toEqual([
          { nom: 'newsletter', libelle: NEWSLETTER, accepted: null },
        ]);
      });
  });

  it('accepts a consent', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithPendingConsents)
      .uponReceiving('an acceptance of the newsletter consent')
      .withRequest('POST', '/api/forms/consentement/form', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ data: { nomConsentement: 'newsletter', isAccepted: true } }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ok: true }))
      .executeTest(async (server) => {
        const consent = new HttpConsentAdapter(mockServerOptions(server));
        valueOf(await consent.answer({ nomConsentement: 'newsletter', isAccepted: true }));
      });
  });

  it('is sent to the login page when nobody is signed in (401)', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a request for the pending consents without a session')
      .withRequest('GET', '/api/adherent/consentements', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(401, (b) => b.jsonBody(errorWithMessage('Accès non autorisé')))
      .executeTest(async (server) => {
        const options = mockServerOptions(server);
        const consent = new HttpConsentAdapter(options);
        expect(errorOf(await consent.getPending()).status).toBe(401);
        expect(options.navigation.redirects).toEqual(['/login']);
      });
  });
});
