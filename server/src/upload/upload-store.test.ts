import { beforeEach, describe, expect, it } from 'vitest';
import { encodePng, renderTextPdf } from '../documents/public.ts';
import { paddedPdf } from '../testing/padded-pdf.ts';
import type { UploadContentSink } from './segment-writer.ts';
import type { UploadPolicy } from './upload-policy.ts';
import { storeUploads as storeWith, type UploadPart } from './upload-store.ts';

const policy: UploadPolicy = {
  maxFileSize: 4096,
  maxFiles: 3,
  maxTotalSize: 6000,
  allowedTypes: new Map([
    ['pdf', ['application/pdf']],
    ['png', ['image/png']],
  ]),
};

const pdf = renderTextPdf('RIB', ['FR76 3000 6000 0112 3456 7890 189']);
const png = encodePng(4, 4, () => [10, 20, 30]);
/** A Windows executable header: what file-type reports as application/x-msdownload. */
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

function filePart(fileName: string, content: Buffer, truncated = false, fieldName = 'file'): UploadPart {
  const stream = {
    truncated,
    async *[Symbol.asyncIterator]() {
      for (let offset = 0; offset < content.length; offset += 1000) {
        yield content.subarray(offset, offset + 1000);
      }
    },
  };
  return { kind: 'file', fieldName, fileName, stream };
}

/** The segments written, by file, as the database keeps them. */
class MemorySink implements UploadContentSink {
  readonly parts = new Map<string, Buffer[]>();
  async writePart(remoteFileName: string, seq: number, bytes: Buffer): Promise<void> {
    const parts = this.parts.get(remoteFileName) ?? [];
    parts[seq] = Buffer.from(bytes);
    this.parts.set(remoteFileName, parts);
  }
  async discard(remoteFileNames: readonly string[]): Promise<void> {
    for (const name of remoteFileNames) this.parts.delete(name);
  }
  content(remoteFileName: string | undefined): Buffer {
    return Buffer.concat(this.parts.get(remoteFileName ?? '') ?? []);
  }
}

let sink: MemorySink;
beforeEach(() => {
  sink = new MemorySink();
});

/** 1,500-byte segments: the small test files span several. */
function storeUploads(parts: AsyncIterable<UploadPart>, limits: UploadPolicy) {
  return storeWith(parts, limits, sink, { segmentBytes: 1500 });
}

async function* partsOf(...parts: UploadPart[]): AsyncIterable<UploadPart> {
  yield* parts;
}

