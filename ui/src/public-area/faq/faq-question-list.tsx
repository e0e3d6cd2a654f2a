import type { FaqQuestion } from '@portail/domain';

/** Questions of a FAQ list; each opens the question dialog. */
export function FaqQuestionList({
  questions,
  onOpen,
}: {
  readonly questions: readonly FaqQuestion[];
  readonly onOpen: (question: FaqQuestion) => void;
}) {
  return (
    <ul className="portal-faq-list">
      {questions.map((question) => (
        <li key={question.clickCode}>
          <button
            type="button"
            className="portal-faq-question-link"
            aria-haspopup="dialog"
            onClick={() => onOpen(question)}
          >
            {question.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
