import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import type { ContentEditorViewModel } from './content-editor.view-model.ts';

/** A 409 at save: the French message, then the other version beside what was typed, and the author's choice. */
export const ContentConflictPanel = observer(function ContentConflictPanel({
  model,
}: {
  model: ContentEditorViewModel;
}) {
  const conflict = model.conflict;
  if (conflict === null) return null;
  const theirs = conflict.theirs;
  return (
    <Callout intent="warning" role="alert" className="bo-conflict">
      <h2 className="bo-section-title">Enregistrement impossible</h2>
      <p>{conflict.message}</p>
      {theirs === null ? (
        <Button text="Afficher l'autre version à côté de la mienne" onClick={() => void model.loadTheirs()} />
      ) : (
        <>
          <div className="bo-conflict-columns">
            <section aria-labelledby="conflit-mien">
              <h3 id="conflit-mien">Mon texte (non enregistré)</h3>
              <p className="bo-conflict-title">{model.title}</p>
              <CmsContent html={model.content} headingLevel={3} />
            </section>
            <section aria-labelledby="conflit-autre">
              <h3 id="conflit-autre">
                Version enregistrée{theirs.updatedBy === null ? '' : ` par ${theirs.updatedBy}`}
              </h3>
              <p className="bo-conflict-title">{theirs.draft.title}</p>
              <CmsContent html={theirs.draft.content} headingLevel={3} />
            </section>
          </div>
          <div className="bo-actions">
            <Button intent="primary" text="Garder mon texte" onClick={() => model.keepMine()} />
            <Button
              variant="outlined"
              text="Reprendre la version enregistrée"
              onClick={() => model.takeTheirs()}
            />
          </div>
        </>
      )}
    </Callout>
  );
});
