/**
 * The file handed to the upload queue. Structural on purpose: a browser `File` (name, size, type)
 * satisfies it without the domain knowing the DOM. The queue keeps the object itself so the transport
 * can send it when the queue emits a `start` command.
 */
import { invalidFileError } from '../errors/developer-errors.ts';

export interface UploadFileLike {
  /** Local file name, e.g. 'releve.pdf'. */
  readonly name: string;
  /** Size in bytes. */
  readonly size: number;
  /** MIME type as reported by the browser ('' when unknown). */
  readonly type: string;
}

/** Throws 'The file specified is no longer valid' (DEV.INVALID_FILE) unless `value` is a usable file. */
export function assertUploadFile(value: unknown): asserts value is UploadFileLike {
  if (typeof value !== 'object' || value === null) throw invalidFileError();
  if (!('name' in value) || typeof value.name !== 'string' || value.name === '') throw invalidFileError();
  if (!('type' in value) || typeof value.type !== 'string') throw invalidFileError();
  if (!('size' in value) || typeof value.size !== 'number') throw invalidFileError();
  if (!Number.isFinite(value.size) || value.size < 0) throw invalidFileError();
}

/** Lower-case extension after the last dot ('Scan.PDF' → 'pdf'); '' when the name has none. */
export function uploadFileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}
