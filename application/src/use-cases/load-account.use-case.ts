import type { AccountConsent, AccountProfile, CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { AccountPort } from '../ports/account.port.ts';
import { failureToast } from './failure-toast.ts';

export type LoadAccountOutcome<T> =
  | { readonly kind: 'loaded'; readonly value: T }
  /** 'Le chargement d'une source de données à échoué (…)' with the server's message as detail. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** « Mes informations »: the member's profile (read-only). */
export class LoadAccountProfile {
  constructor(private readonly account: Pick<AccountPort, 'getProfile'>) {}

  async execute(): Promise<LoadAccountOutcome<AccountProfile>> {
    const result = await this.account.getProfile();
    return result.ok
      ? { kind: 'loaded', value: result.value }
      : {
          kind: 'failed',
          toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
            label: 'Mes informations',
          }),
        };
  }
}

/** « Mes consentements »: every consent with its current answer and history. */
export class LoadAccountConsents {
  constructor(private readonly account: Pick<AccountPort, 'getConsents'>) {}

  async execute(): Promise<LoadAccountOutcome<readonly AccountConsent[]>> {
    const result = await this.account.getConsents();
    return result.ok
      ? { kind: 'loaded', value: result.value }
      : {
          kind: 'failed',
          toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
            label: 'Mes consentements',
          }),
        };
  }
}
