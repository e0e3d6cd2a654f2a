import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAdminContentsAdapter } from '@portail/adapters';
import {
  CreateStaticPage,
  PublishContent,
  RestoreContentVersion,
  SaveContentDraft,
} from '@portail/application';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, integer, regex, datetime } = MatchersV3;
const pact = consumerPact('back-office-api');

const HELP = '/api/admin/contents/cms-register-help';
const ISO = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
const INSTANT = '2026-11-26T10:00:00.000Z';
const TITLE = "Besoin d'aide pour créer votre espace ?";
const EDITED = '<h4>Avant de commencer</h4><p class="texte-chapo">Munissez-vous de votre carte.</p>';
const STALE_MESSAGE =
  "Ce contenu a été modifié par quelqu'un d'autre depuis son ouverture. Votre texte n'est pas perdu : rechargez la dernière version pour le comparer avant d'enregistrer.";
const FORBIDDEN_MESSAGE = "Vous n'avez pas l'habilitation nécessaire pour cette action.";

/** The summary fields of an item (loose where the editor does not care). */
function summary(fields: { version: number; draftPending: boolean }) {
  return {
    id: 'cms-register-help',
    name: 'Register_Help',
    itemName: like(''),
    kind: 'block',
    title: like(TITLE),
    version: integer(fields.version),
    published: true,
    draftPending: fields.draftPending,
    cookieName: null,
    updatedAt: datetime(ISO, INSTANT),
    updatedBy: like('admin@mutuelle.fr'),
  };
}

function item(fields: { version: number; draftPending: boolean; content: string; number: number }) {
  return {
    ...summary(fields),
    draft: { title: like(TITLE), content: like(fields.content) },
    live: {
      title: like(TITLE),
      content: like(fields.content),
      number: integer(fields.number),
      publishedAt: datetime(ISO, INSTANT),
      publishedBy: like('admin@mutuelle.fr'),
    },
  };
}

