import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { MemberRequestSummary, RequestsPort } from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

export const MEMBER_REQUESTS_SOURCE_LABEL = 'demandes';

export type LoadMemberRequestsOutcome =
  | { readonly kind: 'loaded'; readonly requests: readonly MemberRequestSummary[] }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** « Mes demandes »: every request of the current contract, the latest first. */
export class LoadMemberRequests {
  constructor(private readonly requests: Pick<RequestsPort, 'list'>) {}

  async execute(): Promise<LoadMemberRequestsOutcome> {
    const result = await this.requests.list();
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
          label: MEMBER_REQUESTS_SOURCE_LABEL,
        }),
      };
    }
    const latestFirst = [...result.value].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    return { kind: 'loaded', requests: latestFirst };
  }
}
