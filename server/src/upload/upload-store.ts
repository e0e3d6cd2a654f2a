import { randomUUID } from 'node:crypto';
import type { ValidationIssue } from '@portail/domain';
import { contentIsReadable } from './upload-content-check.ts';
import type { UploadPolicy } from './upload-policy.ts';
import { SEGMENT_BYTES, SegmentWriter, type UploadContentSink } from './segment-writer.ts';
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
  unreadableContentIssue,
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

/** A file accepted under a generated name, its content already durable in the sink; recorded by the route. */
export interface StoredUpload {
  readonly remoteFileName: string;
  readonly localFileName: string;
  readonly size: number;
  readonly mimeType: string;
  readonly inputName: string;
}

export interface StoreUploadsOptions {
  /** Size of the segments handed to the sink ({@link SEGMENT_BYTES} by default). */
  readonly segmentBytes?: number;
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

/**
 * Receives each file under a generated name `<uuid>.<ext>`: its bytes go to the sink in segments while they arrive
 * (the database write overlaps the transfer instead of following it), and are kept in memory for the checks made
 * on the whole file: emptiness, per-file and total size (the parser stops a file at the per-file limit, the total
 * is checked as it arrives) and the sniffed MIME type against the extension. A name carrying a path or an
 * extension outside the allow-list is refused before anything is written; names sent by the client are only ever
 * displayed. On any refusal, and when reading the request fails, every segment written for the request is
 * discarded before the answer: nothing of it is kept.
 */
export async function storeUploads(
  parts: AsyncIterable<UploadPart>,
  policy: UploadPolicy,
  sink: UploadContentSink,
  options: StoreUploadsOptions = {},
): Promise<UploadOutcome> {
  const stored: StoredUpload[] = [];
  const fields = new Map<string, string>();
  const written: string[] = [];
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
      const remoteFileName = `${randomUUID()}.${extensionOf(name)}`;
      const segments = new SegmentWriter(sink, remoteFileName, options.segmentBytes ?? SEGMENT_BYTES);
      written.push(remoteFileName);
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of part.stream) {
          size += chunk.length;
          total += chunk.length;
          if (failure === null && total > policy.maxTotalSize) {
            failure = { status: 413, issue: totalTooLargeIssue(policy) };
          }
          if (failure === null) {
            chunks.push(chunk);
            await segments.add(chunk);
          }
        }
        if (failure === null) await segments.finish();
      } finally {
        await segments.abandon();
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
      // file-type (its signatures table) is loaded by the first upload, not by every instance at start.
      const { fileTypeFromBuffer } = await import('file-type');
      const content = Buffer.concat(chunks, size);
      const sniffed = await fileTypeFromBuffer(content);
      const typeIssue =
        checkSniffedType(policy, name, sniffed?.mime) ??
        (sniffed !== undefined && !(await contentIsReadable(sniffed.mime, content))
          ? unreadableContentIssue(name)
          : null);
      if (typeIssue !== null) {
        failure = { status: 400, issue: typeIssue };
        continue;
      }
      stored.push({
        remoteFileName,
        localFileName: name,
        size,
        mimeType: sniffed?.mime ?? '',
        inputName: part.fieldName,
      });
    }
  } catch (error) {
    // The request failed (client gone, parser limit, database error): its segments go, and if even that fails
    // the sweep of orphan segments removes them later; the first error is the one reported.
    await sink.discard(written).catch(() => undefined);
    throw error;
  }

  if (failure === null && stored.length === 0) {
    failure = { status: 400, issue: noFileIssue() };
  }
  if (failure !== null) {
    await sink.discard(written);
    return { ok: false, ...failure };
  }
  return { ok: true, files: stored, fields };
}
