import type { CatalogueMessage } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import { failureToast } from './failure-toast.ts';

export interface ResendActivationCommand {
  readonly userId: string;
}

export type ResendActivationOutcome =
  /** 'Le mail d'activation a été renvoyé.' */
  | { readonly kind: 'resent'; readonly toast: CatalogueMessage }
  /** 'Le renvoi du mail d'activation a échoué.' (server message as detail). */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** 'Recevoir un nouveau lien' (spec §2 confirm-email, §7 relance-activation). */
export class ResendActivation {
  constructor(private readonly identity: Pick<IdentityPort, 'relanceActivation'>) {}

  async execute(command: ResendActivationCommand): Promise<ResendActivationOutcome> {
    const userId = command.userId.trim();
    if (userId === '') {
      return { kind: 'failed', toast: catalogueMessage(dangerToastCatalogue.activationMailResendFailed) };
    }
    const result = await this.identity.relanceActivation(userId);
    return result.ok
      ? { kind: 'resent', toast: catalogueMessage(successToastCatalogue.activationMailResent) }
      : {
          kind: 'failed',
          toast: failureToast(dangerToastCatalogue.activationMailResendFailed, result.error),
        };
  }
}
