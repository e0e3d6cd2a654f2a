import type { CatalogueEntry, CatalogueMessage, TemplateArgs } from '@portail/domain';
import { dangerToast } from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';

/** The danger toast of a failed call: the catalogue text, with the server's own message as detail (spec §8). */
export function failureToast<T extends string>(
  entry: CatalogueEntry<T>,
  error: PortError,
  ...args: TemplateArgs<T>
): CatalogueMessage {
  return dangerToast(entry, error.server?.message, ...args);
}
