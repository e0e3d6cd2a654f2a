import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/member-session.ts';
import { multipartBody } from '../testing/multipart-body.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { CSRF_ERROR } from './csrf.ts';
import { paddedPdf } from '../testing/padded-pdf.ts';

/** A real one-page PDF: the upload accepts only a PDF that parses. */
const PDF = paddedPdf(1024);

/** Sends `request` (a whole HTTP/1.1 request) on a socket as written, and returns the status code of the answer. */
function rawStatus(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
  });
}

describe('anti-forgery: decided on the matched route, whatever the spelling of the path', () => {
  let t: TestApp;
  let port: number;
  let member: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(new Date());
    member = t.agent();
    await signInAs(t, member);
  });

  const dematerialization = async (): Promise<boolean> => {
    const profile = await member.get('/api/account/profile');
    expect(profile.statusCode).toBe(200);
    return profile.json<{ dematerialization: boolean }>().dematerialization;
  };
  const uploadedFiles = async (): Promise<number> =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_files')).rows[0]?.n ?? -1;

  it.each([
    '/%61pi/account/dematerialization',
    '/ap%69/account/dematerialization',
    '/api/account/dematerialization',
  ])('refuses a write spelt %s without the header (403 CSRF), and changes nothing', async (url) => {
    const before = await dematerialization();
    const response = await member.post(url, { dematerialization: !before }, { noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_ERROR);
    expect(await dematerialization()).toBe(before);
  });

  it('refuses a multipart upload spelt /ap%69/upload without the header, and stores no file', async () => {
    const body = multipartBody([{ name: 'rib.pdf', content: PDF, contentType: 'application/pdf' }]);
    const response = await member.request('POST', '/ap%69/upload', body.payload, {
      noCsrf: true,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(await uploadedFiles()).toBe(0);
  });

  it.each([
    ['an absolute-form request target', 'http://host.example/api/account/dematerialization'],
    ['a path starting with //', '//api/account/dematerialization'],
    ['a percent-encoded path', '/%61pi/account/dematerialization'],
  ])('refuses %s on the wire without the header', async (_name, target) => {
    const before = await dematerialization();
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const json = JSON.stringify({ dematerialization: !before });
    const status = await rawStatus(
      port,
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${String(Buffer.byteLength(json))}\r\nConnection: close\r\n\r\n${json}`,
    );
    expect(status).toBe(403);
    expect(await dematerialization()).toBe(before);
  });

  it('refuses the logout spelt as an absolute-form target without the header: the session stays', async () => {
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const status = await rawStatus(
      port,
      `POST http://host.example/api/identity/logout HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        'Content-Length: 0\r\nConnection: close\r\n\r\n',
    );
    expect(status).toBe(403);
    expect((await member.get('/api/account/profile')).statusCode).toBe(200);
  });

  it('checks the /dev/* writes too', async () => {
    const forged = await member.post('/dev/faults', { fault: 'upload', times: 1 }, { noCsrf: true });
    expect(forged.statusCode).toBe(403);
    expect((await member.get('/dev/faults')).json()).toEqual({});
    expect((await member.post('/dev/faults', { fault: 'upload', times: 0 })).statusCode).toBe(200);
  });

  it('checks a write that no route matches (403 without the header, 404 with it)', async () => {
    expect((await member.post('/api/nowhere', {}, { noCsrf: true })).statusCode).toBe(403);
    expect((await member.post('/api/nowhere', {})).statusCode).toBe(404);
  });

  it('lets a write through with a valid header, whatever the spelling the router accepts', async () => {
    const before = await dematerialization();
    const response = await member.post('/%61pi/account/dematerialization', { dematerialization: !before });
    expect(response.statusCode).toBe(200);
    expect(await dematerialization()).toBe(!before);
  });
});
