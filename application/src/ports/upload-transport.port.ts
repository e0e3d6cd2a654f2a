import type { DomainError, UploadedFile } from '@portail/domain';
import type { Result } from '../result.ts';

/** The part of a browser File the application needs; the transport's own file type extends it. */
export interface UploadableFile {
  readonly name: string;
  readonly size: number;
}

export interface UploadRequest<F extends UploadableFile = UploadableFile> {
  readonly file: F;
  /** Name of the multipart field holding the file; the transport's default alias when absent. */
  readonly alias?: string;
  /** Extra string fields sent with the file. */
  readonly extraParams?: Readonly<Record<string, string>>;
  /** Document-management index, sent as the indexGed field when present. */
  readonly indexGed?: string;
  /** Form input the file belongs to (UploadedFile.inputName); the alias when absent. */
  readonly inputName?: string;
}

/** An upload failure: the server's message (message | Message | Messages[0]) or the default text. */
export interface UploadError extends DomainError {
  /** True when the upload was cancelled by abort(). */
  readonly aborted: boolean;
}

/** A running upload. */
export interface UploadHandle {
  readonly result: Promise<Result<UploadedFile, UploadError>>;
  abort(): void;
}

/** Multipart upload with real progress (spec §7 File upload). */
export interface UploadTransportPort<F extends UploadableFile = UploadableFile> {
  /** Starts the upload; onProgress receives whole percentages from 0 to 100. */
  upload(request: UploadRequest<F>, onProgress: (percent: number) => void): UploadHandle;
}
