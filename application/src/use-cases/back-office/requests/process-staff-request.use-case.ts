import type { CatalogueMessage, ValidationIssue } from '@portail/domain';
import { backOfficeRequestsCatalogue, catalogueMessage, requestsAdminCatalogue } from '@portail/domain';
import type {
  StaffRequestAction,
  StaffRequestDetail,
  StaffRequestsPort,
} from '../../../ports/back-office/staff-requests.port.ts';
import { staffFailure } from '../../staff-failure.ts';

export type StaffRequestActionOutcome =
  | { readonly kind: 'done'; readonly request: StaffRequestDetail; readonly message: CatalogueMessage }
  /** Refused before sending (a complement without message, a refusal without reason): nothing was sent. */
  | { readonly kind: 'invalid'; readonly issue: ValidationIssue }
  /**
   * 409: someone acted first (took it, answered it); nothing was written. `message` is the server's French text
   * (who has it) or the catalogue's; `current` the request as it is now (null when it could not be read).
   */
  | {
      readonly kind: 'stale';
      readonly message: CatalogueMessage;
      readonly current: StaffRequestDetail | null;
    }
  | { readonly kind: 'failed'; readonly message: CatalogueMessage };

const SUCCESS = {
  take: backOfficeRequestsCatalogue.requestTaken,
  'ask-complement': backOfficeRequestsCatalogue.complementAsked,
  accept: backOfficeRequestsCatalogue.requestAccepted,
  refuse: backOfficeRequestsCatalogue.requestRefused,
  close: backOfficeRequestsCatalogue.requestClosed,
} as const;

/** The action with its typed text trimmed, or the issue refusing an empty one. */
function checked(action: StaffRequestAction): StaffRequestAction | ValidationIssue {
  const refusal = (entry: { code: string; template: string }) => ({
    code: entry.code,
    message: entry.template,
  });
  if (action.kind === 'ask-complement') {
    const message = action.message.trim();
    return message === '' ? refusal(requestsAdminCatalogue.messageRequired) : { kind: action.kind, message };
  }
  if (action.kind === 'refuse') {
    const reason = action.reason.trim();
    return reason === '' ? refusal(requestsAdminCatalogue.reasonRequired) : { kind: action.kind, reason };
  }
  return action;
}

/**
 * One staff action on a request (take, ask for a complement, accept, refuse, close), on the version the page
 * shows: the texts the member will read are required, and a 409 gives back the request as it now is.
 */
export class ProcessStaffRequest {
  constructor(private readonly requests: Pick<StaffRequestsPort, 'act' | 'get'>) {}

  async execute(
    request: Pick<StaffRequestDetail, 'id' | 'version'>,
    action: StaffRequestAction,
  ): Promise<StaffRequestActionOutcome> {
    const sent = checked(action);
    if (!('kind' in sent)) return { kind: 'invalid', issue: sent };
    const result = await this.requests.act(request.id, request.version, sent);
    if (result.ok)
      return {
        kind: 'done',
        request: result.value,
        message: catalogueMessage(SUCCESS[sent.kind], { reference: result.value.reference }),
      };
    if (result.error.status !== 409) return { kind: 'failed', message: staffFailure(result.error) };
    const current = await this.requests.get(request.id);
    return {
      kind: 'stale',
      message:
        result.error.server?.message === undefined
          ? catalogueMessage(requestsAdminCatalogue.versionConflict)
          : staffFailure(result.error),
      current: current.ok ? current.value : null,
    };
  }
}
