import { describe, expect, it } from 'vitest';
import { adapterOptions, jsonBody } from '../../testing/adapter-setup.ts';
import { jsonResponse } from '../../testing/fake-fetch.ts';
import { HttpAdminContentsAdapter } from './http-admin-contents.adapter.ts';

const wireItem = {
  id: 'cms-register-help',
  name: 'Register_Help',
  itemName: '',
  kind: 'block',
  title: 'Aide',
  version: 2,
  published: true,
  draftPending: false,
  cookieName: null,
  updatedAt: '2026-11-26T10:00:00.000Z',
  updatedBy: 'admin@mutuelle.fr',
  draft: { title: 'Aide', content: '<p>Texte</p>' },
  live: {
    title: 'Aide',
    content: '<p>Texte</p>',
    number: 2,
    publishedAt: '2026-11-26T10:00:00.000Z',
    publishedBy: 'admin@mutuelle.fr',
  },
};

describe('HttpAdminContentsAdapter', () => {
  it('searches the contents with the given filters only and reads dates as Date', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse([wireItem]));
    const result = await new HttpAdminContentsAdapter(options).list({ kind: 'page', text: 'cgu' });
    expect(requests[0]?.url).toBe('http://portail.test/api/admin/contents?kind=page&text=cgu');
    expect(result).toMatchObject({
      ok: true,
      value: [{ id: 'cms-register-help', updatedAt: new Date('2026-11-26T10:00:00.000Z') }],
    });
  });

  it('saves a draft with its version in the body, with the anti-forgery header', async () => {
    const { options, requests } = adapterOptions(() => jsonResponse(wireItem));
    const result = await new HttpAdminContentsAdapter(options).saveDraft('cms-register-help', 1, {
      title: 'Aide',
      content: '<p>Texte</p>',
    });
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe('http://portail.test/api/admin/contents/cms-register-help/draft');
    expect(requests[0]?.headers.get('x-xsrf-token')).toBe('tok');
    expect(jsonBody(requests[0])).toEqual({ version: 1, title: 'Aide', content: '<p>Texte</p>' });
    expect(result).toMatchObject({
      ok: true,
      value: { version: 2, live: { number: 2, publishedAt: expect.any(Date) } },
    });
  });

  it('reports a stale version as 409 with the server code and French message', async () => {
    const body = { code: 'FLOW.CONTENUS_VERSION_PERIMEE', message: 'Ce contenu a été modifié…' };
    const { options } = adapterOptions(() => jsonResponse(body, 409));
    const result = await new HttpAdminContentsAdapter(options).publish('cms-register-help', 1);
    expect(result).toMatchObject({
      ok: false,
      error: {
        status: 409,
        message: 'Ce contenu a été modifié…',
        server: { code: 'FLOW.CONTENUS_VERSION_PERIMEE' },
      },
    });
  });

  it('restores a version by number and reads one version', async () => {
    const { options, requests } = adapterOptions((request) =>
      request.method === 'POST'
        ? jsonResponse(wireItem)
        : jsonResponse({
            number: 1,
            title: 'A',
            publishedAt: '2026-01-01T00:00:00.000Z',
            publishedBy: 'contenu initial',
            length: 3,
            content: '<p>',
          }),
    );
    const adapter = new HttpAdminContentsAdapter(options);
    await adapter.restoreVersion('cms-footer', 1, 4);
    const version = await adapter.getVersion('cms-footer', 1);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST http://portail.test/api/admin/contents/cms-footer/versions/1/restore',
      'GET http://portail.test/api/admin/contents/cms-footer/versions/1',
    ]);
    expect(jsonBody(requests[0])).toEqual({ version: 4 });
    expect(version).toMatchObject({
      ok: true,
      value: { content: '<p>', publishedAt: new Date('2026-01-01T00:00:00.000Z') },
    });
  });

  it('uploads an image as multipart with its description', async () => {
    const { options, requests } = adapterOptions(() =>
      jsonResponse(
        {
          id: 'image-1',
          url: '/api/cms/documents/images/image-1',
          contentType: 'image/png',
          description: 'Logo',
          size: 3,
        },
        201,
      ),
    );
    const result = await new HttpAdminContentsAdapter(options).uploadImage(
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
      'logo.png',
      'Logo',
    );
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.body).toContain('name="description"');
    expect(requests[0]?.body).toContain('filename="logo.png"');
    expect(result).toMatchObject({ ok: true, value: { id: 'image-1', size: 3 } });
  });
});
