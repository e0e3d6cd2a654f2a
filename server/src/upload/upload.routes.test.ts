import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { renderTextPdf } from '../documents/public.ts';
import { DEMO_ACCOUNT_ID, signInAs } from '../testing/member-session.ts';
import { multipartBody, type MultipartFilePart } from '../testing/multipart-body.ts';
import { paddedPdf } from '../testing/padded-pdf.ts';

let t: TestApp;
const pdf = renderTextPdf('RIB', ['FR76 3000 4008 2300 0123 4564 521']);
/** Windows executable header (MZ … PE): sniffed as application/x-msdownload. */
const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\0\0'),
  Buffer.alloc(300),
]);

beforeAll(async () => {
  process.env['PORTAIL_UPLOAD_MAX_FILE_MB'] = '0.1';
  process.env['PORTAIL_UPLOAD_MAX_TOTAL_MB'] = '0.25';
  process.env['PORTAIL_UPLOAD_MAX_FILES'] = '3';
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

/** The names of the files stored (in the database: any instance serves them); fails on a segment left behind. */
async function storedFiles(): Promise<string[]> {
  const { rows } = await t.db.query<{ remote_file_name: string }>(
    'SELECT remote_file_name FROM uploaded_files ORDER BY remote_file_name',
  );
  const orphans = await t.db.query(
    'SELECT 1 FROM upload_parts p WHERE NOT EXISTS (SELECT 1 FROM uploaded_files f WHERE f.remote_file_name = p.remote_file_name)',
  );
  expect(orphans.rows).toEqual([]);
  return rows.map((row) => row.remote_file_name);
}

function padded(size: number): Buffer {
  return paddedPdf(size);
}

async function upload(files: readonly MultipartFilePart[], fields?: Record<string, string>, signedIn = true) {
  const agent = t.agent();
  if (signedIn) await signInAs(t, agent);
  const { payload, headers } = multipartBody(files, fields);
  return agent.post('/api/upload', payload, { headers });
}

describe('POST /api/upload', () => {
  it('stores a PDF under a generated name and returns fileNames', async () => {
    const before = (await storedFiles()).length;
    const response = await upload(
      [{ name: 'RIB Dupont.pdf', content: pdf, contentType: 'application/pdf' }],
      {
        indexGed: '7',
      },
    );
    expect(response.statusCode).toBe(200);
    const [file] = response.json<{
      fileNames: { remoteFileName: string; localFileName: string; size: number }[];
    }>().fileNames;
    expect(file).toMatchObject({ localFileName: 'RIB Dupont.pdf', size: pdf.length });
    expect(file?.remoteFileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await storedFiles()).toHaveLength(before + 1);
    const { rows } = await t.db.query(
      `SELECT f.account_id, f.index_ged, f.mime_type, c.content
         FROM uploaded_files f JOIN uploaded_file_contents c USING (remote_file_name)
        WHERE f.remote_file_name = $1`,
      [file?.remoteFileName],
    );
    expect(rows).toEqual([
      {
        account_id: DEMO_ACCOUNT_ID,
        index_ged: '7',
        mime_type: 'application/pdf',
        content: expect.anything(),
      },
    ]);
    expect(Buffer.from(rows[0]?.['content'] as Uint8Array).equals(pdf)).toBe(true);
  });

  it('refuses a .pdf that is really an executable', async () => {
    const before = await storedFiles();
    const response = await upload([{ name: 'rib.pdf', content: exe, contentType: 'application/pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'UPLOAD.MIME_TYPE_NOT_ALLOWED',
      message: 'Le contenu du fichier « rib.pdf » ne correspond pas à un fichier PDF valide.',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a zero-byte file', async () => {
    const response = await upload([{ name: 'vide.pdf', content: Buffer.alloc(0) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'UPLOAD.EMPTY_FILE',
      message: 'Le fichier « vide.pdf » est vide.',
    });
  });

  it('refuses an extension outside the allow-list', async () => {
    const response = await upload([{ name: 'script.js', content: Buffer.from('alert(1)') }]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('UPLOAD.EXTENSION_NOT_ALLOWED');
  });

  it('refuses a file over the size limit with the French message', async () => {
    const before = await storedFiles();
    const response = await upload([{ name: 'gros.pdf', content: padded(110_000) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'UPLOAD.FILE_TOO_LARGE',
      message: "Le poids d'une pièce jointe est limité à 0,1 Mo.",
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses files whose total exceeds the limit and keeps none of them', async () => {
    const before = await storedFiles();
    const files = ['a.pdf', 'b.pdf', 'c.pdf'].map((name) => ({ name, content: padded(95_000) }));
    const response = await upload(files);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ code: string }>().code).toBe('UPLOAD.QUEUE_TOO_LARGE');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses more files than allowed, even a thousand, and keeps none', async () => {
    const before = await storedFiles();
    const four = await upload(['1', '2', '3', '4'].map((name) => ({ name: `${name}.pdf`, content: pdf })));
    expect(four.statusCode).toBe(413);
    expect(four.json()).toEqual({
      code: 'UPLOAD.QUEUE_LIMIT_REACHED',
      message: 'Vous ne pouvez joindre que 3 pièces jointes.',
    });
    const thousand = await upload(
      Array.from({ length: 1000 }, (_, index) => ({ name: `${index}.pdf`, content: pdf })),
    );
    expect(thousand.statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    '../../../../tmp/evil.pdf',
    '..\\..\\evil2.pdf',
    '/tmp/evil3.pdf',
    'C:\\Windows\\evil4.pdf',
    '..%2F..%2Fevil5.pdf',
  ])('refuses the path-traversal name %j with the French message and stores nothing', async (name) => {
    const before = await storedFiles();
    const response = await upload([
      { name: 'ok.pdf', content: pdf },
      { name, content: pdf },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'UPLOAD.FILE_NAME',
      message: "Le nom du fichier n'est pas valide : renommez le fichier sans chemin ni caractère spécial.",
    });
    expect(await storedFiles()).toEqual(before);
    const { rows } = await t.db.query('SELECT 1 FROM uploaded_files');
    expect(rows).toHaveLength(0);
  });

  it('asks for a document when the form has no file', async () => {
    const response = await upload([], { indexGed: '1' });
    expect(response.json()).toEqual({
      code: 'UPLOAD.REQUIRED',
      message: 'Merci de joindre le document demandé.',
    });
  });

  it('accepts an anonymous upload without linking it to an account', async () => {
    const response = await upload([{ name: 'a.pdf', content: pdf }], {}, false);
    expect(response.statusCode).toBe(200);
    const { rows } = await t.db.query('SELECT account_id FROM uploaded_files');
    expect(rows).toEqual([{ account_id: null }]);
  });

  it('needs the anti-forgery header', async () => {
    const { payload, headers } = multipartBody([{ name: 'a.pdf', content: pdf }]);
    const response = await t.agent().post('/api/upload', payload, { headers, noCsrf: true });
    expect(response.statusCode).toBe(403);
  });

  it('fails once with a 500 when the fault switch is armed, then works again', async () => {
    const agent = t.agent();
    expect((await agent.post('/dev/faults', { fault: 'upload', times: 1 })).json()).toEqual({ upload: 1 });
    const failed = await upload([{ name: 'a.pdf', content: pdf }]);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'FAULT_INJECTED' });
    const retried = await upload([{ name: 'a.pdf', content: pdf }]);
    expect(retried.statusCode).toBe(200);
    expect((await agent.get('/dev/faults')).json()).toEqual({});
  });
});
