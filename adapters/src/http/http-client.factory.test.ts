import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse, PageRequest, recordingNavigation } from '../testing/fake-fetch.ts';
import { createPortalHttp } from './http-client.factory.ts';
import type { RequestContext } from './request-context.ts';

const context: RequestContext = {
  timezoneOffsetMinutes: () => -120,
  currentContractNumber: () => 'C-0042',
  securityCode: () => '123456',
};

function setup(baseUrl: string, trustedOrigins: string[] = []) {
  const server = fakeFetch(() => jsonResponse({ ok: true }));
  const http = createPortalHttp({
    baseUrl,
    fetch: server.fetch,
    navigation: recordingNavigation(),
    context,
    csrf: { readCookies: () => 'session=x; XSRF-TOKEN=signed.token', trustedOrigins },
    Request: PageRequest,
  });
  return { http, requests: server.requests };
}

describe('shared client — headers on every request', () => {
  it('sends no-cache, timezone offset, current contract and security code on a GET', async () => {
    const { http, requests } = setup('');
    await http.api.GET('/api/identity/sso-token');
    const headers = requests[0]?.headers;
    expect(headers?.get('Cache-Control')).toBe('no-cache');
    expect(headers?.get('Pragma')).toBe('no-cache');
    expect(headers?.get('X-Timezone-Offset')).toBe('-120');
    expect(headers?.get('X-Contrat-Courant')).toBe('C-0042');
    expect(headers?.get('X-Security-Code')).toBe('123456');
  });

  it('leaves out the contract and security-code headers when there are none', async () => {
    const server = fakeFetch(() => jsonResponse({ token: 't' }));
    const http = createPortalHttp({
      baseUrl: '',
      fetch: server.fetch,
      navigation: recordingNavigation(),
      context: { ...context, currentContractNumber: () => undefined, securityCode: () => undefined },
      Request: PageRequest,
    });
    await http.api.GET('/api/identity/sso-token');
    expect(server.requests[0]?.headers.has('X-Contrat-Courant')).toBe(false);
    expect(server.requests[0]?.headers.has('X-Security-Code')).toBe(false);
  });

  it('sends the same headers through the raw client of the resource layer', async () => {
    const { http, requests } = setup('');
    await http.raw.send('GET', '/api/adherent/courriers', { query: { typeDocument: 'Attestation' } });
    expect(requests[0]?.url).toBe('http://portail.test/api/adherent/courriers?typeDocument=Attestation');
    expect(requests[0]?.headers.get('X-Contrat-Courant')).toBe('C-0042');
  });
});

describe('shared client — anti-forgery header', () => {
  it('is sent on a non-GET request to the relative (same-origin) API', async () => {
    const { http, requests } = setup('');
    await http.api.POST('/api/faq/click', { body: { clickCode: 'q1', userType: 'adherent' } });
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('signed.token');
  });

  it('is not sent on a GET', async () => {
    const { http, requests } = setup('');
    await http.api.GET('/api/faq/popular', { params: { query: { userType: 'adherent' } } });
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('is never sent to an absolute third-party base URL', async () => {
    const { http, requests } = setup('https://api.partner.example');
    await http.api.POST('/api/faq/click', { body: { clickCode: 'q1', userType: 'adherent' } });
    await http.raw.send('POST', '/api/forms/x/form', { body: { data: {} } });
    expect(requests.map((r) => r.headers.has('X-XSRF-TOKEN'))).toEqual([false, false]);
    expect(requests[0]?.url).toBe('https://api.partner.example/api/faq/click');
  });

  it('is sent to an absolute base URL whose origin is trusted', async () => {
    const { http, requests } = setup('http://127.0.0.1:9999/', ['http://127.0.0.1:9999']);
    await http.raw.send('POST', '/api/forms/x/form', { body: { data: {} } });
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('signed.token');
    expect(requests[0]?.url).toBe('http://127.0.0.1:9999/api/forms/x/form');
  });
});
