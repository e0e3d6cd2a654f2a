import type { FaqCategory } from '@portail/domain';
import { compareCaseInsensitive } from '@portail/domain';
import type { FaqPort } from '../ports/faq.port.ts';
import type { FaqFailedOutcome } from './faq-helpers.ts';
import { faqFailure, requireFaqAudience, withSortedRelated } from './faq-helpers.ts';

export type FaqLoadCategoriesOutcome =
  { readonly kind: 'loaded'; readonly categories: readonly FaqCategory[] } | FaqFailedOutcome;

/** The 'Catégories' tab: categories in their order (then by name), empty categories left out. */
export class FaqLoadCategories {
  constructor(private readonly faq: Pick<FaqPort, 'getCategories'>) {}

  async execute(command: { readonly userType: string }): Promise<FaqLoadCategoriesOutcome> {
    const result = await this.faq.getCategories(requireFaqAudience(command.userType));
    if (!result.ok) return faqFailure(result.error);
    const categories = result.value
      .filter((category) => category.items.length > 0)
      .sort((a, b) => a.order - b.order || compareCaseInsensitive(a.name, b.name))
      .map((category) => ({ ...category, items: category.items.map(withSortedRelated) }));
    return { kind: 'loaded', categories };
  }
}
