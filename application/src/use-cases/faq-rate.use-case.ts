import type { CatalogueMessage } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import type { FaqPort, FaqRating } from '../ports/faq.port.ts';
import { failureToast } from './failure-toast.ts';
import { requireFaqAudience } from './faq-helpers.ts';

/** 'Cette réponse vous a-t-elle été utile ?': Oui, or Non (then, once sent, the comment). */
export type FaqVote =
  | { readonly answer: 'yes' }
  /** `comment` undefined = Non was just clicked; a string (possibly blank) = Envoyer was clicked. */
  | { readonly answer: 'no'; readonly comment?: string | undefined };

export interface FaqRateCommand {
  readonly rateCode: string;
  readonly userType: string;
  readonly vote: FaqVote;
}

export type FaqRateOutcome =
  /** Non: show the comment box and Envoyer; nothing is sent yet. */
  | { readonly kind: 'comment-requested' }
  /** 'Nous vous remercions pour votre retour' and the dialog closes. */
  | { readonly kind: 'rated'; readonly toast: CatalogueMessage; readonly closeDialog: true }
  /** 'Une erreur est survenue.': the dialog stays open. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** Rating of a FAQ answer (spec §4 FAQ rating, §7 useful). */
export class FaqRate {
  constructor(private readonly faq: Pick<FaqPort, 'rate'>) {}

  async execute(command: FaqRateCommand): Promise<FaqRateOutcome> {
    const userType = requireFaqAudience(command.userType);
    const { vote } = command;
    if (vote.answer === 'no' && vote.comment === undefined) return { kind: 'comment-requested' };
    const rateCode = command.rateCode.trim();
    if (rateCode === '') {
      return { kind: 'failed', toast: catalogueMessage(dangerToastCatalogue.faqRatingFailed) };
    }
    const comment = vote.answer === 'no' ? (vote.comment?.trim() ?? '') : '';
    const rating: FaqRating =
      vote.answer === 'yes'
        ? { rateCode, isUseful: true }
        : { rateCode, isUseful: false, ...(comment === '' ? {} : { comment }) };
    const result = await this.faq.rate(rating, userType);
    if (!result.ok)
      return { kind: 'failed', toast: failureToast(dangerToastCatalogue.faqRatingFailed, result.error) };
    return {
      kind: 'rated',
      toast: catalogueMessage(successToastCatalogue.feedbackThanks),
      closeDialog: true,
    };
  }
}
