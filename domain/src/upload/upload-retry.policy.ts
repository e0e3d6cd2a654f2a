/**
 * Pure decisions for the layer that drives the transport (no timer here):
 * - automatic retry: at most 3 automatic retries after the first failed attempt (4 attempts in all),
 *   only for retryable failures, after 1 s, 2 s then 4 s (exponential backoff, capped at 30 s);
 * - stall: an uploading item whose progress has not grown for 30 s is stalled;
 * - retryable HTTP statuses: 0 (network), 408, 429 and 5xx.
 * The caller schedules `retryUpload(state, id, now, { automatic: true })` after `nextUploadRetryDelay`.
 */
import type { UploadItem } from './upload-item.ts';

export const UPLOAD_MAX_AUTOMATIC_RETRIES = 3;
export const UPLOAD_RETRY_BASE_DELAY_MS = 1000;
export const UPLOAD_RETRY_MAX_DELAY_MS = 30_000;
export const UPLOAD_STALL_TIMEOUT_MS = 30_000;

/** Delay before the automatic retry that follows failed attempt number `attempt` (1-based). */
export function nextUploadRetryDelay(
  attempt: number,
  baseDelayMs: number = UPLOAD_RETRY_BASE_DELAY_MS,
): number {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`Invalid upload attempt: ${attempt}`);
  return Math.min(UPLOAD_RETRY_MAX_DELAY_MS, baseDelayMs * 2 ** (attempt - 1));
}

/** True when an error item should be retried automatically. */
export function shouldAutoRetryUpload(
  item: UploadItem,
  maxAutomaticRetries: number = UPLOAD_MAX_AUTOMATIC_RETRIES,
): boolean {
  return item.status === 'error' && item.failure?.retryable === true && item.attempt <= maxAutomaticRetries;
}

/** True when the item is uploading and its progress has not grown for `stallMs` or more. */
export function isUploadStalled(
  item: UploadItem,
  now: number,
  stallMs: number = UPLOAD_STALL_TIMEOUT_MS,
): boolean {
  if (item.status !== 'uploading') return false;
  const since = item.lastProgressAt ?? item.startedAt ?? item.enqueuedAt;
  return now - since >= stallMs;
}

/** Whether a failed upload response status is worth an automatic retry. */
export function isRetryableUploadStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || (status >= 500 && status <= 599);
}
