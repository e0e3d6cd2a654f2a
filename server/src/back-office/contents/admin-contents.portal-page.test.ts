import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_LOGIN } from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html lang="fr"><script type="module" src="/assets/app.js"></script></html>';
const PRELOADED = /<script type="application\/json" id="portal-preloaded-responses">([^<]*)<\/script>/;
const FOOTER = '/api/cms/blocklists?itemName=footer&name=Footer';

describe('a published content in the portal page itself (the answers inlined in index.html)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portail-dist-'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    t = await buildTestApp({ config: { uiDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const inlinedFooter = async (): Promise<string> => {
    const home = await t.agent().get('/', { headers: { 'accept-encoding': 'identity' } });
    const answers = JSON.parse(PRELOADED.exec(home.body)?.[1] ?? 'null') as Record<
      string,
      { body: { content: string }[] }
    >;
    return answers[FOOTER]?.body[0]?.content ?? '';
  };

  it('inlines the footer published through the API at the next page load', async () => {
    expect(await inlinedFooter()).toContain('Mutuelle Démo');
    const admin = t.agent();
    await loginAs(admin, DEMO_ADMIN_LOGIN);
    const footer = '/api/admin/contents/cms-footer';
    const text = { title: 'Mutuelle Démo', content: '<p class="secondaire">Nouveau pied de page</p>' };
    expect((await admin.request('PUT', `${footer}/draft`, { version: 0, ...text })).statusCode).toBe(200);
    // A saved draft is not what members read.
    expect(await inlinedFooter()).not.toContain('Nouveau pied de page');
    expect((await admin.post(`${footer}/publish`, { version: 1 })).statusCode).toBe(200);
    expect(await inlinedFooter()).toBe('<p class="secondaire">Nouveau pied de page</p>');
  });
});
