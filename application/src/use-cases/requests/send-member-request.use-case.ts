import type { CatalogueMessage, ValidationResult } from '@portail/domain';
import { dangerToastCatalogue, requestReceivedToast } from '@portail/domain';
import type { PortError, PortResult } from '../../ports/port-error.ts';
import type {
  MemberRequestSent,
  MemberRequestSubmission,
  MemberRequestSummary,
  MemberThreadStart,
  RequestsPort,
} from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

export type SendMemberRequestOutcome =
  /** « Votre demande a bien été prise en compte » (+ manual-mode suffix, + the confirmation e-mail line). */
  | { readonly kind: 'sent'; readonly toast: CatalogueMessage; readonly request: MemberRequestSummary }
  /**
   * « La demande a échoué » with the server's detail; `fieldIssues` are the server's per-field refusals (400),
   * keyed by the field's path written with dots (`body/data/etablissement/finess` → `body.data.etablissement.finess`):
   * the form matches it to its field by the end of the path. The form keeps what was typed.
   */
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly fieldIssues: Readonly<Record<string, ValidationResult>>;
    };

export function sentOutcome(sent: MemberRequestSent): SendMemberRequestOutcome {
  return {
    kind: 'sent',
    request: sent.request,
    toast: requestReceivedToast({
      manualMode: sent.isModeGestionManuel,
      acknowledgementActive: sent.isAccuseReceptionActive,
    }),
  };
}

export function failedOutcome(error: PortError): SendMemberRequestOutcome {
  const fieldIssues: Record<string, ValidationResult> = {};
  for (const { field, code, message } of error.server?.errors ?? []) {
    const name = field.replaceAll('/', '.');
    fieldIssues[name] = [...(fieldIssues[name] ?? []), { code, message }];
  }
  return { kind: 'failed', toast: failureToast(dangerToastCatalogue.actRequestFailed, error), fieldIssues };
}

async function outcomeOf(call: PortResult<MemberRequestSent>): Promise<SendMemberRequestOutcome> {
  const result = await call;
  return result.ok ? sentOutcome(result.value) : failedOutcome(result.error);
}

/** Sends a typed request of the current contract (the form has checked the domain's rules first). */
export class SendMemberRequest {
  constructor(private readonly requests: Pick<RequestsPort, 'submit'>) {}

  execute(submission: MemberRequestSubmission): Promise<SendMemberRequestOutcome> {
    return outcomeOf(this.requests.submit(submission));
  }
}

/** Starts a message thread on a topic (« Contrat », « Remboursements », « Cotisations », « Autre »). */
export class StartMemberThread {
  constructor(private readonly requests: Pick<RequestsPort, 'startThread'>) {}

  execute(start: MemberThreadStart): Promise<SendMemberRequestOutcome> {
    return outcomeOf(this.requests.startThread({ ...start, text: start.text.trim() }));
  }
}
