/**
 * French texts and codes of the upload field (spec §5 "File upload", §9).
 *
 * Verbatim from the spec: the two size limits, 'Merci de joindre le document demandé.' and
 * 'Téléversement en cours...'. Project wording (the spec names them without a text):
 * - accepted formats: 'Seul le format pdf est accepté.' / 'Seuls les formats pdf, jpg ou png sont acceptés.',
 *   and 'Ce type de fichier n'est pas accepté.' when only MIME types are configured;
 * - queue limit: 'Vous ne pouvez joindre qu'une seule pièce jointe.' / 'Vous ne pouvez joindre que N pièces jointes.';
 * - stall: 'Le téléversement a été interrompu faute de progression. Veuillez réessayer.'
 * - a sending the server cannot parse: 'Le fichier envoyé est illisible.'
 * N in the size messages is the limit in Mo (base 1024) with at most one decimal ('2,5'), like the upload area.
 */
import { formatExtensionList } from '../formatting/extension-list.format.ts';
import { formatMegabytes } from '../formatting/file-size.format.ts';

export const UPLOAD_ISSUE_CODES = Object.freeze({
  required: 'UPLOAD.REQUIRED',
  inProgress: 'UPLOAD.IN_PROGRESS',
  fileTooLarge: 'UPLOAD.FILE_TOO_LARGE',
  queueTooLarge: 'UPLOAD.QUEUE_TOO_LARGE',
  queueLimitReached: 'UPLOAD.QUEUE_LIMIT_REACHED',
  extensionNotAllowed: 'UPLOAD.EXTENSION_NOT_ALLOWED',
  mimeTypeNotAllowed: 'UPLOAD.MIME_TYPE_NOT_ALLOWED',
  unreadable: 'UPLOAD.UNREADABLE',
});

export const UPLOAD_REQUIRED_HINT = 'Merci de joindre le document demandé.';
export const UPLOAD_IN_PROGRESS_HINT = 'Téléversement en cours...';
/** The server could not read the multipart sending itself (no or wrong boundary, cut off, garbage). */
export const UPLOAD_UNREADABLE_MESSAGE = 'Le fichier envoyé est illisible.';
export const UPLOAD_STALLED_MESSAGE =
  'Le téléversement a été interrompu faute de progression. Veuillez réessayer.';

export function uploadFileTooLargeMessage(maxFileSizeBytes: number): string {
  return `Le poids d'une pièce jointe est limité à ${formatMegabytes(maxFileSizeBytes, 1)} Mo.`;
}

export function uploadQueueTooLargeMessage(maxQueueSizeBytes: number): string {
  return `Le poids de l'ensemble des pièces jointes est limité à ${formatMegabytes(maxQueueSizeBytes, 1)} Mo.`;
}

export function uploadAcceptedFormatsMessage(extensions: readonly string[]): string {
  const list = formatExtensionList(extensions);
  if (list === '') return "Ce type de fichier n'est pas accepté.";
  return list.includes(' ou ')
    ? `Seuls les formats ${list} sont acceptés.`
    : `Seul le format ${list} est accepté.`;
}

export function uploadQueueLimitMessage(queueLimit: number): string {
  return queueLimit <= 1
    ? "Vous ne pouvez joindre qu'une seule pièce jointe."
    : `Vous ne pouvez joindre que ${queueLimit} pièces jointes.`;
}
