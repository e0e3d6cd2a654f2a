/**
 * Upload failure message (spec §8): the server body's `message`, else `Message`, else the first of
 * `Messages`, else 'Une erreur est survenue'. Only non-blank strings count; anything else is ignored
 * (the body is untrusted, so this function is total on `unknown`).
 */
import type { CatalogueMessage } from './catalogue-entry.ts';
import { dangerToastCatalogue } from './danger-toasts.catalogue.ts';

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The server-supplied upload failure text, or undefined when the body carries none. */
export function uploadFailureServerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fromMessage = 'message' in body ? nonBlank(body.message) : undefined;
  if (fromMessage !== undefined) return fromMessage;
  const fromCapital = 'Message' in body ? nonBlank(body.Message) : undefined;
  if (fromCapital !== undefined) return fromCapital;
  if ('Messages' in body && Array.isArray(body.Messages)) {
    const first: unknown = body.Messages[0];
    return nonBlank(first);
  }
  return undefined;
}

/** The text shown for an upload failure. */
export function uploadFailureText(body: unknown): string {
  return uploadFailureServerMessage(body) ?? dangerToastCatalogue.uploadFailed.template;
}

/** The upload failure toast (code TOAST.UPLOAD_FAILED) with the extracted text as message. */
export function uploadFailureToast(body: unknown): CatalogueMessage {
  return Object.freeze({
    code: dangerToastCatalogue.uploadFailed.code,
    message: uploadFailureText(body),
    severity: dangerToastCatalogue.uploadFailed.severity,
  });
}
