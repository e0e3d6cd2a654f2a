import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { ResourcePort } from '../ports/resource.port.ts';
import { failureToast } from './failure-toast.ts';

/** The generic resource of « Mon compte » whose export is the account's data (adapters' route registry). */
export const ACCOUNT_RESOURCE = 'compte';

export type ExportAccountDataOutcome =
  | { readonly kind: 'downloaded' }
  /** 'Le chargement d'une source de données à échoué (export de vos données)' with the server's detail. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** « Télécharger mes données »: the export/blob path of the generic resource layer (spec §7), a JSON file. */
export class ExportAccountData {
  constructor(private readonly resources: Pick<ResourcePort, 'export'>) {}

  async execute(): Promise<ExportAccountDataOutcome> {
    const result = await this.resources.export(ACCOUNT_RESOURCE);
    return result.ok
      ? { kind: 'downloaded' }
      : {
          kind: 'failed',
          toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
            label: 'export de vos données',
          }),
        };
  }
}
