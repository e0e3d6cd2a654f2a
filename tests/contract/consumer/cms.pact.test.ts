import { MatchersV3 } from '@pact-foundation/pact';
import { HttpCmsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, regex } = MatchersV3;
const pact = consumerPact('cms-api');

const HELP_TITLE = "Besoin d'aide pour créer votre espace ?";
const HELP_CONTENT = "<p>Pour créer votre espace, munissez-vous de votre numéro d'adhérent.</p>";

describe('cms-api (consumer portail-adherent-web)', () => {
  it('reads the items of a block by name', async () => {
    await pact
      .addInteraction()
      .given(STATES.cmsBlock)
      .uponReceiving('a request for the items of the Register_Help block')
      .withRequest('GET', '/api/cms/blocklists', (b) =>
        b.headers(everyRequestHeaders()).query({ name: 'Register_Help' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: like('cms-register-help'),
            title: like(HELP_TITLE),
            content: like(HELP_CONTENT),
            name: 'Register_Help',
            itemName: like(''),
          }),
        ),
      )
      .executeTest(async (server) => {
        const cms = new HttpCmsAdapter(mockServerOptions(server));
        const items = valueOf(await cms.getBlockItems('Register_Help'));
        expect(items[0]).toMatchObject({ title: HELP_TITLE, content: HELP_CONTENT, name: 'Register_Help' });
      });
  });

  it('reads one static page by block name and item name', async () => {
    await pact
      .addInteraction()
      .given(STATES.cmsStaticPage)
      .uponReceiving('a request for the static page mentions-legales')
      .withRequest('GET', '/api/cms/blocklists', (b) =>
        b.headers(everyRequestHeaders()).query({ name: 'Pages_Statiques', itemName: 'mentions-legales' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: like('cms-page-mentions-legales'),
            title: like('Mentions légales'),
            content: like('<h4>Éditeur du site</h4>'),
            name: 'Pages_Statiques',
            itemName: 'mentions-legales',
          }),
        ),
      )
      .executeTest(async (server) => {
        const cms = new HttpCmsAdapter(mockServerOptions(server));
        const items = valueOf(await cms.getBlockItems('Pages_Statiques', 'mentions-legales'));
        expect(items[0]).toMatchObject({ title: 'Mentions légales', itemName: 'mentions-legales' });
      });
  });

  it('gets a 404 for an unknown static page', async () => {
    await pact
      .addInteraction()
      .given(STATES.cmsNoSuchPage)
      .uponReceiving('a request for a static page that does not exist')
      .withRequest('GET', '/api/cms/blocklists', (b) =>
        b.headers(everyRequestHeaders()).query({ name: 'Pages_Statiques', itemName: 'page-inconnue' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(errorWithMessage('La ressource demandée est introuvable')))
      .executeTest(async (server) => {
        const cms = new HttpCmsAdapter(mockServerOptions(server));
        const error = errorOf(await cms.getBlockItems('Pages_Statiques', 'page-inconnue'));
        expect(error.status).toBe(404);
      });
  });

  it('loads a CMS image from the URL the adapter gives the browser', async () => {
    await pact
      .addInteraction()
      .given(STATES.cmsImage)
      .uponReceiving('a request for the image reseau-optique-cover')
      .withRequest('GET', '/api/cms/documents/images/reseau-optique-cover')
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': regex(/^image\/[\w.+-]+$/, 'image/png') }))
      .executeTest(async (server) => {
        const cms = new HttpCmsAdapter(mockServerOptions(server));
        // The browser's <img src> fetches this URL itself (no portal headers).
        const response = await fetch(cms.imageUrl('reseau-optique-cover'));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\//);
      });
  });
});
