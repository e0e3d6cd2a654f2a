import type { FaqQuestion, FaqRelatedQuestion } from '@portail/domain';
import { httpErrorFor } from '@portail/domain';
import type { FaqPort } from '../ports/faq.port.ts';
import type { PortError } from '../ports/port-error.ts';
import type { FaqFailedOutcome } from './faq-helpers.ts';
import { faqFailure, requireFaqAudience, withSortedRelated } from './faq-helpers.ts';

export interface FaqOpenQuestionCommand {
  /** A question of a list (complete), or a related question (its rating code and related list are fetched). */
  readonly question: FaqQuestion | FaqRelatedQuestion;
  readonly userType: string;
}

export interface FaqQuestionOpenedOutcome {
  readonly kind: 'opened';
  /** The question dialog's content; related questions in order ('Ceci peut aussi vous intéresser'). */
  readonly question: FaqQuestion;
  /** The click was counted by the FAQ service (statistics only: a failure does not stop the dialog). */
  readonly clickRecorded: boolean;
  readonly clickError: PortError | undefined;
}

export type FaqOpenQuestionOutcome = FaqQuestionOpenedOutcome | FaqFailedOutcome;

function isCompleteQuestion(question: FaqQuestion | FaqRelatedQuestion): question is FaqQuestion {
  return 'rateCode' in question && 'related' in question;
}

/** Opening a FAQ question (spec §7 FAQ: content, click): the answer step of the modal. */
export class FaqOpenQuestion {
  constructor(private readonly faq: Pick<FaqPort, 'getContent' | 'click'>) {}

  async execute(command: FaqOpenQuestionCommand): Promise<FaqOpenQuestionOutcome> {
    const userType = requireFaqAudience(command.userType);
    const { question } = command;
    const clickCode = question.clickCode.trim();
    if (isCompleteQuestion(question)) {
      return this.opened(withSortedRelated(question), clickCode, userType);
    }
    if (clickCode === '') return faqFailure(httpErrorFor(404));
    const content = await this.faq.getContent(clickCode, userType);
    if (!content.ok) return faqFailure(content.error);
    return this.opened(withSortedRelated(content.value), clickCode, userType);
  }

  private async opened(
    question: FaqQuestion,
    clickCode: string,
    userType: string,
  ): Promise<FaqQuestionOpenedOutcome> {
    if (clickCode === '') return { kind: 'opened', question, clickRecorded: false, clickError: undefined };
    const click = await this.faq.click(clickCode, userType);
    return click.ok
      ? { kind: 'opened', question, clickRecorded: true, clickError: undefined }
      : { kind: 'opened', question, clickRecorded: false, clickError: click.error };
  }
}
