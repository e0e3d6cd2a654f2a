import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/cms/blocklists', () => {
  it('returns the items of a block with the CmsItem fields', async () => {
    const response = await t.agent().get('/api/cms/blocklists?name=Register_Help');
    expect(response.statusCode).toBe(200);
    const items: unknown = response.json();
    expect(items).toEqual([
      expect.objectContaining({
        id: 'cms-register-help',
        name: 'Register_Help',
        itemName: '',
        title: expect.any(String),
      }),
    ]);
  });

  it('filters a block by item name (static page)', async () => {
    const response = await t
      .agent()
      .get('/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        title: 'Mentions légales',
        itemName: 'mentions-legales',
        name: 'Pages_Statiques',
      }),
    ]);
  });

  it('answers 404 with the French message for an unknown block', async () => {
    const response = await t.agent().get('/api/cms/blocklists?name=Bloc_Inconnu');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'La ressource demandée est introuvable' });
  });

  it('answers 404 for an unknown item of a known block (unknown static page)', async () => {
    const response = await t.agent().get('/api/cms/blocklists?name=Pages_Statiques&itemName=page-inconnue');
    expect(response.statusCode).toBe(404);
  });

  it('serves a change made in the database at once (cache keyed by the content version)', async () => {
    const agent = t.agent();
    expect((await agent.get('/api/cms/blocklists?name=Footer')).json<{ title: string }[]>()[0]?.title).toBe(
      'Mutuelle Démo',
    );
    await t.db.query("UPDATE cms_items SET title = 'Pied de page modifié' WHERE id = 'cms-footer'");
    expect((await agent.get('/api/cms/blocklists?name=Footer')).json<{ title: string }[]>()[0]?.title).toBe(
      'Pied de page modifié',
    );
    await t.db.query("UPDATE cms_items SET title = 'Mutuelle Démo' WHERE id = 'cms-footer'");
  });

  it('answers 400 without a block name', async () => {
    expect((await t.agent().get('/api/cms/blocklists')).statusCode).toBe(400);
  });
});

describe('GET /api/cms/documents/images/{id}', () => {
  it('serves an SVG icon with its content type, nosniff and a sandboxing policy', async () => {
    const response = await t.agent().get('/api/cms/documents/images/reseau-dentaire');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).toContain('<svg');
  });

  it('serves a PNG cover byte for byte', async () => {
    const response = await t.agent().get('/api/cms/documents/images/reseau-optique-cover');
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers 404 for an unknown image', async () => {
    expect((await t.agent().get('/api/cms/documents/images/inconnue')).statusCode).toBe(404);
  });
});
