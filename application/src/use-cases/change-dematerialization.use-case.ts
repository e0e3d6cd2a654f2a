import type { CatalogueMessage } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import type { AccountPort } from '../ports/account.port.ts';
import { failureToast } from './failure-toast.ts';

export type ChangeDematerializationOutcome =
  /** 'Demande réalisée' */
  | { readonly kind: 'changed'; readonly toast: CatalogueMessage }
  /** 'Un problème est survenu' with the server's detail; the previous preference stands. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** « Zéro papier »: documents by e-mail (true) or by post (spec §3 `dematerialization`). */
export class ChangeDematerialization {
  constructor(private readonly account: Pick<AccountPort, 'setDematerialization'>) {}

  async execute(dematerialization: boolean): Promise<ChangeDematerializationOutcome> {
    const result = await this.account.setDematerialization(dematerialization);
    return result.ok
      ? { kind: 'changed', toast: catalogueMessage(successToastCatalogue.requestDone) }
      : { kind: 'failed', toast: failureToast(dangerToastCatalogue.optionalUpdateFailed, result.error) };
  }
}
