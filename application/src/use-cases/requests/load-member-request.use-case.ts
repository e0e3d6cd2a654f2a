import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { MemberRequestDetail, RequestsPort } from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

export type LoadMemberRequestOutcome =
  | { readonly kind: 'loaded'; readonly request: MemberRequestDetail }
  /** Unknown, or not the current contract's (the server answers 404 or 403 alike for the member). */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** One request with its timeline (oldest change first) and its thread (oldest message first). */
export class LoadMemberRequest {
  constructor(private readonly requests: Pick<RequestsPort, 'get'>) {}

  async execute(id: string): Promise<LoadMemberRequestOutcome> {
    const result = await this.requests.get(id);
    if (!result.ok) {
      if (result.error.status === 404 || result.error.status === 403) return { kind: 'not-found' };
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, { label: 'demande' }),
      };
    }
    const request = result.value;
    return {
      kind: 'loaded',
      request: {
        ...request,
        timeline: [...request.timeline].sort((a, b) => a.at.localeCompare(b.at)),
        messages: [...request.messages].sort((a, b) => a.at.localeCompare(b.at)),
      },
    };
  }
}
