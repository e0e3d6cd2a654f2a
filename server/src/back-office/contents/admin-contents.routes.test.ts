import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_ADMIN_LOGIN,
  DEMO_CONSULTANT_LOGIN,
  DEMO_GESTIONNAIRE_LOGIN,
  DEMO_MEMBER_LOGIN,
} from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import { loadOpenApiDocument } from '../../openapi/openapi-document.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

interface Content {
  id: string;
  version: number;
  title: string;
  published: boolean;
  draftPending: boolean;
  draft: { title: string; content: string };
  live: { title: string; content: string; number: number; publishedBy: string } | null;
}

const HELP = '/api/admin/contents/cms-register-help';
const STALE = {
  code: 'FLOW.CONTENUS_VERSION_PERIMEE',
  message:
    "Ce contenu a été modifié par quelqu'un d'autre depuis son ouverture. Votre texte n'est pas perdu : rechargez la dernière version pour le comparer avant d'enregistrer.",
};

/** A 1×1 RGB PNG that decodes. */
function tinyPng(): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), body])));
    return Buffer.concat([head, Buffer.from(type, 'latin1'), body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('back office « Contenus » /api/admin/contents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function signedIn(login: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login);
    return agent;
  }

  async function save(agent: TestAgent, url: string, body: object, headers: Record<string, string> = {}) {
    return agent.request('PUT', `${url}/draft`, body, { headers });
  }

  it('lists every CMS item the portal reads, with its kind, and searches by name, kind and text', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const all = (await admin.get('/api/admin/contents')).json<{ id: string; kind: string; name: string }[]>();
    expect(all.length).toBeGreaterThanOrEqual(16);
    expect(all.find((c) => c.id === 'cms-page-cgu')?.kind).toBe('page');
    expect(all.find((c) => c.id === 'cms-popup-information')).toMatchObject({
      kind: 'popup',
      cookieName: 'portail_popup_cms',
    });
    expect(all.find((c) => c.id === 'cms-footer')?.kind).toBe('block');
    const pages = (await admin.get('/api/admin/contents?kind=page')).json<{ id: string }[]>();
    expect(pages.map((p) => p.id).sort()).toEqual([
      'cms-page-accessibilite',
      'cms-page-cgu',
      'cms-page-donnees-personnelles',
      'cms-page-mentions-legales',
    ]);
    const found = (await admin.get('/api/admin/contents?text=CARTE%20vitale')).json<{ id: string }[]>();
    expect(found.map((c) => c.id)).toEqual(['cms-register-num-secu']);
    const accents = (await admin.get('/api/admin/contents?text=declaration%20accessibilite')).json<
      { id: string }[]
    >();
    expect(accents.map((c) => c.id)).toEqual(['cms-page-accessibilite']);
    const byName = await admin.get('/api/admin/contents?name=Pages_Statiques&itemName=cgu');
    expect(byName.json<{ id: string }[]>().map((c) => c.id)).toEqual(['cms-page-cgu']);
    expect((await admin.get('/api/admin/contents?kind=autre')).statusCode).toBe(400);
  });

  it('saves a draft sanitised by the allow-list, members still reading the published text until it is published', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const opened = await admin.get(HELP);
    expect(opened.headers['etag']).toBe('"0"');
    const dirty =
      '<h4 class="texte-chapo evil" onclick="x()">Titre</h4><p class="primaire" style="color:red">Texte ' +
      '<a href="javascript:alert(1)">piège</a> <a href="https://exemple.fr/aide">aide</a> ' +
      '<a href="#/page/cgu" target="_top">CGU</a></p><script>alert(1)</script><img src="https://evil/x.png">' +
      '<img src="/api/cms/documents/images/reseau-optique" alt="Optique" onerror="x()"><h2>Gros</h2><iframe src="//x"></iframe>';
    const saved = await save(admin, HELP, { version: 0, title: 'Aide à la création', content: dirty });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<Content>();
    expect(body.draft.content).toBe(
      '<h4 class="texte-chapo">Titre</h4><p class="primaire">Texte piège ' +
        '<a href="https://exemple.fr/aide" target="_blank" rel="noopener noreferrer">aide</a> ' +
        '<a href="#/page/cgu">CGU</a></p><img src="/api/cms/documents/images/reseau-optique" alt="Optique" />Gros',
    );
    expect(body).toMatchObject({ version: 1, draftPending: true, published: true });
    expect(saved.headers['etag']).toBe('"1"');
    const member = await t.agent().get('/api/cms/blocklists?name=Register_Help');
    expect(member.json<{ content: string }[]>()[0]?.content).not.toContain('Titre');
  });

  it('answers 409 with the French message to a stale save (body version or If-Match) and keeps the first text', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    expect((await save(admin, HELP, { version: 0, title: 'A', content: '<p>premier</p>' })).statusCode).toBe(
      200,
    );
    const late = await save(gestionnaire, HELP, { version: 0, title: 'B', content: '<p>second</p>' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject(STALE);
    const byHeader = await save(
      gestionnaire,
      HELP,
      { title: 'B', content: '<p>second</p>' },
      { 'if-match': '"0"' },
    );
    expect(byHeader.statusCode).toBe(409);
    expect((await admin.get(HELP)).json<Content>().draft.content).toBe('<p>premier</p>');
    const fresh = await save(
      gestionnaire,
      HELP,
      { title: 'B', content: '<p>second</p>' },
      { 'if-match': '"1"' },
    );
    expect(fresh.json<Content>().version).toBe(2);
    const missing = await save(admin, HELP, { title: 'C', content: '<p>c</p>' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'FLOW.CONTENUS_VERSION_ABSENTE' });
  });

  it('lets exactly one of two simultaneous saves on the same version through; the other gets 409', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const answers = await Promise.all([
      save(admin, HELP, { version: 0, title: 'A', content: '<p>de admin</p>' }),
      save(gestionnaire, HELP, { version: 0, title: 'B', content: '<p>de gestionnaire</p>' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json<Content>();
    expect((await admin.get(HELP)).json<Content>()).toMatchObject({ version: 1, draft: winner?.draft });
  });

  it('publishes: members read the new text at once, the version is kept with its author, restore brings the old one back', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const before = (await t.agent().get('/api/cms/blocklists?name=Register_Help')).json<
      { content: string }[]
    >()[0];
    await save(admin, HELP, {
      version: 0,
      title: 'Aide',
      content: '<h4>Nouveau</h4><p class="texte-chapo">Chapo</p>',
    });
    const published = await admin.post(`${HELP}/publish`, { version: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json<Content>()).toMatchObject({ version: 2, draftPending: false, live: { number: 2 } });
    const member = (await t.agent().get('/api/cms/blocklists?name=Register_Help')).json<
      { title: string; content: string }[]
    >()[0];
    expect(member).toMatchObject({
      title: 'Aide',
      content: '<h4>Nouveau</h4><p class="texte-chapo">Chapo</p>',
    });
    const versions = (await admin.get(`${HELP}/versions`)).json<{ number: number; publishedBy: string }[]>();
    expect(versions.map((v) => [v.number, v.publishedBy])).toEqual([
      [2, DEMO_ADMIN_LOGIN],
      [1, 'contenu initial'],
    ]);
    expect((await admin.get(`${HELP}/versions/1`)).json<{ content: string }>().content).toBe(before?.content);
    expect((await admin.post(`${HELP}/versions/1/restore`, { version: 1 })).statusCode).toBe(409);
    const restored = await admin.post(`${HELP}/versions/1/restore`, { version: 2 });
    expect(restored.json<Content>()).toMatchObject({ version: 3, live: { number: 3 } });
    const again = (await t.agent().get('/api/cms/blocklists?name=Register_Help')).json<
      { title: string; content: string }[]
    >()[0];
    expect(again?.content).toBe(before?.content);
    const history = (await admin.get('/api/admin/history?area=contenus')).json<{
      entrees: { action: string; element: string; resume: Record<string, unknown> }[];
    }>();
    expect(history.entrees.map((e) => e.action)).toEqual(['restore', 'publish', 'save-draft']);
    expect(history.entrees[1]).toMatchObject({
      element: 'Register_Help',
      resume: { version: 2, numero: 2, apres: { titre: 'Aide', debut: 'Nouveau Chapo' } },
    });
  });

  it('previews the saved draft with where the portal shows it', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const page = (await admin.get('/api/admin/contents/cms-page-cgu/preview')).json();
    expect(page).toMatchObject({
      kind: 'page',
      route: '#/page/cgu',
      area: 'public',
      containerClass: 'portal-cms-content',
    });
    const consent = (await admin.get('/api/admin/contents/cms-popup-consentement/preview')).json();
    expect(consent).toMatchObject({ kind: 'popup', area: 'member', containerClass: 'member-cms-content' });
    expect((await admin.get('/api/admin/contents/inconnu/preview')).statusCode).toBe(404);
  });

  it('creates a static page unpublished, publishes it, unpublishes it (admin only); a taken name is 409', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const created = await gestionnaire.post('/api/admin/contents', {
      pageName: 'plan-du-site',
      title: 'Plan du site',
      content: '<p>Pages</p>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Content>()).toMatchObject({
      id: 'cms-page-plan-du-site',
      version: 1,
      published: false,
      live: null,
    });
    const url = '/api/cms/blocklists?name=Pages_Statiques&itemName=plan-du-site';
    expect((await t.agent().get(url)).statusCode).toBe(404);
    expect(
      (
        await gestionnaire.post('/api/admin/contents', { pageName: 'plan-du-site', title: 'X', content: '' })
      ).json(),
    ).toMatchObject({ code: 'FLOW.CONTENUS_PAGE_EXISTANTE' });
    expect(
      (await gestionnaire.post('/api/admin/contents', { pageName: 'Plan Du Site', title: 'X', content: '' }))
        .statusCode,
    ).toBe(400);
    await gestionnaire.post('/api/admin/contents/cms-page-plan-du-site/publish', { version: 1 });
    expect((await t.agent().get(url)).statusCode).toBe(200);
    const refused = await gestionnaire.post('/api/admin/contents/cms-page-plan-du-site/unpublish', {
      version: 2,
    });
    expect(refused.statusCode).toBe(403);
    const hidden = await admin.post('/api/admin/contents/cms-page-plan-du-site/unpublish', { version: 2 });
    expect(hidden.json<Content>()).toMatchObject({ published: false, version: 3 });
    expect((await t.agent().get(url)).statusCode).toBe(404);
    const block = await admin.post(`${HELP}/unpublish`, { version: 0 });
    expect(block.statusCode).toBe(409);
    expect(block.json()).toMatchObject({ code: 'FLOW.CONTENUS_DEPUBLICATION_IMPOSSIBLE' });
  });

  it('walks every /api/admin/contents operation of the OpenAPI file: 401 anonymous, 403 member, consultant reads only', async () => {
    const operations = [...loadOpenApiDocument().operations.values()].filter((op) =>
      op.path.startsWith('/api/admin/contents'),
    );
    expect(operations).toHaveLength(14); // 12 + the popup audience (GET, PUT: issue 27);
    const consultant = await signedIn(DEMO_CONSULTANT_LOGIN);
    const member = await signedIn(DEMO_MEMBER_LOGIN);
    for (const op of operations) {
      const url = op.path.replace('{id}', 'cms-register-help').replace('{number}', '1');
      const method = op.method.toUpperCase() as 'GET' | 'POST' | 'PUT';
      // An invalid body: the refusal comes before validation.
      const body = method === 'GET' ? undefined : { invalide: true };
      const label = `${method} ${op.path}`;
      expect((await t.agent().request(method, url, body)).statusCode, label).toBe(401);
      const refused = await member.request(method, url, body);
      expect(refused.statusCode, label).toBe(403);
      expect(refused.json(), label).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
      const read = await consultant.request(method, url, body);
      expect(read.statusCode, label).toBe(method === 'GET' ? 200 : 403);
    }
  });

  it('stores uploaded images recognised by their content; refuses other types (415) and large ones (413)', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const upload = (name: string, content: Buffer) => {
      const { payload, headers } = multipartBody([{ name, content, contentType: 'image/png' }], {
        description: 'Schéma',
      });
      return admin.request('POST', '/api/admin/contents/images', payload, { headers });
    };
    const stored = await upload('schema.png', tinyPng());
    expect(stored.statusCode).toBe(201);
    const image = stored.json<{ id: string; url: string; contentType: string; size: number }>();
    expect(image).toMatchObject({
      contentType: 'image/png',
      description: 'Schéma',
      url: `/api/cms/documents/images/${image.id}`,
    });
    expect((await t.agent().get(image.url)).headers['content-type']).toBe('image/png');
    const listed = (await admin.get('/api/admin/contents/images')).json<{ id: string }[]>();
    expect(listed.map((i) => i.id)).toContain(image.id);
    const svg = await upload(
      'x.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ code: 'FLOW.CONTENUS_IMAGE_TYPE_REFUSE' });
    const truncated = await upload('x.png', tinyPng().subarray(0, 40));
    expect(truncated.statusCode).toBe(415);
    const big = await upload('big.png', Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'FLOW.CONTENUS_IMAGE_TROP_GRANDE' });
  });
});
