import type {
  CatalogueMessage,
  FormIssues,
  RequestFormContext,
  RequestFormInput,
  ValidationResult,
} from '@portail/domain';
import { dangerToastCatalogue, parseRequestForm, requestReceivedToast } from '@portail/domain';
import type { PortError } from '../../ports/port-error.ts';
import type { MemberRequestSummary, RequestsPort } from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

export type SendMemberRequestOutcome =
  /** The domain's rules refused the data: the port was not called. */
  | { readonly kind: 'invalid'; readonly issues: FormIssues<string> }
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

export function serverFieldIssuesByPath(error: PortError): Readonly<Record<string, ValidationResult>> {
  const byPath: Record<string, ValidationResult> = {};
  for (const { field, code, message } of error.server?.errors ?? []) {
    const path = field.replaceAll('/', '.');
    byPath[path] = [...(byPath[path] ?? []), { code, message }];
  }
  return byPath;
}

/**
 * Sends a typed request of the current contract: the domain's rules first (the same the server runs again), then
 * the data, typed and normalised, to the server.
 */
export class SendMemberRequest {
  constructor(private readonly requests: Pick<RequestsPort, 'submit'>) {}

  async execute(data: RequestFormInput, context: RequestFormContext): Promise<SendMemberRequestOutcome> {
    const parsed = parseRequestForm(data, context);
    if (!parsed.ok) return { kind: 'invalid', issues: parsed.issues };
    const result = await this.requests.submit(parsed.form);
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.actRequestFailed, result.error),
        fieldIssues: serverFieldIssuesByPath(result.error),
      };
    }
    const sent = result.value;
    return {
      kind: 'sent',
      request: sent.request,
      toast: requestReceivedToast({
        manualMode: sent.isModeGestionManuel,
        acknowledgementActive: sent.isAccuseReceptionActive,
      }),
    };
  }
}
