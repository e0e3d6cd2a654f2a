import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { PortResult } from '../../ports/port-error.ts';
import type { MemberRequestDetail, MemberThreadDetail, RequestsPort } from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

export type LoadConversationOutcome<T> =
  | { readonly kind: 'loaded'; readonly value: T }
  /** Unknown, or not the member's (the server answers 404, or 403, alike). */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

async function load<T>(call: PortResult<T>, label: string): Promise<LoadConversationOutcome<T>> {
  const result = await call;
  if (result.ok) return { kind: 'loaded', value: result.value };
  if (result.error.status === 404 || result.error.status === 403) return { kind: 'not-found' };
  return {
    kind: 'failed',
    toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, { label }),
  };
}

/** One request with its timeline and its thread (both oldest first, as the server sends them). */
export class LoadMemberRequest {
  constructor(private readonly requests: Pick<RequestsPort, 'get'>) {}

  execute(id: string): Promise<LoadConversationOutcome<MemberRequestDetail>> {
    return load(this.requests.get(id), 'demande');
  }
}

/** One thread the member started on a topic. */
export class LoadMemberThread {
  constructor(private readonly requests: Pick<RequestsPort, 'getThread'>) {}

  execute(id: string): Promise<LoadConversationOutcome<MemberThreadDetail>> {
    return load(this.requests.getThread(id), 'messages');
  }
}
