import { Button, Spinner, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import type { FaqQuestionViewModel } from './faq-question-dialog.view-model.ts';
import { FAQ_COMMENT_MAX_LENGTH } from './faq-question-dialog.view-model.ts';

/**
 * The FAQ question dialog (spec §2): title, sanitised answer, 'Cette réponse vous a-t-elle été utile ?'
 * Oui / Non, then a comment box and Envoyer, and the related questions under 'Ceci peut aussi vous
 * intéresser'. Opened over the FAQ modal; closing it gives the focus back to the question clicked.
 */
export const FaqQuestionDialog = observer(function FaqQuestionDialog({
  model,
}: {
  readonly model: FaqQuestionViewModel;
}) {
  const body = useRef<HTMLDivElement>(null);
  const question = model.question;
  // A related question replaces the content: the focus goes back to the top of the answer.
  useEffect(() => {
    if (model.status === 'ready') body.current?.focus();
  }, [model.status, question]);
  return (
    <DialogFrame
      title={model.title}
      onClose={() => model.close()}
      className="portal-faq-question-dialog"
      footer={
        <Button variant="outlined" onClick={() => model.close()}>
          Fermer
        </Button>
      }
    >
      <div ref={body} tabIndex={-1} className="portal-faq-answer" aria-busy={model.status === 'loading'}>
        {model.status === 'loading' ? <Spinner size={24} aria-label="Chargement de la réponse" /> : null}
        {model.status === 'failed' ? (
          <p role="alert" className="portal-faq-error">
            La réponse n'a pas pu être chargée. {model.failureMessage}
          </p>
        ) : null}
        {question === null ? null : <CmsContent html={question.content} headingLevel={3} />}
      </div>
      {question === null ? null : (
        <>
          <FaqRating model={model} />
          {question.related.length === 0 ? null : (
            <section className="portal-faq-related" aria-labelledby="faq-related-title">
              <h3 id="faq-related-title">Ceci peut aussi vous intéresser</h3>
              <ul className="portal-faq-list">
                {question.related.map((related) => (
                  <li key={related.clickCode}>
                    <button
                      type="button"
                      className="portal-faq-question-link"
                      onClick={() => void model.openRelated(related)}
                    >
                      {related.title}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </DialogFrame>
  );
});

const FaqRating = observer(function FaqRating({ model }: { readonly model: FaqQuestionViewModel }) {
  if (model.ratingStep === 'ask') {
    return (
      <div className="portal-faq-rating" role="group" aria-labelledby="faq-rating-question">
        <p id="faq-rating-question" className="portal-faq-rating-question">
          Cette réponse vous a-t-elle été utile ?
        </p>
        <div className="portal-faq-rating-buttons">
          <Button intent="primary" loading={model.isSending} onClick={() => void model.answerYes()}>
            Oui
          </Button>
          <Button variant="outlined" disabled={model.isSending} onClick={() => void model.answerNo()}>
            Non
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="portal-faq-rating"
      onSubmit={(event) => {
        event.preventDefault();
        void model.sendComment();
      }}
    >
      <label className="bp6-label" htmlFor="faq-comment">
        Votre commentaire
      </label>
      <p id="faq-comment-aide" className="portal-field-hint">
        Dites-nous ce qui manquait à cette réponse (facultatif).
      </p>
      <TextArea
        id="faq-comment"
        aria-describedby="faq-comment-aide"
        autoFocus
        fill
        rows={4}
        maxLength={FAQ_COMMENT_MAX_LENGTH}
        value={model.comment}
        onChange={(event) => model.setComment(event.target.value)}
      />
      <div className="portal-faq-rating-buttons">
        <Button type="submit" intent="primary" loading={model.isSending}>
          Envoyer
        </Button>
      </div>
    </form>
  );
});
