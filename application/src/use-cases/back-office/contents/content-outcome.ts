import type { CatalogueMessage } from '@portail/domain';
import { catalogueMessage, contentsErrorCatalogue } from '@portail/domain';
import type { PortError } from '../../../ports/port-error.ts';

/**
 * The outcome of a « Contenus » write: done, or `stale` (409: someone else changed the item since it was opened —
 * the caller keeps what was typed and offers to reload), or `failed` with the message to show.
 */
export type ContentWriteOutcome<T> =
  | { readonly kind: 'done'; readonly value: T }
  | { readonly kind: 'stale'; readonly message: CatalogueMessage }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage; readonly error?: PortError };

/** A refused input, before any call (the catalogue's message). */
export function refused<T>(entry: Parameters<typeof catalogueMessage>[0]): ContentWriteOutcome<T> {
  return { kind: 'failed', message: catalogueMessage(entry) };
}

/** A port failure as an outcome: 409 with the version code is `stale`; else the server's or catalogue message. */
export function failureOutcome<T>(error: PortError): ContentWriteOutcome<T> {
  if (error.status === 409 && error.server?.code === contentsErrorCatalogue.versionConflict.code)
    return { kind: 'stale', message: catalogueMessage(contentsErrorCatalogue.versionConflict) };
  return {
    kind: 'failed',
    message: { code: error.server?.code ?? error.code, message: error.message, severity: 'danger' },
    error,
  };
}
