import type { CatalogueMessage } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import type { MemberRequestDetail, MemberRequestReply, RequestsPort } from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

export type ReplyToMemberRequestOutcome =
  /** « Demande réalisée »: the request as it is now (status, timeline, thread). */
  | { readonly kind: 'sent'; readonly toast: CatalogueMessage; readonly request: MemberRequestDetail }
  /**
   * 409: the request changed meanwhile (the insurer answered, closed it…). The typed text stays; the screen
   * reloads the request and the member sends again.
   */
  | { readonly kind: 'conflict'; readonly toast: CatalogueMessage }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** A message and documents in a request's thread (the answer to « Complément demandé »). */
export class ReplyToMemberRequest {
  constructor(private readonly requests: Pick<RequestsPort, 'reply'>) {}

  async execute(id: string, reply: MemberRequestReply): Promise<ReplyToMemberRequestOutcome> {
    const result = await this.requests.reply(id, { ...reply, text: reply.text.trim() });
    if (result.ok) {
      return {
        kind: 'sent',
        toast: catalogueMessage(successToastCatalogue.requestDone),
        request: result.value,
      };
    }
    const toast = failureToast(dangerToastCatalogue.actRequestFailed, result.error);
    return result.error.status === 409 ? { kind: 'conflict', toast } : { kind: 'failed', toast };
  }
}
