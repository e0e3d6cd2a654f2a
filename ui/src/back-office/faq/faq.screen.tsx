import './faq.css';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { FaqFeedback } from './faq-feedback.tsx';
import type { FaqFeedbackViewModel } from './faq-feedback.view-model.ts';

/** « FAQ » (habilitation faq): members' feedback on the published questions. */
export function FaqScreen({ feedback }: { readonly feedback: FaqFeedbackViewModel }) {
  return (
    <BackOfficePage title="FAQ">
      <FaqFeedback model={feedback} />
    </BackOfficePage>
  );
}
