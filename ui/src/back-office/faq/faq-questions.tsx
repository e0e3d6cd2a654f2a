import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import { FaqCategories } from './faq-categories.tsx';
import type { FaqEditorViewModel } from './faq-editor.view-model.ts';
import { FaqQuestionForm } from './faq-question-form.tsx';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

function publicationState(model: FaqEditorViewModel): string {
  if (model.dirty) return 'Modifications non enregistrées.';
  if (model.toPublish) return "Le brouillon enregistré n'est pas encore publié.";
  return model.publishedAt === null
    ? "Le brouillon n'a jamais été publié."
    : `Publiée le ${dateTime.format(new Date(model.publishedAt))} : les adhérents voient ce brouillon.`;
}

/** « Questions »: the draft of the FAQ, its save and its publication (read-only without `faq` update). */
export const FaqQuestions = observer(function FaqQuestions({ model }: { model: FaqEditorViewModel }) {
  useEffect(() => {
    if (model.draft === null) void model.load();
  }, [model]);
  return (
    <section aria-labelledby="faq-questions-titre">
      <h2 id="faq-questions-titre">Questions</h2>
      {model.loadError === null ? null : <Callout intent="danger">{model.loadError}</Callout>}
      {model.draft === null ? (
        <p>Chargement de la FAQ…</p>
      ) : (
        <>
          <div className="faq-editor-actions">
            <p className="faq-editor-state">{publicationState(model)}</p>
            {model.canEdit ? (
              <>
                <Button intent="primary" loading={model.saving} onClick={() => void model.save()}>
                  Enregistrer le brouillon
                </Button>
                <Button variant="outlined" onClick={() => model.askPublish()}>
                  Publier
                </Button>
              </>
            ) : (
              <p>Consultation seule : votre rôle ne permet pas de modifier la FAQ.</p>
            )}
          </div>
          {model.saveError === null ? null : (
            <Callout intent="danger" role="alert">
              <p>{model.saveError}</p>
              {model.conflict ? (
                <Button variant="outlined" onClick={() => void model.load()}>
                  Recharger la dernière version (votre saisie sera perdue)
                </Button>
              ) : null}
            </Callout>
          )}
          <div className="faq-editor-columns">
            <FaqCategories model={model} />
            <FaqQuestionForm model={model} />
          </div>
        </>
      )}
      {model.confirmingPublish ? (
        <ConfirmDialog
          title="Publier la FAQ ?"
          confirmLabel="Publier"
          busy={model.publishing}
          onConfirm={() => void model.publish()}
          onCancel={() => model.cancelPublish()}
        >
          <p>
            Les adhérents verront immédiatement cette version de la FAQ
            {model.dirty ? ", après l'enregistrement de vos modifications" : ''}.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
});
