import { describe, expect, it } from 'vitest';
import { FakeXhr } from '../testing/fake-xhr.ts';
import { XhrUploadTransport } from './xhr-upload.transport.ts';

const file = new File(['%PDF-1.4 contenu'], 'rib.pdf', { type: 'application/pdf' });

function setup(options: Partial<ConstructorParameters<typeof XhrUploadTransport>[0]> = {}) {
  const xhr = new FakeXhr();
  const transport = new XhrUploadTransport({
    xhrFactory: () => xhr,
    context: {
      timezoneOffsetMinutes: () => -60,
      currentContractNumber: () => 'C-7',
      securityCode: () => undefined,
    },
    csrf: { readCookies: () => 'XSRF-TOKEN=tok' },
    ...options,
  });
  return { xhr, transport };
}

describe('XhrUploadTransport — the request', () => {
  it('posts a multipart form with the file under the default alias, extra fields and indexGed', () => {
    const { xhr, transport } = setup();
    transport.upload(
      { file, extraParams: { typeDocument: 'RIB', contrat: 'C-7' }, indexGed: 'GED-42' },
      () => {},
    );
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload');
    expect(xhr.withCredentials).toBe(true);
    const sent = xhr.sentBody;
    expect(sent?.get('file')).toBeInstanceOf(File);
    expect((sent?.get('file') as File).name).toBe('rib.pdf');
    expect(sent?.get('typeDocument')).toBe('RIB');
    expect(sent?.get('contrat')).toBe('C-7');
    expect(sent?.get('indexGed')).toBe('GED-42');
  });

  it('uses the request alias and leaves indexGed out when absent', () => {
    const { xhr, transport } = setup({ alias: 'document' });
    transport.upload({ file, alias: 'rib' }, () => {});
    expect(xhr.sentBody?.has('rib')).toBe(true);
    expect(xhr.sentBody?.has('document')).toBe(false);
    expect(xhr.sentBody?.has('indexGed')).toBe(false);
  });

  it('sends the portal headers and the anti-forgery header to the same-origin endpoint', () => {
    const { xhr, transport } = setup();
    transport.upload({ file }, () => {});
    expect(xhr.headers.get('X-Contrat-Courant')).toBe('C-7');
    expect(xhr.headers.get('X-Timezone-Offset')).toBe('-60');
    expect(xhr.headers.get('Cache-Control')).toBe('no-cache');
    expect(xhr.headers.get('X-XSRF-TOKEN')).toBe('tok');
  });

  it('never sends the anti-forgery header to an absolute third-party endpoint', () => {
    const { xhr, transport } = setup({ url: 'https://ged.partner.example/upload' });
    transport.upload({ file }, () => {});
    expect(xhr.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends the auth header (Authorization by default, or the configured name) when a token exists', () => {
    const first = setup({ authToken: () => 'Bearer abc' });
    first.transport.upload({ file }, () => {});
    expect(first.xhr.headers.get('Authorization')).toBe('Bearer abc');

    const second = setup({ authToken: () => 'jeton', authHeaderName: 'X-Auth' });
    second.transport.upload({ file }, () => {});
    expect(second.xhr.headers.get('X-Auth')).toBe('jeton');
    expect(second.xhr.headers.has('Authorization')).toBe(false);

    const none = setup();
    none.transport.upload({ file }, () => {});
    expect(none.xhr.headers.has('Authorization')).toBe(false);
  });
});

describe('XhrUploadTransport — progress, success, abort, failure', () => {
  it('reports real upload progress in whole percentages', () => {
    const { xhr, transport } = setup();
    const seen: number[] = [];
    transport.upload({ file }, (percent) => seen.push(percent));
    xhr.progress(0, 300);
    xhr.progress(100, 300);
    xhr.progress(300, 300);
    xhr.progress(5, 0, false);
    expect(seen).toEqual([0, 33, 100]);
  });

  it('resolves with fileNames[0] on a 2xx answer', async () => {
    const { xhr, transport } = setup();
    const handle = transport.upload({ file, inputName: 'ribPrestations' }, () => {});
    xhr.respond(201, { fileNames: [{ remoteFileName: 'srv-123.pdf', localFileName: 'rib.pdf', size: 16 }] });
    expect(await handle.result).toEqual({
      ok: true,
      value: {
        remoteFileName: 'srv-123.pdf',
        localFileName: 'rib.pdf',
        size: 16,
        inputName: 'ribPrestations',
      },
    });
  });

  it('accepts 304 as success and completes missing details from the file', async () => {
    const { xhr, transport } = setup();
    const handle = transport.upload({ file }, () => {});
    xhr.respond(304, { fileNames: [{ remoteFileName: 'srv-9.pdf' }] });
    expect(await handle.result).toEqual({
      ok: true,
      value: { remoteFileName: 'srv-9.pdf', localFileName: 'rib.pdf', size: file.size, inputName: 'file' },
    });
  });

  it('aborts the request and resolves as cancelled', async () => {
    const { xhr, transport } = setup();
    const handle = transport.upload({ file }, () => {});
    handle.abort();
    expect(xhr.aborted).toBe(true);
    expect(await handle.result).toMatchObject({ ok: false, error: { aborted: true } });
  });

  it.each([
    [{ message: 'Fichier trop volumineux' }, 'Fichier trop volumineux'],
    [{ Message: 'Extension refusée' }, 'Extension refusée'],
    [{ Messages: ['Antivirus : fichier infecté', 'autre'] }, 'Antivirus : fichier infecté'],
    [{}, 'Une erreur est survenue'],
    ['<html>Bad gateway</html>', 'Une erreur est survenue'],
  ])('fails with the server message of %j', async (body, message) => {
    const { xhr, transport } = setup();
    const handle = transport.upload({ file }, () => {});
    xhr.respond(400, body);
    expect(await handle.result).toMatchObject({ ok: false, error: { message, status: 400, aborted: false } });
  });

  it('fails with the default message on a network error', async () => {
    const { xhr, transport } = setup();
    const handle = transport.upload({ file }, () => {});
    xhr.fail();
    expect(await handle.result).toMatchObject({
      ok: false,
      error: { message: 'Une erreur est survenue', status: 0, aborted: false },
    });
  });

  it('fails when a 2xx answer names no stored file', async () => {
    const { xhr, transport } = setup();
    const handle = transport.upload({ file }, () => {});
    xhr.respond(200, { fileNames: [] });
    expect(await handle.result).toMatchObject({ ok: false, error: { message: 'Une erreur est survenue' } });
  });
});