describe('back-office-api « Contenus » (consumer portail-adherent-web)', () => {
  it('lists the static pages', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminAtVersion0)
      .uponReceiving('a staff request for the static pages among the contents')
      .withRequest('GET', '/api/admin/contents', (b) =>
        b.headers(everyRequestHeaders()).query({ kind: 'page' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            ...summary({ version: 0, draftPending: false }),
            id: like('cms-page-cgu'),
            name: 'Pages_Statiques',
            itemName: like('cgu'),
            kind: 'page',
            title: like('Conditions générales d’utilisation'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const contents = new HttpAdminContentsAdapter(mockServerOptions(server));
        const pages = valueOf(await contents.list({ kind: 'page' }));
        expect(pages[0]).toMatchObject({
          kind: 'page',
          name: 'Pages_Statiques',
          updatedAt: expect.any(Date),
        });
      });
  });

  it('opens one item with its draft, its published version and its version', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminAtVersion0)
      .uponReceiving('a staff request for the content Register_Help')
      .withRequest('GET', HELP, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b
          .headers({ ETag: regex(/^"\d+"$/, '"0"') })
          .jsonBody(
            item({ version: 0, draftPending: false, content: '<p>Pour créer votre espace…</p>', number: 1 }),
          ),
      )
      .executeTest(async (server) => {
        const contents = new HttpAdminContentsAdapter(mockServerOptions(server));
        const opened = valueOf(await contents.get('cms-register-help'));
        expect(opened).toMatchObject({ version: 0, live: { number: 1 } });
      });
  });

  it('saves a draft at the version it was typed on', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminAtVersion0)
      .uponReceiving('a staff request saving the draft of Register_Help at version 0')
      .withRequest('PUT', `${HELP}/draft`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, title: TITLE, content: EDITED }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...item({ version: 1, draftPending: true, content: '<p>Pour créer votre espace…</p>', number: 1 }),
          draft: { title: TITLE, content: EDITED },
        }),
      )
      .executeTest(async (server) => {
        const save = new SaveContentDraft(new HttpAdminContentsAdapter(mockServerOptions(server)));
        const outcome = await save.execute('cms-register-help', 0, { title: TITLE, content: EDITED });
        expect(outcome).toMatchObject({ kind: 'done', value: { version: 1, draft: { content: EDITED } } });
      });
  });

  it('gets a 409 with the French message when someone else saved first', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminStale)
      .uponReceiving('a staff request saving the draft of Register_Help at a stale version')
      .withRequest('PUT', `${HELP}/draft`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, title: TITLE, content: EDITED }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({ code: 'FLOW.CONTENUS_VERSION_PERIMEE', ...errorWithMessage(STALE_MESSAGE) }),
      )
      .executeTest(async (server) => {
        const save = new SaveContentDraft(new HttpAdminContentsAdapter(mockServerOptions(server)));
        const outcome = await save.execute('cms-register-help', 0, { title: TITLE, content: EDITED });
        expect(outcome).toMatchObject({ kind: 'stale', message: { code: 'FLOW.CONTENUS_VERSION_PERIMEE' } });
      });
  });

  it('publishes the saved draft', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminStale)
      .uponReceiving('a staff request publishing the draft of Register_Help at version 1')
      .withRequest('POST', `${HELP}/publish`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          item({
            version: 2,
            draftPending: false,
            content: '<p>Texte enregistré par un collègue.</p>',
            number: 2,
          }),
        ),
      )
      .executeTest(async (server) => {
        const publish = new PublishContent(new HttpAdminContentsAdapter(mockServerOptions(server)));
        expect(await publish.execute('cms-register-help', 1)).toMatchObject({
          kind: 'done',
          value: { version: 2, draftPending: false, live: { number: 2 } },
        });
      });
  });

  it('lists the published versions, newest first', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminTwoVersions)
      .uponReceiving('a staff request for the versions of Register_Help')
      .withRequest('GET', `${HELP}/versions`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            number: integer(2),
            title: like(TITLE),
            publishedAt: datetime(ISO, INSTANT),
            publishedBy: like('admin@mutuelle.fr'),
            length: integer(120),
          }),
        ),
      )
      .executeTest(async (server) => {
        const contents = new HttpAdminContentsAdapter(mockServerOptions(server));
        const versions = valueOf(await contents.listVersions('cms-register-help'));
        expect(versions[0]).toMatchObject({ number: 2, publishedAt: expect.any(Date) });
      });
  });

  it('restores version 1, published again as the newest version', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminTwoVersions)
      .uponReceiving('a staff request restoring version 1 of Register_Help at version 2')
      .withRequest('POST', `${HELP}/versions/1/restore`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 2 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          item({ version: 3, draftPending: false, content: '<p>Pour créer votre espace…</p>', number: 3 }),
        ),
      )
      .executeTest(async (server) => {
        const restore = new RestoreContentVersion(new HttpAdminContentsAdapter(mockServerOptions(server)));
        expect(await restore.execute('cms-register-help', 1, 2)).toMatchObject({
          kind: 'done',
          value: { version: 3, live: { number: 3 } },
        });
      });
  });

  it('previews the draft with where the portal shows it', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminAtVersion0)
      .uponReceiving('a staff request for the preview of Register_Help')
      .withRequest('GET', `${HELP}/preview`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          title: like(TITLE),
          content: like('<p>Pour créer votre espace…</p>'),
          kind: 'block',
          route: '#/register',
          area: 'public',
          containerClass: 'portal-cms-content',
        }),
      )
      .executeTest(async (server) => {
        const contents = new HttpAdminContentsAdapter(mockServerOptions(server));
        expect(valueOf(await contents.preview('cms-register-help'))).toMatchObject({ route: '#/register' });
      });
  });

  it('creates a static page, a draft members do not read yet', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminAtVersion0)
      .uponReceiving('a staff request creating the static page plan-du-site')
      .withRequest('POST', '/api/admin/contents', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ pageName: 'plan-du-site', title: 'Plan du site', content: '<p>Toutes les pages.</p>' }),
      )
      .willRespondWith(201, (b) =>
        b.jsonBody({
          id: 'cms-page-plan-du-site',
          name: 'Pages_Statiques',
          itemName: 'plan-du-site',
          kind: 'page',
          title: 'Plan du site',
          version: 1,
          published: false,
          draftPending: true,
          cookieName: null,
          updatedAt: datetime(ISO, INSTANT),
          updatedBy: like('admin@mutuelle.fr'),
          draft: { title: 'Plan du site', content: '<p>Toutes les pages.</p>' },
          live: null,
        }),
      )
      .executeTest(async (server) => {
        const create = new CreateStaticPage(new HttpAdminContentsAdapter(mockServerOptions(server)));
        const outcome = await create.execute('plan-du-site', {
          title: 'Plan du site',
          content: '<p>Toutes les pages.</p>',
        });
        expect(outcome).toMatchObject({ kind: 'done', value: { published: false, live: null, version: 1 } });
      });
  });

  it('lists the CMS image store for the editor', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsAdminAtVersion0)
      .uponReceiving('a staff request for the CMS images')
      .withRequest('GET', '/api/admin/contents/images', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            id: like('reseau-optique'),
            url: regex(
              /^\/api\/cms\/documents\/images\/[A-Za-z0-9_-]+$/,
              '/api/cms/documents/images/reseau-optique',
            ),
            contentType: like('image/svg+xml'),
            description: like('Icône du réseau optique'),
            size: integer(512),
          }),
        ),
      )
      .executeTest(async (server) => {
        const contents = new HttpAdminContentsAdapter(mockServerOptions(server));
        const images = valueOf(await contents.listImages());
        expect(images[0]?.url).toMatch(/^\/api\/cms\/documents\/images\//);
      });
  });

  it('gets a 403 with the catalogue message when a Consultant tries to save', async () => {
    await pact
      .addInteraction()
      .given(STATES.contentsConsultant)
      .uponReceiving('a Consultant request saving the draft of Register_Help')
      .withRequest('PUT', `${HELP}/draft`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, title: TITLE, content: EDITED }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: 'HTTP.FORBIDDEN_HABILITATION', ...errorWithMessage(FORBIDDEN_MESSAGE) }),
      )
      .executeTest(async (server) => {
        const contents = new HttpAdminContentsAdapter(mockServerOptions(server));
        const error = errorOf(
          await contents.saveDraft('cms-register-help', 0, { title: TITLE, content: EDITED }),
        );
        expect(error).toMatchObject({ status: 403, message: FORBIDDEN_MESSAGE });
      });
  });
});
