import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
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

/** A file accepted in memory with a generated name, recorded (content included) by the route. */
export interface StoredUpload {
  readonly remoteFileName: string;
  readonly localFileName: string;
  readonly size: number;
  readonly mimeType: string;
  readonly inputName: string;
  readonly content: Buffer;
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
 * Reads each file into memory (bounded by the policy: the parser stops a file at the per-file limit, the
 * total is checked as it arrives), then checks emptiness, per-file and total size and the sniffed MIME type
 * against the extension, and names it `<uuid>.<ext>`. Nothing touches the disk: the route stores the accepted
 * files in the database (every instance serves them). A name carrying a path is refused; names sent by the
 * client are only ever displayed. On any refusal, nothing of the request is kept.
 */
export async function storeUploads(
  parts: AsyncIterable<UploadPart>,
  policy: UploadPolicy,
): Promise<UploadOutcome> {
  const stored: StoredUpload[] = [];
  const fields = new Map<string, string>();
  let failure: Failure | null = null;
  let total = 0;

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
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.stream) {
      size += chunk.length;
      total += chunk.length;
      if (failure === null && total > policy.maxTotalSize) {
        failure = { status: 413, issue: totalTooLargeIssue(policy) };
      }
      if (failure === null) chunks.push(chunk);
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
    const content = Buffer.concat(chunks, size);
    const sniffed = await fileTypeFromBuffer(content);
    const typeIssue = checkSniffedType(policy, name, sniffed?.mime);
    if (typeIssue !== null) {
      failure = { status: 400, issue: typeIssue };
      continue;
    }
    stored.push({
      remoteFileName: `${randomUUID()}.${extensionOf(name)}`,
      localFileName: name,
      size,
      mimeType: sniffed?.mime ?? '',
      inputName: part.fieldName,
      content,
    });
  }

  if (failure === null && stored.length === 0) {
    failure = { status: 400, issue: noFileIssue() };
  }
  if (failure !== null) return { ok: false, ...failure };
  return { ok: true, files: stored, fields };
}
