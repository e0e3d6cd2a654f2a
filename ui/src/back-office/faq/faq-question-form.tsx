import { Button, Checkbox, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { LazyRichTextEditor } from '../widgets/rich-text-editor/lazy-rich-text-editor.tsx';
import type { FaqEditorViewModel } from './faq-editor.view-model.ts';

/** The selected question: title, answer (rich-text editor), « Ceci peut aussi vous intéresser », Top 5. */
export const FaqQuestionForm = observer(function FaqQuestionForm({ model }: { model: FaqEditorViewModel }) {
  const question = model.selected;
  if (question === null)
    return (
      <section aria-label="Question" className="faq-question-form">
        <p>Choisissez une question dans la liste pour la {model.canEdit ? 'modifier' : 'consulter'}.</p>
      </section>
    );
  const edit = model.canEdit;
  const inTop5 = model.draft?.top5.includes(question.id) ?? false;
  return (
    <section aria-label={`Question « ${question.title} »`} className="faq-question-form">
      <FormField id="faq-question-titre" label="Intitulé de la question">
        {(control) => (
          <InputGroup
            {...control}
            value={question.title}
            readOnly={!edit}
            onValueChange={(title) => model.setTitle(title)}
          />
        )}
      </FormField>
      {edit ? (
        <LazyRichTextEditor
          key={model.answerRevision}
          label="Réponse"
          labelHeadingLevel={3}
          initialHtml={question.answer}
          onChange={(html) => model.setAnswer(html)}
        />
      ) : (
        <section aria-labelledby="faq-reponse-titre">
          <h3 id="faq-reponse-titre">Réponse</h3>
          <CmsContent html={question.answer} headingLevel={3} />
        </section>
      )}
      <Checkbox
        checked={inTop5}
        disabled={!edit || (!inTop5 && model.top5Full)}
        onChange={() => model.toggleTop5(question.id)}
        label={`Dans le Top 5${!inTop5 && model.top5Full ? ' (déjà 5 questions marquées)' : ''}`}
      />
      <fieldset className="faq-related">
        <legend>Ceci peut aussi vous intéresser</legend>
        {model.relatedChoices.map((other) => (
          <Checkbox
            key={other.id}
            checked={question.related.includes(other.id)}
            disabled={!edit}
            onChange={() => model.toggleRelated(other.id)}
            label={other.title}
          />
        ))}
      </fieldset>
      {edit ? (
        <Button
          intent="danger"
          variant="outlined"
          icon="trash"
          onClick={() => model.deleteQuestion(question.id)}
        >
          Supprimer cette question
        </Button>
      ) : null}
    </section>
  );
});
