import type { FaqQuestion } from '@portail/domain';
import type { FaqPort } from '../ports/faq.port.ts';
import type { FaqFailedOutcome } from './faq-helpers.ts';
import { faqFailure, requireFaqAudience, withSortedRelated } from './faq-helpers.ts';

/** Longest query sent to the FAQ service; longer input is cut. */
export const FAQ_QUERY_MAX_LENGTH = 200;

export type FaqSearchOutcome =
  /** Nothing to search: the modal stays on its current tab. */
  | { readonly kind: 'empty-query' }
  /** The 'Résultats' tab; `query` is what was searched (to ignore answers to older queries). */
  | { readonly kind: 'results'; readonly query: string; readonly questions: readonly FaqQuestion[] }
  | FaqFailedOutcome;

/** The FAQ search box (spec §7 FAQ search). */
export class FaqSearch {
  constructor(private readonly faq: Pick<FaqPort, 'search'>) {}

  async execute(command: { readonly query: string; readonly userType: string }): Promise<FaqSearchOutcome> {
    const userType = requireFaqAudience(command.userType);
    const query = command.query.replace(/\s+/g, ' ').trim().slice(0, FAQ_QUERY_MAX_LENGTH);
    if (query === '') return { kind: 'empty-query' };
    const result = await this.faq.search(query, userType);
    if (!result.ok) return faqFailure(result.error);
    return { kind: 'results', query, questions: result.value.map(withSortedRelated) };
  }
}
