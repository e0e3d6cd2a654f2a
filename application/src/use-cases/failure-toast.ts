import type { CatalogueEntry, CatalogueMessage, TemplateArgs } from '@portail/domain';
import { dangerToast } from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';

/**
 * The danger toast of a failed call: the catalogue text, with the server's own message as detail (spec §8).
 * When the server said nothing (network failure, bare status) the detail is the default HTTP message of the
 * catalogue for that status — e.g. 'Impossible de se connecter au serveur' when the backend is unreachable.
 */
export function failureToast<T extends string>(
  entry: CatalogueEntry<T>,
  error: PortError,
  ...args: TemplateArgs<T>
): CatalogueMessage {
  return dangerToast(entry, error.server?.message ?? error.message, ...args);
}
