import type { CatalogueMessage } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import type { ConsentPort } from '../ports/consent.port.ts';
import { failureToast } from './failure-toast.ts';

export type ChangeConsentOutcome =
  /** 'Nous avons bien pris en compte votre consentement.' */
  | { readonly kind: 'changed'; readonly toast: CatalogueMessage }
  /** 'La demande a échoué' with the server's detail; the previous answer stands. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** « Mes consentements »: a new answer to a consent, at any time (spec §7 forms/consentement/form). */
export class ChangeConsent {
  constructor(private readonly consent: Pick<ConsentPort, 'answer'>) {}

  async execute(nom: string, accepted: boolean): Promise<ChangeConsentOutcome> {
    const result = await this.consent.answer({ nomConsentement: nom, isAccepted: accepted });
    return result.ok
      ? { kind: 'changed', toast: catalogueMessage(successToastCatalogue.consentRecorded) }
      : { kind: 'failed', toast: failureToast(dangerToastCatalogue.actRequestFailed, result.error) };
  }
}
