import { MatchersV3 } from '@pact-foundation/pact';
import { HttpFaqAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { valueOf } from '../support/results.ts';

const { atLeastLike, eachLike, integer, like } = MatchersV3;
const pact = consumerPact('faq-api');

const USER_TYPE = 'adherent';
const TITLE = "J'ai oublié mon mot de passe, que faire ?";
const CONTENT = '<p>Cliquez sur <strong>Mot de passe oublié</strong> sur la page de connexion.</p>';

/** A question as the front reads it; related questions may be absent (min 0), each typed when present. */
function question() {
  return {
    title: like(TITLE),
    content: like(CONTENT),
    clickCode: like('faq-mot-de-passe-oublie'),
    rateCode: like('rate-mot-de-passe-oublie'),
    related: atLeastLike(
      {
        title: like("J'ai oublié mon identifiant de connexion"),
        content: like('<p>Votre identifiant est votre adresse e-mail.</p>'),
        clickCode: like('faq-identifiant-oublie'),
        order: integer(1),
      },
      0,
      1,
    ),
  };
}

const expectedQuestion = {
  title: TITLE,
  content: CONTENT,
  clickCode: 'faq-mot-de-passe-oublie',
  rateCode: 'rate-mot-de-passe-oublie',
  related: [
    {
      title: "J'ai oublié mon identifiant de connexion",
      content: '<p>Votre identifiant est votre adresse e-mail.</p>',
      clickCode: 'faq-identifiant-oublie',
      order: 1,
    },
  ],
};

describe('faq-api (consumer portail-adherent-web)', () => {
  it('lists the popular questions (Top 5)', async () => {
    await pact
      .addInteraction()
      .given(STATES.faqPublished)
      .uponReceiving('a request for the popular questions')
      .withRequest('GET', '/api/faq/popular', (b) =>
        b.headers(everyRequestHeaders()).query({ userType: USER_TYPE }),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(question())))
      .executeTest(async (server) => {
        const faq = new HttpFaqAdapter(mockServerOptions(server));
        expect(valueOf(await faq.getPopular(USER_TYPE))).toEqual([expectedQuestion]);
      });
  });

  it('lists the categories with their questions', async () => {
    await pact
      .addInteraction()
      .given(STATES.faqPublished)
      .uponReceiving('a request for the categories')
      .withRequest('GET', '/api/faq/categories', (b) =>
        b.headers(everyRequestHeaders()).query({ userType: USER_TYPE }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(eachLike({ name: like('Mon espace'), order: integer(1), items: eachLike(question()) })),
      )
      .executeTest(async (server) => {
        const faq = new HttpFaqAdapter(mockServerOptions(server));
        expect(valueOf(await faq.getCategories(USER_TYPE))).toEqual([
          { name: 'Mon espace', order: 1, items: [expectedQuestion] },
        ]);
      });
  });

  it('searches the questions', async () => {
    await pact
      .addInteraction()
      .given(STATES.faqPublished)
      .uponReceiving('a search for "mot de passe"')
      .withRequest('GET', '/api/faq/search', (b) =>
        b.headers(everyRequestHeaders()).query({ query: 'mot de passe', userType: USER_TYPE }),
      )
      .willRespondWith(200, (b) => b.jsonBody(eachLike(question())))
      .executeTest(async (server) => {
        const faq = new HttpFaqAdapter(mockServerOptions(server));
        expect(valueOf(await faq.search('mot de passe', USER_TYPE))).toEqual([expectedQuestion]);
      });
  });

  it('records that a question was opened', async () => {
    await pact
      .addInteraction()
      .given(STATES.faqPublished)
      .uponReceiving('a click on a question')
      .withRequest('POST', '/api/faq/click', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ clickCode: 'faq-mot-de-passe-oublie', userType: USER_TYPE }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const faq = new HttpFaqAdapter(mockServerOptions(server));
        valueOf(await faq.click('faq-mot-de-passe-oublie', USER_TYPE));
      });
  });

  it('records that an answer was not useful, with a comment', async () => {
    await pact
      .addInteraction()
      .given(STATES.faqPublished)
      .uponReceiving('a "not useful" rating with a comment')
      .withRequest('POST', '/api/faq/useful', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({
          rateCode: 'rate-mot-de-passe-oublie',
          isUseful: false,
          comment: "Je n'ai pas reçu le lien.",
          userType: USER_TYPE,
        }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const faq = new HttpFaqAdapter(mockServerOptions(server));
        valueOf(
          await faq.rate(
            { rateCode: 'rate-mot-de-passe-oublie', isUseful: false, comment: "Je n'ai pas reçu le lien." },
            USER_TYPE,
          ),
        );
      });
  });
});
