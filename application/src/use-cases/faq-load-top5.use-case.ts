import type { FaqQuestion } from '@portail/domain';
import type { FaqPort } from '../ports/faq.port.ts';
import type { FaqFailedOutcome } from './faq-helpers.ts';
import { faqFailure, requireFaqAudience, withSortedRelated } from './faq-helpers.ts';

/** The FAQ's first tab shows five questions (spec §9 'Top 5'). */
export const FAQ_TOP_COUNT = 5;

export type FaqLoadTop5Outcome =
  { readonly kind: 'loaded'; readonly questions: readonly FaqQuestion[] } | FaqFailedOutcome;

/** The 'Top 5' tab of the FAQ modal: the five most popular questions. */
export class FaqLoadTop5 {
  constructor(private readonly faq: Pick<FaqPort, 'getPopular'>) {}

  async execute(command: { readonly userType: string }): Promise<FaqLoadTop5Outcome> {
    const result = await this.faq.getPopular(requireFaqAudience(command.userType));
    if (!result.ok) return faqFailure(result.error);
    return { kind: 'loaded', questions: result.value.slice(0, FAQ_TOP_COUNT).map(withSortedRelated) };
  }
}
