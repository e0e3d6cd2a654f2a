/**
 * One entry of the upload list and the commands the queue emits for the transport (spec §4).
 *
 * Status cycle: queued → uploading → success | error | cancelled; error and cancelled go back to
 * queued on retry. Times are numbers (ms) given by the caller's clock; the domain never reads a clock.
 */
import type { UploadedFile } from '../entities/uploaded-file.entity.ts';
import type { ValidationResult } from '../result.ts';
import type { UploadFileLike } from './upload-file.ts';

export const UPLOAD_ITEM_STATUSES = ['queued', 'uploading', 'success', 'error', 'cancelled'] as const;
export type UploadItemStatus = (typeof UPLOAD_ITEM_STATUSES)[number];

export interface UploadFailure {
  /** French text shown on the item (see `uploadFailureText` for server bodies). */
  readonly message: string;
  /** Whether an automatic retry makes sense (network, timeout, 5xx, stall); a manual retry is always allowed. */
  readonly retryable: boolean;
}

export interface UploadItem<F extends UploadFileLike = UploadFileLike> {
  /** Stable id within its queue ('upload-1', 'upload-2', …). */
  readonly id: string;
  readonly file: F;
  readonly status: UploadItemStatus;
  /** 0 to 100; 100 on success, reset to 0 when an attempt starts. */
  readonly progress: number;
  /** Attempts started since the member added or manually retried the file (0 while first queued). */
  readonly attempt: number;
  readonly enqueuedAt: number;
  /** Start of the current (or last) attempt. */
  readonly startedAt?: number;
  /** Last time the progress increased during the current attempt (starts at `startedAt`). */
  readonly lastProgressAt?: number;
  readonly finishedAt?: number;
  /** Set on success. */
  readonly uploaded?: UploadedFile;
  /** Set on error. */
  readonly failure?: UploadFailure;
}

/** Ask the transport to send an item (the `attempt`-th try) or to abort the one it is sending. */
export type UploadCommand =
  | { readonly kind: 'start'; readonly itemId: string; readonly attempt: number }
  | { readonly kind: 'abort'; readonly itemId: string };

/** A file refused when added, with the reasons. */
export interface UploadRejection {
  readonly fileName: string;
  readonly issues: ValidationResult;
}