describe('storeUploads', () => {
  it('keeps a file sent in thousands of small reads byte for byte', async () => {
    const big = paddedPdf(pdf.length + 2_500_000, 7);
    const outcome = await storeUploads(partsOf(filePart('RIB.pdf', big)), {
      ...policy,
      maxFileSize: 3_000_000,
      maxTotalSize: 3_000_000,
    });
    if (!outcome.ok) throw new Error(outcome.issue.message);
    const [file] = outcome.files;
    expect(file?.size).toBe(big.length);
    expect(sink.content(file?.remoteFileName).equals(big)).toBe(true);
    expect(sink.parts.get(file?.remoteFileName ?? '')).toHaveLength(Math.ceil(big.length / 1500));
  });

  it('stores a PDF and a PNG under generated names and reports their sizes', async () => {
    const outcome = await storeUploads(
      partsOf(
        { kind: 'field', fieldName: 'indexGed', value: '3' },
        filePart('RIB.pdf', pdf),
        filePart('photo.PNG', png),
      ),
      policy,
    );
    if (!outcome.ok) throw new Error(outcome.issue.message);
    expect(outcome.files.map((file) => [file.localFileName, file.size, file.mimeType])).toEqual([
      ['RIB.pdf', pdf.length, 'application/pdf'],
      ['photo.PNG', png.length, 'image/png'],
    ]);
    expect(outcome.fields.get('indexGed')).toBe('3');
    const first = outcome.files[0];
    expect(first?.remoteFileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(sink.content(first?.remoteFileName).equals(pdf)).toBe(true);
    expect(sink.content(outcome.files[1]?.remoteFileName).equals(png)).toBe(true);
  });

  it('refuses a path-traversal name and keeps nothing', async () => {
    const outcome = await storeUploads(
      partsOf(filePart('ok.pdf', pdf), filePart('../../../etc/cron.d/evil.pdf', pdf)),
      policy,
    );
    expect(outcome).toMatchObject({ ok: false, status: 400, issue: { code: 'UPLOAD.FILE_NAME' } });
    expect(sink.parts.size).toBe(0);
  });

  it('refuses an executable named .pdf and keeps nothing', async () => {
    const outcome = await storeUploads(partsOf(filePart('ok.pdf', pdf), filePart('rib.pdf', exe)), policy);
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      issue: { code: 'UPLOAD.MIME_TYPE_NOT_ALLOWED' },
    });
    expect(sink.parts.size).toBe(0);
  });

  it('refuses a zero-byte file', async () => {
    const outcome = await storeUploads(partsOf(filePart('vide.pdf', Buffer.alloc(0))), policy);
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      issue: { code: 'UPLOAD.EMPTY_FILE', message: 'Le fichier « vide.pdf » est vide.' },
    });
  });

  it('refuses a file the parser truncated at the size limit', async () => {
    const outcome = await storeUploads(partsOf(filePart('gros.pdf', pdf.subarray(0, 100), true)), policy);
    expect(outcome).toMatchObject({ ok: false, status: 413, issue: { code: 'UPLOAD.FILE_TOO_LARGE' } });
  });

  it('refuses files whose sizes add up beyond the total limit', async () => {
    const big = paddedPdf(4000);
    const outcome = await storeUploads(partsOf(filePart('a.pdf', big), filePart('b.pdf', big)), policy);
    expect(outcome).toMatchObject({ ok: false, status: 413, issue: { code: 'UPLOAD.QUEUE_TOO_LARGE' } });
    expect(sink.parts.size).toBe(0);
  });

  it('writes the first segments while the rest of the file is still arriving', async () => {
    const big = paddedPdf(pdf.length + 3000, 7);
    const writtenBeforeLastRead: number[] = [];
    const stream = {
      truncated: false,
      async *[Symbol.asyncIterator]() {
        for (let offset = 0; offset < big.length; offset += 500) {
          if (offset + 500 >= big.length) writtenBeforeLastRead.push(sink.parts.size);
          yield big.subarray(offset, offset + 500);
        }
      },
    };
    const outcome = await storeUploads(
      partsOf({ kind: 'file', fieldName: 'file', fileName: 'a.pdf', stream }),
      policy,
    );
    expect(outcome.ok).toBe(true);
    expect(writtenBeforeLastRead).toEqual([1]);
  });

  it('discards what it wrote and reports the error when reading the request fails', async () => {
    const stream = {
      truncated: false,
      async *[Symbol.asyncIterator]() {
        yield Buffer.concat([pdf, Buffer.alloc(2000, 7)]);
        throw new Error('connexion coupée');
      },
    };
    await expect(
      storeUploads(partsOf({ kind: 'file', fieldName: 'file', fileName: 'a.pdf', stream }), policy),
    ).rejects.toThrow('connexion coupée');
    expect(sink.parts.size).toBe(0);
  });

  it('refuses the 9 bytes of a PDF header: a PDF must parse, with a page (issue 22 #10)', async () => {
    const outcome = await storeUploads(partsOf(filePart('rib.pdf', Buffer.from('%PDF-1.4\n'))), policy);
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      issue: {
        code: 'UPLOAD.MIME_TYPE_NOT_ALLOWED',
        message: 'Le contenu du fichier « rib.pdf » ne correspond pas à un fichier PDF valide.',
      },
    });
    expect(sink.parts.size).toBe(0);
  });

  it('refuses an extension outside the allow-list before writing anything', async () => {
    const outcome = await storeUploads(partsOf(filePart('script.sh', Buffer.from('#!/bin/sh\n'))), policy);
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      issue: { code: 'UPLOAD.EXTENSION_NOT_ALLOWED' },
    });
  });

  it('asks for a document when the request holds no file', async () => {
    const outcome = await storeUploads(partsOf({ kind: 'field', fieldName: 'x', value: 'y' }), policy);
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      issue: { code: 'UPLOAD.REQUIRED', message: 'Merci de joindre le document demandé.' },
    });
  });
});
