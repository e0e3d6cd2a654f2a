import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { PortError } from '../../ports/port-error.ts';
import type { MemberRequestSummary, MemberThreadSummary, RequestsPort } from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

export const MEMBER_REQUESTS_SOURCE_LABEL = 'demandes';

export type LoadMemberRequestsOutcome =
  | {
      readonly kind: 'loaded';
      readonly requests: readonly MemberRequestSummary[];
      readonly threads: readonly MemberThreadSummary[];
    }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

function failed(error: PortError): LoadMemberRequestsOutcome {
  const toast = failureToast(dangerToastCatalogue.dataSourceLoadFailed, error, {
    label: MEMBER_REQUESTS_SOURCE_LABEL,
  });
  return { kind: 'failed', toast };
}

/** « Mes demandes »: the current contract's requests, the latest first, and the member's topic threads. */
export class LoadMemberRequests {
  constructor(private readonly requests: Pick<RequestsPort, 'list' | 'listThreads'>) {}

  async execute(): Promise<LoadMemberRequestsOutcome> {
    const [requests, threads] = await Promise.all([this.requests.list(), this.requests.listThreads()]);
    if (!requests.ok) return failed(requests.error);
    if (!threads.ok) return failed(threads.error);
    return {
      kind: 'loaded',
      requests: [...requests.value].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)),
      threads: [...threads.value].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt)),
    };
  }
}
