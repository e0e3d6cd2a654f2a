/**
 * Limits of one upload field (spec §5, §9) and the check of a candidate file against them.
 * Every limit is optional: an absent limit, or an empty extension / MIME list, means no restriction.
 * Extensions compare case-insensitively without the leading dot; MIME types compare case-insensitively
 * and accept a `type/*` wildcard. When a MIME list is set, a file whose browser type is '' is refused.
 * A file refused for its extension is not also reported for its MIME type (same message).
 * The queue limit and total size count every item present in the list, whatever its status
 * (as an item stays listed until the member removes it).
 */
import type { ValidationIssue, ValidationResult } from '../result.ts';
import { issue, valid } from '../result.ts';
import type { UploadFileLike } from './upload-file.ts';
import { uploadFileExtension } from './upload-file.ts';
import {
  UPLOAD_ISSUE_CODES,
  uploadAcceptedFormatsMessage,
  uploadFileTooLargeMessage,
  uploadQueueLimitMessage,
  uploadQueueTooLargeMessage,
} from './upload.messages.ts';

export interface UploadConstraints {
  /** A file must be uploaded before the form can be submitted. */
  readonly required?: boolean;
  /** Maximum number of files in the list. Multiple selection is offered when above 1. */
  readonly queueLimit?: number;
  /** Maximum size of one file, in bytes. */
  readonly maxFileSize?: number;
  /** Maximum total size of the files in the list, in bytes. */
  readonly maxQueueSize?: number;
  /** Authorised extensions ('pdf' or '.pdf'). */
  readonly allowedExtensions?: readonly string[];
  /** Authorised MIME types ('application/pdf', 'image/*'). */
  readonly allowedMimeTypes?: readonly string[];
}

/** What the list already holds, for the queue-wide limits. */
export interface UploadQueueUsage {
  readonly count: number;
  readonly totalSize: number;
}

function normaliseExtension(extension: string): string {
  return extension.trim().replace(/^\.+/, '').toLowerCase();
}

function mimeTypeAllowed(type: string, allowed: readonly string[]): boolean {
  const actual = type.trim().toLowerCase();
  if (actual === '') return false;
  return allowed.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    return pattern.endsWith('/*') ? actual.startsWith(pattern.slice(0, -1)) : actual === pattern;
  });
}

/** Issues of a candidate file; empty when it may join the list. */
export function checkUploadCandidate(
  file: UploadFileLike,
  constraints: UploadConstraints,
  usage: UploadQueueUsage,
): ValidationResult {
  const issues: ValidationIssue[] = [];
  const extensions = (constraints.allowedExtensions ?? []).map(normaliseExtension).filter((e) => e !== '');
  const formats = uploadAcceptedFormatsMessage(constraints.allowedExtensions ?? []);
  const mimeTypes = constraints.allowedMimeTypes ?? [];
  if (extensions.length > 0 && !extensions.includes(uploadFileExtension(file.name))) {
    issues.push(issue(UPLOAD_ISSUE_CODES.extensionNotAllowed, formats));
  } else if (mimeTypes.length > 0 && !mimeTypeAllowed(file.type, mimeTypes)) {
    issues.push(issue(UPLOAD_ISSUE_CODES.mimeTypeNotAllowed, formats));
  }
  const { maxFileSize, maxQueueSize, queueLimit } = constraints;
  if (maxFileSize !== undefined && file.size > maxFileSize) {
    issues.push(issue(UPLOAD_ISSUE_CODES.fileTooLarge, uploadFileTooLargeMessage(maxFileSize)));
  }
  if (queueLimit !== undefined && usage.count >= queueLimit) {
    issues.push(issue(UPLOAD_ISSUE_CODES.queueLimitReached, uploadQueueLimitMessage(queueLimit)));
  }
  if (maxQueueSize !== undefined && usage.totalSize + file.size > maxQueueSize) {
    issues.push(issue(UPLOAD_ISSUE_CODES.queueTooLarge, uploadQueueTooLargeMessage(maxQueueSize)));
  }
  return issues.length === 0 ? valid : Object.freeze(issues);
}
