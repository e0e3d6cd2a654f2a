import type { UploadConstraints, UploadFileLike, UploadQueueState } from '@portail/domain';
import type { UploadRequest } from '../ports/upload-transport.port.ts';

export interface UploadQueueRunnerOptions {
  /** Form input the files belong to (UploadedFile.inputName). */
  readonly inputName: string;
  readonly constraints?: UploadConstraints;
  /** Multipart field of the file; the transport's default ('file') when absent. */
  readonly alias?: string;
  readonly extraParams?: Readonly<Record<string, string>>;
  readonly indexGed?: string;
  /** No progress for this long fails the upload (default 30 s). */
  readonly stallTimeoutMs?: number;
  /** Automatic retries of a retryable failure (default 3), after 1 s, 2 s, 4 s… */
  readonly maxAutomaticRetries?: number;
  readonly retryBaseDelayMs?: number;
}

export type UploadQueueListener<F extends UploadFileLike> = (state: UploadQueueState<F>) => void;

/** What the transport is asked to send for one file of the queue. */
export function uploadRequestOf<F extends UploadFileLike>(
  file: F,
  options: UploadQueueRunnerOptions,
): UploadRequest<F> {
  const { alias, extraParams, indexGed, inputName } = options;
  return {
    file,
    inputName,
    ...(alias === undefined ? {} : { alias }),
    ...(extraParams === undefined ? {} : { extraParams }),
    ...(indexGed === undefined ? {} : { indexGed }),
  };
}
