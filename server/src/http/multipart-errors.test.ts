import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/member-session.ts';
import { multipartBody } from '../testing/multipart-body.ts';
import type { TestAgent } from '../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { paddedPdf } from '../testing/padded-pdf.ts';

/** A real one-page PDF: the upload accepts only a PDF that parses. */
const PDF = paddedPdf(1024);
const UNREADABLE = { code: 'UPLOAD.UNREADABLE', message: 'Le fichier envoyé est illisible.' };

describe('an upload the multipart parser cannot read: 400, nothing kept', () => {
  let t: TestApp;
  let member: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    member = t.agent();
    await signInAs(t, member);
  });

  const kept = async (): Promise<number> => {
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM uploaded_files) + (SELECT count(*) FROM upload_parts) AS n',
    );
    return Number(rows[0]?.n ?? -1);
  };
  const good = multipartBody([{ name: 'rib.pdf', content: PDF, contentType: 'application/pdf' }]);
  const boundary = /boundary=(.+)$/.exec(good.headers['content-type'] ?? '')?.[1] ?? '';
  const withBoundary = `multipart/form-data; boundary=${boundary}`;

  it.each([
    ['no boundary', 'multipart/form-data', good.payload],
    ['the wrong boundary', 'multipart/form-data; boundary=autre', good.payload],
    ['a body cut off in the file', withBoundary, good.payload.subarray(0, good.payload.length - 30)],
    ['a body cut off in the part headers', withBoundary, good.payload.subarray(0, 50)],
    ['garbage', withBoundary, Buffer.from(`\u0000\u0001\u00ff garbage\r\n--${boundary}\r\nxx`, 'latin1')],
  ])('answers 400 with the upload catalogue message for %s', async (_name, contentType, payload) => {
    const response = await member.request('POST', '/api/upload', payload, {
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(UNREADABLE);
    expect(await kept()).toBe(0);
  });

  it('refuses U+0000 in a form field of the sending (400 HTTP.INVALID_CHARACTERS), and keeps nothing', async () => {
    const body = multipartBody([{ name: 'rib.pdf', content: PDF, contentType: 'application/pdf' }], {
      indexGed: 'a\u0000b',
    });
    const response = await member.request('POST', '/api/upload', body.payload, { headers: body.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'HTTP.INVALID_CHARACTERS' });
    expect(await kept()).toBe(0);
  });

  it('still takes a well-formed sending', async () => {
    const response = await member.request('POST', '/api/upload', good.payload, { headers: good.headers });
    expect(response.statusCode).toBe(200);
  });
});
