import type { CatalogueMessage, Consent } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import type { ConsentPort } from '../ports/consent.port.ts';
import { failureToast } from './failure-toast.ts';

export interface AnswerConsentCommand {
  /** The consents the dialog still lists. */
  readonly pending: readonly Consent[];
  readonly nom: string;
  /** Accepter (true) or Refuser (false). */
  readonly accepted: boolean;
}

export type AnswerConsentOutcome =
  /** The consent is not (or no longer) in the list: nothing is sent. */
  | { readonly kind: 'unknown-consent'; readonly remaining: readonly Consent[] }
  /** 'La demande a échoué' (server message as detail); the consent stays in the list. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage; readonly remaining: readonly Consent[] }
  | {
      readonly kind: 'answered';
      /** 'Nous avons bien pris en compte votre consentement.' */
      readonly toast: CatalogueMessage;
      /** The list without the answered consent. */
      readonly remaining: readonly Consent[];
      /** No consent remains: the dialog closes. */
      readonly closeDialog: boolean;
    };

/** One answer in the consent dialog (spec §2, §4 consent, §7 consent form). */
export class AnswerConsent {
  constructor(private readonly consent: Pick<ConsentPort, 'answer'>) {}

  async execute(command: AnswerConsentCommand): Promise<AnswerConsentOutcome> {
    const { pending, nom, accepted } = command;
    if (!pending.some((consent) => consent.nom === nom))
      return { kind: 'unknown-consent', remaining: pending };
    const result = await this.consent.answer({ nomConsentement: nom, isAccepted: accepted });
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.actRequestFailed, result.error),
        remaining: pending,
      };
    }
    const remaining = pending.filter((consent) => consent.nom !== nom);
    return {
      kind: 'answered',
      toast: catalogueMessage(successToastCatalogue.consentRecorded),
      remaining,
      closeDialog: remaining.length === 0,
    };
  }
}
