import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { ValidationIssue } from '@portail/domain';
import type { UploadPolicy } from './upload-policy.ts';
import {
  checkExtension,
  checkFileName,
  checkSniffedType,
  displayFileName,
  emptyFileIssue,
  extensionOf,
  fileTooLargeIssue,
  noFileIssue,
  totalTooLargeIssue,
} from './upload-rules.ts';

/** A multipart part as the store needs it (adapted from @fastify/multipart by the route). */
export type UploadPart =
  | {
      readonly kind: 'file';
      readonly fieldName: string;
      readonly fileName: string;
      /** Busboy sets `truncated` once the per-file size limit cut the stream. */
      readonly stream: AsyncIterable<Buffer> & { readonly truncated: boolean };
    }
  | { readonly kind: 'field'; readonly fieldName: string; readonly value: string };

/** A file written under the upload directory with a generated name. */
export interface StoredUpload {
  readonly remoteFileName: string;
  readonly localFileName: string;
  readonly size: number;
  readonly mimeType: string;
  readonly inputName: string;
}

export type UploadOutcome =
  | {
      readonly ok: true;
      readonly files: readonly StoredUpload[];
      readonly fields: ReadonlyMap<string, string>;
    }
  | { readonly ok: false; readonly status: 400 | 413; readonly issue: ValidationIssue };

interface Failure {
  readonly status: 400 | 413;
  readonly issue: ValidationIssue;
}

/** Drains a stream we will not keep, so the request can complete and the client reads our answer. */
async function drain(stream: AsyncIterable<Buffer>): Promise<void> {
  for await (const _chunk of stream) {
    // discarded on purpose
  }
}

/** fsync of the directory makes the rename durable (nothing acknowledged is lost on kill -9). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Bytes of a file gathered before each write to its temporary file. */
const WRITE_BATCH_BYTES = 1024 * 1024;

const PARTIAL_UPLOAD = /^\.[0-9a-f-]{36}\.part$/;

/**
 * Removes the temporary `.<uuid>.part` files a crash (kill -9 mid-upload) left in `dir`. Called once at
 * start-up, before any upload can be in flight; stored uploads (`<uuid>.<ext>`) are never touched.
 * Returns how many files were removed.
 */
export async function sweepPartialUploads(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const partials = (await readdir(dir)).filter((name) => PARTIAL_UPLOAD.test(name));
  await Promise.all(partials.map((name) => rm(join(dir, name), { force: true })));
  return partials.length;
}

/**
 * Streams each file to a temporary file under `dir`, then checks emptiness, per-file and total size and the
 * sniffed MIME type against the extension, and renames it to `<uuid>.<ext>`. A name carrying a path is refused;
 * names sent by the client are only ever displayed, never joined to a path. On any refusal, every file of the request is removed.
 */
export async function storeUploads(
  parts: AsyncIterable<UploadPart>,
  policy: UploadPolicy,
  dir: string,
): Promise<UploadOutcome> {
  await mkdir(dir, { recursive: true });
  const stored: StoredUpload[] = [];
  const written: string[] = [];
  const fields = new Map<string, string>();
  let failure: Failure | null = null;
  let total = 0;

  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        fields.set(part.fieldName, part.value);
        continue;
      }
      if (failure !== null) {
        await drain(part.stream);
        continue;
      }
      const nameIssue = checkFileName(part.fileName);
      if (nameIssue !== null) {
        failure = { status: 400, issue: nameIssue };
        await drain(part.stream);
        continue;
      }
      const name = displayFileName(part.fileName);
      const extensionIssue = checkExtension(policy, name);
      if (extensionIssue !== null) {
        failure = { status: 400, issue: extensionIssue };
        await drain(part.stream);
        continue;
      }
      const id = randomUUID();
      const temporary = join(dir, `.${id}.part`);
      written.push(temporary);
      const handle = await open(temporary, 'wx', 0o600);
      let size = 0;
      try {
        // The parser hands over the body in the socket's reads (often 16–64 KiB from a browser): they are
        // gathered and written WRITE_BATCH_BYTES at a time (one writev), not awaited one by one (issue 15:
        // a write per read made a browser's upload wait on the disk thread hundreds of times).
        let batch: Buffer[] = [];
        let batchBytes = 0;
        for await (const chunk of part.stream) {
          size += chunk.length;
          total += chunk.length;
          if (failure === null && total > policy.maxTotalSize) {
            failure = { status: 413, issue: totalTooLargeIssue(policy) };
          }
          if (failure === null) {
            batch.push(chunk);
            batchBytes += chunk.length;
            if (batchBytes >= WRITE_BATCH_BYTES) {
              await handle.writev(batch);
              batch = [];
              batchBytes = 0;
            }
          }
        }
        if (failure === null && batch.length > 0) await handle.writev(batch);
        await handle.sync();
      } finally {
        await handle.close();
      }
      if (failure !== null) continue;
      if (part.stream.truncated || size > policy.maxFileSize) {
        failure = { status: 413, issue: fileTooLargeIssue(policy) };
        continue;
      }
      if (size === 0) {
        failure = { status: 400, issue: emptyFileIssue(name) };
        continue;
      }
      const sniffed = await fileTypeFromFile(temporary);
      const typeIssue = checkSniffedType(policy, name, sniffed?.mime);
      if (typeIssue !== null) {
        failure = { status: 400, issue: typeIssue };
        continue;
      }
      const remoteFileName = `${id}.${extensionOf(name)}`;
      const final = join(dir, remoteFileName);
      await rename(temporary, final);
      written[written.length - 1] = final;
      stored.push({
        remoteFileName,
        localFileName: name,
        size,
        mimeType: sniffed?.mime ?? '',
        inputName: part.fieldName,
      });
    }
  } catch (error) {
    await removeAll(written);
    throw error;
  }

  if (failure === null && stored.length === 0) {
    failure = { status: 400, issue: noFileIssue() };
  }
  if (failure !== null) {
    await removeAll(written);
    return { ok: false, ...failure };
  }
  await syncDirectory(dir);
  return { ok: true, files: stored, fields };
}

async function removeAll(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
