import {
  issue,
  UPLOAD_ISSUE_CODES,
  UPLOAD_REQUIRED_HINT,
  uploadAcceptedFormatsMessage,
  uploadFileTooLargeMessage,
  uploadQueueLimitMessage,
  uploadQueueTooLargeMessage,
  type ValidationIssue,
} from '@portail/domain';
import type { UploadPolicy } from './upload-policy.ts';

/** Server-only case (the browser cannot see it): the file has no byte at all. */
export const UPLOAD_EMPTY_FILE_CODE = 'UPLOAD.EMPTY_FILE';

/** Server-only case: the name sent with the file carries a path, a drive, a control or a bidi character. */
export const UPLOAD_FILE_NAME_CODE = 'UPLOAD.FILE_NAME';
const FILE_NAME_MESSAGE =
  "Le nom du fichier n'est pas valide : renommez le fichier sans chemin ni caractère spécial.";
/** Path separators, a drive prefix (`C:`), control characters and the bidi controls that can disguise an extension. */
const NOT_PLAIN = /[/\\\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|^[A-Za-z]:/u;

function isPlainName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed !== '.' && trimmed !== '..' && !NOT_PLAIN.test(name);
}

/** `name` percent-decoded; a name that is not valid percent-encoding (`100% remboursé.pdf`) stays as it is. */
function percentDecoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch (error) {
    if (error instanceof URIError) return name;
    throw error;
  }
}

/**
 * Refuses a file name that is not a plain name (issue 7: path-traversal names are refused with a French message):
 * a path (`/`, `\`, hence any `..` segment), a drive (`C:`), `.`/`..`/blank, a control or bidi character — checked on
 * the name as sent and percent-decoded (`..%2F..%2Fx.pdf`). Browsers send the bare name of the chosen file.
 */
export function checkFileName(raw: string): ValidationIssue | null {
  return isPlainName(raw) && isPlainName(percentDecoded(raw))
    ? null
    : issue(UPLOAD_FILE_NAME_CODE, FILE_NAME_MESSAGE);
}

/** Control characters (Cc) and invisible format characters such as bidi overrides (Cf). */
const CONTROL_CHARS = /[\p{Cc}\p{Cf}]/gu;
const MAX_DISPLAY_NAME = 120;

/**
 * The name shown back to the member (after `checkFileName`; kept defensive): the last path segment only, without
 * control or bidi characters, at most 120 characters. It is never used to build a file-system path.
 */
export function displayFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).at(-1) ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(CONTROL_CHARS, '').trim();
  const safe = cleaned === '' || cleaned === '.' || cleaned === '..' ? 'fichier' : cleaned;
  return safe.length > MAX_DISPLAY_NAME ? safe.slice(0, MAX_DISPLAY_NAME) : safe;
}

/** Lower-case extension without the dot, '' when none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

// The messages below are the domain's (the upload area shows the same texts before sending).

export function noFileIssue(): ValidationIssue {
  return issue(UPLOAD_ISSUE_CODES.required, UPLOAD_REQUIRED_HINT);
}

export function tooManyFilesIssue(policy: UploadPolicy): ValidationIssue {
  return issue(UPLOAD_ISSUE_CODES.queueLimitReached, uploadQueueLimitMessage(policy.maxFiles));
}

export function fileTooLargeIssue(policy: UploadPolicy): ValidationIssue {
  return issue(UPLOAD_ISSUE_CODES.fileTooLarge, uploadFileTooLargeMessage(policy.maxFileSize));
}

export function totalTooLargeIssue(policy: UploadPolicy): ValidationIssue {
  return issue(UPLOAD_ISSUE_CODES.queueTooLarge, uploadQueueTooLargeMessage(policy.maxTotalSize));
}

export function emptyFileIssue(name: string): ValidationIssue {
  return issue(UPLOAD_EMPTY_FILE_CODE, `Le fichier « ${name} » est vide.`);
}

/** Refuses a name whose extension is not on the allow-list. */
export function checkExtension(policy: UploadPolicy, name: string): ValidationIssue | null {
  if (policy.allowedTypes.has(extensionOf(name))) return null;
  return issue(
    UPLOAD_ISSUE_CODES.extensionNotAllowed,
    uploadAcceptedFormatsMessage([...policy.allowedTypes.keys()]),
  );
}

/**
 * Content with the right first bytes that cannot be read as such (a PDF without page, a truncated image): the
 * same code and message as a wrong type, the member's fix being the same (send the real document).
 */
export function unreadableContentIssue(name: string): ValidationIssue {
  return issue(
    UPLOAD_ISSUE_CODES.mimeTypeNotAllowed,
    `Le contenu du fichier « ${name} » ne correspond pas à un fichier ${extensionOf(name).toUpperCase()} valide.`,
  );
}

/** Refuses content whose sniffed MIME type does not belong to its extension (e.g. an executable named .pdf). */
export function checkSniffedType(
  policy: UploadPolicy,
  name: string,
  sniffedMime: string | undefined,
): ValidationIssue | null {
  const allowed = policy.allowedTypes.get(extensionOf(name)) ?? [];
  if (sniffedMime !== undefined && allowed.includes(sniffedMime)) return null;
  return issue(
    UPLOAD_ISSUE_CODES.mimeTypeNotAllowed,
    `Le contenu du fichier « ${name} » ne correspond pas à un fichier ${extensionOf(name).toUpperCase()} valide.`,
  );
}
