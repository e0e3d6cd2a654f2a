import { describe, expect, it } from 'vitest';
import type { BrowserFilesPort } from '../files/browser-files.ts';
import { RequestCache } from '../http/request-cache.ts';
import { fakeFetch, jsonResponse, PageRequest, recordingNavigation } from '../testing/fake-fetch.ts';
import { HttpResourceAdapter } from './http-resource.adapter.ts';
import { ResourceRoutesRegistry } from './resource-routes.registry.ts';

function recordingFiles(): BrowserFilesPort & { downloads: [Blob, string][]; opened: Blob[] } {
  const downloads: [Blob, string][] = [];
  const opened: Blob[] = [];
  return {
    downloads,
    opened,
    download: (blob, name) => void downloads.push([blob, name]),
    openInNewTab: (blob) => void opened.push(blob),
  };
}

function setup(handler: (request: Request) => Response, now = () => 0) {
  const server = fakeFetch(handler);
  const files = recordingFiles();
  const cache = new RequestCache({ now });
  const adapter = new HttpResourceAdapter({
    baseUrl: '',
    fetch: server.fetch,
    navigation: recordingNavigation(),
    Request: PageRequest,
    csrf: { readCookies: () => 'XSRF-TOKEN=tok' },
    cache,
    files,
    registry: new ResourceRoutesRegistry({
      courriers: { route: '/adherent/courriers' },
      live: { route: '/adherent/live', cacheTtlMs: 0 },
      habilitations: { route: '/habilitations', adminOnly: true },
    }),
  });
  return { adapter, files, cache, requests: server.requests };
}

describe('HttpResourceAdapter — reading', () => {
  it('GETs many with query parameters, then serves the same call from the cache', async () => {
    const { adapter, requests } = setup(() => jsonResponse([{ id: '1' }]));
    const first = await adapter.get('courriers', { query: { typeDocument: 'Attestation' } });
    const second = await adapter.get('courriers', { query: { typeDocument: 'Attestation' } });
    expect(first).toEqual({ ok: true, value: [{ id: '1' }] });
    expect(second).toEqual(first);
    expect(requests.map((r) => r.url)).toEqual([
      'http://portail.test/api/adherent/courriers?typeDocument=Attestation',
    ]);
  });

  it('GETs one by id and does not cache a resource whose duration is 0', async () => {
    const { adapter, requests } = setup(() => jsonResponse({ id: 'a b' }));
    await adapter.get('live', { id: 'a b' });
    await adapter.get('live', { id: 'a b' });
    expect(requests.map((r) => r.url)).toEqual([
      'http://portail.test/api/adherent/live/a%20b',
      'http://portail.test/api/adherent/live/a%20b',
    ]);
  });

  it('routes admin-only resources under /api/admin and builds viewer URLs', async () => {
    const { adapter, requests } = setup(() => jsonResponse([]));
    await adapter.get('habilitations');
    expect(requests[0]?.url).toBe('http://portail.test/api/admin/habilitations');
    expect(adapter.viewerUrl('courriers', '12')).toBe('/api/adherent/courriers/12/visionneuse');
  });
});

describe('HttpResourceAdapter — files', () => {
  it('downloads the export under the Content-Disposition filename', async () => {
    const { adapter, files, requests } = setup(
      () =>
        new Response('a;b', {
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''courriers-d%C3%A9cembre.csv" },
        }),
    );
    expect(await adapter.export('courriers', { typeDocument: 'Attestation' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(requests[0]?.url).toBe(
      'http://portail.test/api/adherent/courriers/export?typeDocument=Attestation',
    );
    expect(files.downloads[0]?.[1]).toBe('courriers-décembre.csv');
    expect(await files.downloads[0]?.[0].text()).toBe('a;b');
  });

  it('names the export after the resource when the header has no filename', async () => {
    const { adapter, files } = setup(() => new Response('x'));
    await adapter.export('courriers');
    expect(files.downloads[0]?.[1]).toBe('courriers-export');
  });

  it('opens the print file in a new tab, by GET or by POST with the anti-forgery header', async () => {
    const { adapter, files, requests } = setup(() => new Response('%PDF'));
    await adapter.print('courriers', { query: { id: '3' } });
    await adapter.print('courriers', { body: { ids: ['3', '4'] } });
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'http://portail.test/api/adherent/courriers/print?id=3'],
      ['POST', 'http://portail.test/api/adherent/courriers/print'],
    ]);
    expect(requests[1]?.body).toBe('{"ids":["3","4"]}');
    expect(requests[1]?.headers.get('X-XSRF-TOKEN')).toBe('tok');
    expect(files.opened).toHaveLength(2);
  });

  it('does not download anything when the export fails', async () => {
    const { adapter, files } = setup(() => jsonResponse({ message: 'Aucun courrier' }, 404));
    expect(await adapter.export('courriers')).toMatchObject({
      ok: false,
      error: { message: 'Aucun courrier' },
    });
    expect(files.downloads).toEqual([]);
  });
});

describe('HttpResourceAdapter — writing', () => {
  it('POSTs an update and forgets the cached responses', async () => {
    const { adapter, cache, requests } = setup(() => jsonResponse({ id: '1', lu: true }));
    await adapter.get('courriers');
    expect(cache.size).toBe(1);
    await adapter.update('courriers', { id: '1', lu: true });
    expect(requests[1]?.method).toBe('POST');
    expect(requests[1]?.url).toBe('http://portail.test/api/adherent/courriers');
    expect(cache.size).toBe(0);
  });

  it('submits an act in the { data } envelope and reads the outcome flags', async () => {
    const { adapter, requests } = setup(() => jsonResponse({ isModeGestionManuel: true }));
    const result = await adapter.submitAct('changementadresse', { ville: 'Lyon' });
    expect(result).toEqual({
      ok: true,
      value: { isModeGestionManuel: true, isAccuseReceptionActive: false },
    });
    expect(requests[0]?.url).toBe('http://portail.test/api/forms/changementadresse/form');
    expect(requests[0]?.body).toBe('{"data":{"ville":"Lyon"}}');
  });

  it('submits an online-sales form to /api/vel/{formName}/vel', async () => {
    const { adapter, requests } = setup(() => jsonResponse({}));
    await adapter.submitOnlineSale('devis-sante', { formule: 'F2' });
    expect(requests[0]?.url).toBe('http://portail.test/api/vel/devis-sante/vel');
  });

  it('refuses a form name that is not a code constant', () => {
    const { adapter } = setup(() => jsonResponse({}));
    expect(() => adapter.submitAct('../admin', {})).toThrow('Invalid form name');
  });

  it('throws the developer error for an unknown resource kind', () => {
    const { adapter } = setup(() => jsonResponse({}));
    expect(() => adapter.get('inconnu')).toThrow('the model must be added to the resource routes');
  });
});
