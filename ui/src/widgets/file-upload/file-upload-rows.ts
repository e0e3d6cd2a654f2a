import type { UploadFileLike, UploadItem, UploadItemStatus } from '@portail/domain';
import {
  canRetryUpload,
  formatListedFileSize,
  isUploadRefusedForGood,
  shouldAutoRetryUpload,
} from '@portail/domain';
import { UPLOAD_AUTOMATIC_RETRY_TEXT, uploadAnnouncements, uploadStatusText } from './file-upload-texts.ts';

/** One line of the list, ready to render. */
export interface FileUploadRow {
  readonly id: string;
  readonly name: string;
  /** Mo with up to 2 decimals. */
  readonly size: string;
  readonly status: UploadItemStatus;
  /** 0 to 100. */
  readonly progress: number;
  /** The progress bar shows while the file waits or uploads. */
  readonly showProgress: boolean;
  readonly statusText: string;
  /** The failure message of an error item. */
  readonly failureMessage: string | null;
  /** An automatic retry of this error item is pending. */
  readonly automaticRetryPending: boolean;
  readonly canCancel: boolean;
  readonly canRetry: boolean;
  readonly canRemove: boolean;
}

const PROGRESS_STEP = 25;
const SMALLEST_LISTED_SIZE = '< 0,01 Mo';

/** Mo with up to 2 decimals (spec §9); a non-empty file below 0,005 Mo does not show as '0 Mo'. */
export function listedSize(bytes: number): string {
  const size = formatListedFileSize(bytes);
  return bytes > 0 && size === '0 Mo' ? SMALLEST_LISTED_SIZE : size;
}

/** The row of a queue item: its size, progress, status text and actions. */
export function uploadRowOf<F extends UploadFileLike>(
  item: UploadItem<F>,
  maxRetries: number,
): FileUploadRow {
  const automaticRetryPending = shouldAutoRetryUpload(item, maxRetries);
  const isError = item.status === 'error';
  return {
    id: item.id,
    name: item.file.name,
    size: listedSize(item.file.size),
    status: item.status,
    progress: item.progress,
    showProgress: item.status === 'queued' || item.status === 'uploading',
    statusText: automaticRetryPending
      ? UPLOAD_AUTOMATIC_RETRY_TEXT
      : uploadStatusText(item.status, item.progress),
    failureMessage: isError ? (item.failure?.message ?? null) : null,
    automaticRetryPending,
    canCancel: item.status === 'queued' || item.status === 'uploading',
    canRetry: canRetryUpload(item),
    canRemove: item.status === 'success' || item.status === 'cancelled' || isUploadRefusedForGood(item),
  };
}

/** What the live region reads when an item changes: its new status, or every 25 % of its upload. */
export function uploadStepMessage<F extends UploadFileLike>(
  before: UploadItem<F> | undefined,
  after: UploadItem<F>,
): string | null {
  const name = after.file.name;
  if (before?.status !== after.status) {
    if (after.status === 'uploading') return uploadAnnouncements.started(name);
    if (after.status === 'success') return uploadAnnouncements.succeeded(name);
    if (after.status === 'cancelled') return uploadAnnouncements.cancelled(name);
    if (after.status === 'error') return uploadAnnouncements.failed(name, after.failure?.message ?? '');
    return null;
  }
  if (after.status !== 'uploading') return null;
  const step = Math.floor(after.progress / PROGRESS_STEP);
  const previousStep = Math.floor(before.progress / PROGRESS_STEP);
  return step > previousStep && after.progress < 100
    ? uploadAnnouncements.progress(name, step * PROGRESS_STEP)
    : null;
}
