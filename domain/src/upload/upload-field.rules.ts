/**
 * Form-level rules of an upload field (spec §5 "File upload", §9 upload area).
 * - required: at least one item in success; otherwise 'Merci de joindre le document demandé.'
 * - an upload in progress (an item queued or uploading) is an error: 'Téléversement en cours...'
 * - error items neither satisfy "required" nor block the form on their own: the spec offers no way to
 *   remove them, so blocking on them could trap the member.
 */
import type { UploadedFile } from '../entities/uploaded-file.entity.ts';
import { formatExtensionList } from '../formatting/extension-list.format.ts';
import { formatUploadLimitSize } from '../formatting/file-size.format.ts';
import type { ValidationIssue, ValidationResult } from '../result.ts';
import { issue, valid } from '../result.ts';
import type { UploadConstraints } from './upload-constraints.ts';
import type { UploadFileLike } from './upload-file.ts';
import type { UploadQueueState } from './upload-queue.ts';
import { UPLOAD_IN_PROGRESS_HINT, UPLOAD_ISSUE_CODES, UPLOAD_REQUIRED_HINT } from './upload.messages.ts';

/** Records of the files the server stored, in list order. */
export function uploadedFilesOf<F extends UploadFileLike>(
  state: UploadQueueState<F>,
): readonly UploadedFile[] {
  return state.items.flatMap((item) => (item.status === 'success' && item.uploaded ? [item.uploaded] : []));
}

export function isUploadInProgress<F extends UploadFileLike>(state: UploadQueueState<F>): boolean {
  return state.items.some((item) => item.status === 'queued' || item.status === 'uploading');
}

/** Issues that keep the form from being submitted. */
export function validateUploadField<F extends UploadFileLike>(state: UploadQueueState<F>): ValidationResult {
  const issues: ValidationIssue[] = [];
  if (isUploadInProgress(state)) issues.push(issue(UPLOAD_ISSUE_CODES.inProgress, UPLOAD_IN_PROGRESS_HINT));
  if (state.constraints.required === true && uploadedFilesOf(state).length === 0) {
    issues.push(issue(UPLOAD_ISSUE_CODES.required, UPLOAD_REQUIRED_HINT));
  }
  return issues.length === 0 ? valid : Object.freeze(issues);
}

/** The hint under the field: upload in progress first, then the required-document hint. */
export function uploadFieldHint<F extends UploadFileLike>(state: UploadQueueState<F>): string | undefined {
  if (isUploadInProgress(state)) return UPLOAD_IN_PROGRESS_HINT;
  if (state.constraints.required === true && uploadedFilesOf(state).length === 0) return UPLOAD_REQUIRED_HINT;
  return undefined;
}

/** Facts shown by the upload area (spec §9); the UI writes the sentence around them. */
export interface UploadAreaDescription {
  /** Max size of one file in Mo with one decimal ('5 Mo'), when limited. */
  readonly maxFileSize?: string;
  /** Max total size in Mo with one decimal, only when the queue limit is above 1. */
  readonly maxQueueSize?: string;
  /** Authorised extensions with 'ou' before the last one, when restricted. */
  readonly extensions?: string;
  /** Multiple selection allowed (queue limit above 1, or no limit). */
  readonly multiple: boolean;
}

export function describeUploadArea(constraints: UploadConstraints): UploadAreaDescription {
  const { maxFileSize, maxQueueSize, queueLimit } = constraints;
  const multiple = queueLimit === undefined || queueLimit > 1;
  const extensions = formatExtensionList(constraints.allowedExtensions ?? []);
  return Object.freeze({
    multiple,
    ...(maxFileSize === undefined ? {} : { maxFileSize: formatUploadLimitSize(maxFileSize) }),
    ...(maxQueueSize === undefined || !multiple ? {} : { maxQueueSize: formatUploadLimitSize(maxQueueSize) }),
    ...(extensions === '' ? {} : { extensions }),
  });
}
