/**
 * Transitions of the upload queue after enqueue (see upload-queue.ts for the design and invariants).
 * Transport events: `reportUploadProgress`, `completeUpload`, `failUpload` (ignored unless the item is
 * uploading). Member actions: `cancelUpload`, `retryUpload`, `removeUpload`. Clock-driven:
 * `failStalledUploads`.
 */
import type { UploadFileLike } from './upload-file.ts';
import type { UploadFailure, UploadItem } from './upload-item.ts';
import type { UploadQueueState, UploadStep } from './upload-queue.ts';
import { findUploadItem, replaceUploadItem, thenStartNext } from './upload-queue.ts';
import { UPLOAD_STALL_TIMEOUT_MS, isUploadStalled } from './upload-retry.policy.ts';
import { UPLOAD_STALLED_MESSAGE } from './upload.messages.ts';

function unchanged<F extends UploadFileLike>(state: UploadQueueState<F>): UploadStep<F> {
  return { state, commands: [], changed: false };
}

function uploadingItem<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  id: string,
): UploadItem<F> | undefined {
  const item = findUploadItem(state, id);
  return item?.status === 'uploading' ? item : undefined;
}

/** Progress of the item being sent, in percent (clamped to 0..100). `lastProgressAt` moves only when it grows. */
export function reportUploadProgress<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  id: string,
  percent: number,
  now: number,
): UploadStep<F> {
  if (Number.isNaN(percent)) throw new RangeError('Upload progress must be a number');
  const item = uploadingItem(state, id);
  const value = Math.min(100, Math.max(0, percent));
  if (item === undefined || value <= item.progress) return unchanged(state);
  return {
    state: replaceUploadItem(state, { ...item, progress: value, lastProgressAt: now }),
    commands: [],
    changed: true,
  };
}

/** The server stored the file under `remoteFileName` (response fileNames[0].remoteFileName, spec §7). */
export function completeUpload<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  id: string,
  remoteFileName: string,
  now: number,
): UploadStep<F> {
  const item = uploadingItem(state, id);
  if (item === undefined) return unchanged(state);
  const uploaded = Object.freeze({
    remoteFileName,
    localFileName: item.file.name,
    size: item.file.size,
    inputName: state.inputName,
  });
  const done: UploadItem<F> = { ...item, status: 'success', progress: 100, finishedAt: now, uploaded };
  return thenStartNext(replaceUploadItem(state, done), [], now);
}

/** The attempt failed; the item stays in the list with its failure, and the next queued item starts. */
export function failUpload<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  id: string,
  failure: UploadFailure,
  now: number,
): UploadStep<F> {
  const item = uploadingItem(state, id);
  if (item === undefined) return unchanged(state);
  const failed: UploadItem<F> = {
    ...item,
    status: 'error',
    finishedAt: now,
    failure: Object.freeze({ ...failure }),
  };
  return thenStartNext(replaceUploadItem(state, failed), [], now);
}

/** The member cancels a queued or uploading item (an upload in flight is aborted). */
export function cancelUpload<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  id: string,
  now: number,
): UploadStep<F> {
  const item = findUploadItem(state, id);
  if (item === undefined || (item.status !== 'queued' && item.status !== 'uploading'))
    return unchanged(state);
  const cancelled: UploadItem<F> = { ...item, status: 'cancelled', finishedAt: now };
  const commands = item.status === 'uploading' ? [{ kind: 'abort', itemId: id } as const] : [];
  return thenStartNext(replaceUploadItem(state, cancelled), commands, now);
}

export interface RetryOptions {
  /**
   * true for an automatic retry decided by the retry policy: the attempt counter keeps counting.
   * false (default) for the member's re-upload button: the counter restarts.
   */
  readonly automatic?: boolean;
}

/**
 * Refused for good (issue 22 #11): the server answered no for a reason a new attempt of the same file does not
 * change (wrong type, unreadable, too large: `retryable` false). The item can be removed, not retried.
 */
export function isUploadRefusedForGood(item: UploadItem): boolean {
  return item.status === 'error' && item.failure?.retryable === false;
}

/** « Téléverser à nouveau » is offered only where a new attempt can succeed: cancelled, or failed for a passing cause. */
export function canRetryUpload(item: UploadItem): boolean {
  return item.status === 'cancelled' || (item.status === 'error' && !isUploadRefusedForGood(item));
}

/** Every item but one failed for a passing cause (spec §4: that one is retried) can be removed. */
export function canRemoveUpload(item: UploadItem): boolean {
  return item.status !== 'error' || isUploadRefusedForGood(item);
}

/** An error (or cancelled) item goes back to the queue, keeping its place in the list; not one refused for good. */
export function retryUpload<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  id: string,
  now: number,
  options: RetryOptions = {},
): UploadStep<F> {
  const item = findUploadItem(state, id);
  if (item === undefined || !canRetryUpload(item)) return unchanged(state);
  const { failure: _failure, finishedAt: _finishedAt, ...rest } = item;
  const queued: UploadItem<F> = {
    ...rest,
    status: 'queued',
    progress: 0,
    attempt: options.automatic === true ? item.attempt : 0,
  };
  return thenStartNext(replaceUploadItem(state, queued), [], now);
}

/**
 * The member removes an item (an upload in flight is aborted). An item failed for a passing cause is retried, not
 * removed; one refused for good is removed.
 */
export function removeUpload<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  id: string,
  now: number,
): UploadStep<F> {
  const item = findUploadItem(state, id);
  if (item === undefined || !canRemoveUpload(item)) return unchanged(state);
  const items = Object.freeze(state.items.filter((current) => current.id !== id));
  const commands = item.status === 'uploading' ? [{ kind: 'abort', itemId: id } as const] : [];
  return thenStartNext(Object.freeze({ ...state, items }), commands, now);
}

/**
 * Fails (retryable) and aborts the uploading item when it made no progress for `stallMs`
 * (default 30 s). Call it from a timer with the current time.
 */
export function failStalledUploads<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  now: number,
  stallMs: number = UPLOAD_STALL_TIMEOUT_MS,
): UploadStep<F> {
  const stalled = state.items.find((item) => isUploadStalled(item, now, stallMs));
  if (stalled === undefined) return unchanged(state);
  const failed = failUpload(state, stalled.id, { message: UPLOAD_STALLED_MESSAGE, retryable: true }, now);
  return { ...failed, commands: [{ kind: 'abort', itemId: stalled.id }, ...failed.commands] };
}
