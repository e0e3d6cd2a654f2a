import type { CatalogueMessage, FormIssues, MessageTopic } from '@portail/domain';
import {
  catalogueMessage,
  dangerToastCatalogue,
  isFormValid,
  successToastCatalogue,
  validateRequestMessage,
  validateTopicThread,
} from '@portail/domain';
import type { PortError } from '../../ports/port-error.ts';
import type {
  MemberMessageDraft,
  MemberRequestDetail,
  MemberRequestMessage,
  MemberThreadDetail,
  RequestsPort,
} from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

export type WriteMessageOutcome<T> =
  | { readonly kind: 'invalid'; readonly issues: FormIssues<string> }
  /** « Demande réalisée » and what the server recorded. */
  | { readonly kind: 'sent'; readonly toast: CatalogueMessage; readonly value: T }
  /**
   * 409: the request changed meanwhile (closed, no complement awaited any more). The typed text stays; the
   * screen reloads the request.
   */
  | { readonly kind: 'conflict'; readonly toast: CatalogueMessage }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

function refused<T>(error: PortError): WriteMessageOutcome<T> {
  const toast = failureToast(dangerToastCatalogue.actRequestFailed, error);
  return error.status === 409 ? { kind: 'conflict', toast } : { kind: 'failed', toast };
}

function sent<T>(value: T): WriteMessageOutcome<T> {
  return { kind: 'sent', toast: catalogueMessage(successToastCatalogue.requestDone), value };
}

/**
 * The member writes on a request: the answer to « Complément demandé » (the request goes back « En cours de
 * traitement » and comes back whole), else a message in its thread. A text or at least one document.
 */
export class WriteOnMemberRequest {
  constructor(private readonly requests: Pick<RequestsPort, 'answerComplement' | 'writeOnRequest'>) {}

  async execute(
    request: Pick<MemberRequestDetail, 'id' | 'canAnswerComplement'>,
    draft: MemberMessageDraft,
  ): Promise<WriteMessageOutcome<MemberRequestDetail | MemberRequestMessage>> {
    const issues = validateRequestMessage(draft.text, draft.documents);
    if (!isFormValid(issues)) return { kind: 'invalid', issues };
    const clean = { ...draft, text: draft.text.trim() };
    const result = request.canAnswerComplement
      ? await this.requests.answerComplement(request.id, clean)
      : await this.requests.writeOnRequest(request.id, clean);
    return result.ok ? sent(result.value) : refused(result.error);
  }
}

/** A message in a thread the member started. */
export class WriteOnMemberThread {
  constructor(private readonly requests: Pick<RequestsPort, 'writeOnThread'>) {}

  async execute(id: string, draft: MemberMessageDraft): Promise<WriteMessageOutcome<MemberRequestMessage>> {
    const issues = validateRequestMessage(draft.text, draft.documents);
    if (!isFormValid(issues)) return { kind: 'invalid', issues };
    const result = await this.requests.writeOnThread(id, { ...draft, text: draft.text.trim() });
    return result.ok ? sent(result.value) : refused(result.error);
  }
}

/** Starts a thread on a topic (« Contrat », « Remboursements », « Cotisations », « Autre »). */
export class StartMemberThread {
  constructor(private readonly requests: Pick<RequestsPort, 'startThread'>) {}

  async execute(
    topic: MessageTopic | null,
    draft: MemberMessageDraft,
  ): Promise<WriteMessageOutcome<MemberThreadDetail>> {
    const issues = validateTopicThread(topic, draft.text, draft.documents);
    if (!isFormValid(issues) || topic === null) return { kind: 'invalid', issues };
    const result = await this.requests.startThread(topic, { ...draft, text: draft.text.trim() });
    return result.ok ? sent(result.value) : refused(result.error);
  }
}
