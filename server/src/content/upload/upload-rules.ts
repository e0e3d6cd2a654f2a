import { issue, type ValidationIssue } from '@portail/domain';
import type { UploadPolicy } from './upload-policy.ts';

const MB = 1024 * 1024;
/** Control characters (Cc) and invisible format characters such as bidi overrides (Cf). */
const CONTROL_CHARS = /[\p{Cc}\p{Cf}]/gu;
const MAX_DISPLAY_NAME = 120;

/** Size in Mo with at most one decimal, French style ("10", "2,5"). */
export function formatMegabytes(bytes: number): string {
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / MB);
}

/** "pdf, jpg ou png". */
export function frenchList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ou ${items.at(-1) ?? ''}`;
}

/**
 * The name shown back to the member: the last path segment only, without control or bidi characters,
 * at most 120 characters. It is never used to build a file-system path.
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

export function acceptedFormats(policy: UploadPolicy): string {
  return frenchList([...policy.allowedTypes.keys()]);
}

export function noFileIssue(): ValidationIssue {
  return issue('UPLOAD_NO_FILE', 'Merci de joindre le document demandé.');
}

export function tooManyFilesIssue(policy: UploadPolicy): ValidationIssue {
  const count = policy.maxFiles;
  return issue(
    'UPLOAD_TOO_MANY_FILES',
    `Vous ne pouvez pas joindre plus de ${count} fichier${count > 1 ? 's' : ''} à la fois.`,
  );
}

export function fileTooLargeIssue(policy: UploadPolicy): ValidationIssue {
  return issue(
    'UPLOAD_FILE_TOO_LARGE',
    `Le poids d'une pièce jointe est limité à ${formatMegabytes(policy.maxFileSize)} Mo.`,
  );
}

export function totalTooLargeIssue(policy: UploadPolicy): ValidationIssue {
  return issue(
    'UPLOAD_TOTAL_TOO_LARGE',
    `Le poids de l'ensemble des pièces jointes est limité à ${formatMegabytes(policy.maxTotalSize)} Mo.`,
  );
}

export function emptyFileIssue(name: string): ValidationIssue {
  return issue('UPLOAD_EMPTY_FILE', `Le fichier « ${name} » est vide.`);
}

/** Refuses a name whose extension is not on the allow-list. */
export function checkExtension(policy: UploadPolicy, name: string): ValidationIssue | null {
  if (policy.allowedTypes.has(extensionOf(name))) return null;
  return issue(
    'UPLOAD_EXTENSION_NOT_ALLOWED',
    `Le format du fichier « ${name} » n'est pas accepté. Formats acceptés : ${acceptedFormats(policy)}.`,
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
    'UPLOAD_CONTENT_MISMATCH',
    `Le contenu du fichier « ${name} » ne correspond pas à un fichier ${extensionOf(name).toUpperCase()} valide.`,
  );
}
