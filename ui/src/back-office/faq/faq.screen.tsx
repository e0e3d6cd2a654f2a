import './faq.css';
import { NavLink, Route, Routes } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import type { FaqEditorViewModel } from './faq-editor.view-model.ts';
import { FaqFeedback } from './faq-feedback.tsx';
import type { FaqFeedbackViewModel } from './faq-feedback.view-model.ts';
import { FaqQuestions } from './faq-questions.tsx';

export interface FaqScreenProps {
  readonly feedback: FaqFeedbackViewModel;
  readonly editor: FaqEditorViewModel;
}

/**
 * « FAQ » (habilitation faq): `#/faq` the members' feedback on the published questions, `#/faq/questions` the draft
 * of the FAQ (categories, questions, related questions, Top 5) and its publication.
 */
export function FaqScreen({ feedback, editor }: FaqScreenProps) {
  return (
    <BackOfficePage title="FAQ">
      <nav aria-label="Sections de la FAQ" className="faq-sections">
        <ul>
          <li>
            <NavLink to="" end>
              Avis des adhérents
            </NavLink>
          </li>
          <li>
            <NavLink to="questions">Questions</NavLink>
          </li>
        </ul>
      </nav>
      <Routes>
        <Route index element={<FaqFeedback model={feedback} />} />
        <Route path="questions" element={<FaqQuestions model={editor} />} />
      </Routes>
    </BackOfficePage>
  );
}
