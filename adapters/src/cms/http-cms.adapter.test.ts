import { describe, expect, it } from 'vitest';
import { adapterOptions } from '../testing/adapter-setup.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { HttpCmsAdapter } from './http-cms.adapter.ts';

const item = { id: '1', title: 'Aide', content: '<p>Texte</p>', name: 'Register_Help', itemName: 'aide' };

describe('HttpCmsAdapter', () => {
  it('reads a block by name and item name', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse([item]));
    const result = await new HttpCmsAdapter(options).getBlockItems('Pages_Statiques', 'mentions-legales');
    expect(result).toEqual({ ok: true, value: [item] });
    expect(requests[0]?.url).toBe(
      'http://portail.test/api/cms/blocklists?name=Pages_Statiques&itemName=mentions-legales',
    );
  });

  it('caches a block per name and item name', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse([item]));
    const cms = new HttpCmsAdapter(options);
    await cms.getBlockItems('Register_Help');
    await cms.getBlockItems('Register_Help');
    await cms.getBlockItems('Register_Help', 'autre');
    expect(requests.map((r) => r.url)).toEqual([
      'http://portail.test/api/cms/blocklists?name=Register_Help',
      'http://portail.test/api/cms/blocklists?name=Register_Help&itemName=autre',
    ]);
  });

  it('reports an unknown block as 404 with the default message', async () => {
    const { options } = adapterOptions(() => jsonResponse({}, 404));
    expect(await new HttpCmsAdapter(options).getBlockItems('Inconnu')).toMatchObject({
      ok: false,
      error: { status: 404, message: 'La ressource demandée est introuvable' },
    });
  });

  it('builds image URLs', () => {
    const { options } = adapterOptions(() => jsonResponse({}));
    expect(new HttpCmsAdapter(options).imageUrl('img 1')).toBe('/api/cms/documents/images/img%201');
  });
});
