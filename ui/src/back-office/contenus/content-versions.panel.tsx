import { Button, Callout, Classes, HTMLSelect } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import { contentDiffSummary } from './content-diff.ts';
import type { ContentVersionsViewModel } from './content-versions.view-model.ts';

const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export interface ContentVersionsPanelProps {
  readonly model: ContentVersionsViewModel;
  readonly canRestore: boolean;
  /** « Restaurer » confirmed: restores on the item's current version. */
  readonly onRestore: () => void;
}

/** « Versions publiées »: author and date of each, the diff between two, « Restaurer » with a confirmation. */
export const ContentVersionsPanel = observer(function ContentVersionsPanel({
  model,
  canRestore,
  onRestore,
}: ContentVersionsPanelProps) {
  useEffect(() => {
    void model.load();
  }, [model]);
  const options = model.versions.map((version) => ({
    value: String(version.number),
    label: `Version ${String(version.number)} — ${DATE.format(version.publishedAt)}`,
  }));
  const comparison = model.comparison;
  return (
    <section className="bo-versions" aria-labelledby="contenu-versions-titre">
      <h2 id="contenu-versions-titre">Versions publiées</h2>
      {model.failure === null ? null : (
        <Callout intent="danger" role="alert">
          {model.failure}
        </Callout>
      )}
      {model.versions.length === 0 && model.status === 'ready' ? (
        <p>Ce contenu n&apos;a jamais été publié.</p>
      ) : null}
      {model.versions.length === 0 ? null : (
        <table className={`${Classes.HTML_TABLE} bo-table`}>
          <caption className="bo-visually-hidden">Versions publiées, la plus récente d&apos;abord</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Titre</th>
              <th scope="col">Publiée le</th>
              <th scope="col">Par</th>
              {canRestore ? <th scope="col">Action</th> : null}
            </tr>
          </thead>
          <tbody>
            {model.versions.map((version, index) => (
              <tr key={version.number}>
                <td>{version.number}</td>
                <td>{version.title}</td>
                <td>{DATE.format(version.publishedAt)}</td>
                <td>{version.publishedBy}</td>
                {canRestore ? (
                  <td>
                    {index === 0 ? (
                      'En ligne'
                    ) : (
                      <Button
                        variant="outlined"
                        size="small"
                        text="Restaurer"
                        aria-label={`Restaurer la version ${String(version.number)}`}
                        onClick={() => model.askRestore(version.number)}
                      />
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {model.versions.length < 2 ? null : (
        <form
          className="bo-compare"
          onSubmit={(event) => {
            event.preventDefault();
            void model.compare();
          }}
        >
          <label htmlFor="contenu-comparer-de">De la</label>
          <HTMLSelect
            id="contenu-comparer-de"
            value={String(model.from ?? '')}
            options={options}
            onChange={(event) => model.setFrom(Number(event.currentTarget.value))}
          />
          <label htmlFor="contenu-comparer-a">à la</label>
          <HTMLSelect
            id="contenu-comparer-a"
            value={String(model.to ?? '')}
            options={options}
            onChange={(event) => model.setTo(Number(event.currentTarget.value))}
          />
          <Button type="submit" text="Comparer" />
        </form>
      )}
      <div aria-live="polite">
        {comparison === null ? null : (
          <figure className="bo-diff-figure">
            <figcaption>
              Différences de la version {comparison.from} à la version {comparison.to} :{' '}
              {contentDiffSummary(comparison.diff)}
            </figcaption>
            <pre className="bo-diff" data-testid="content-diff">
              {comparison.diff.parts.map((part, index) =>
                part.kind === 'same' ? (
                  <span key={index}>{part.text}</span>
                ) : part.kind === 'added' ? (
                  <ins key={index}>
                    <span className="bo-visually-hidden">[ajouté : </span>
                    {part.text}
                    <span className="bo-visually-hidden">]</span>
                  </ins>
                ) : (
                  <del key={index}>
                    <span className="bo-visually-hidden">[supprimé : </span>
                    {part.text}
                    <span className="bo-visually-hidden">]</span>
                  </del>
                ),
              )}
            </pre>
          </figure>
        )}
      </div>
      {model.restoreAsked === null ? null : (
        <ConfirmDialog
          title={`Restaurer la version ${String(model.restoreAsked)} ?`}
          confirmLabel="Restaurer"
          busy={model.restoring}
          onCancel={() => model.cancelRestore()}
          onConfirm={onRestore}
        >
          <p>
            Elle sera publiée de nouveau comme la version la plus récente : les adhérents la liront aussitôt.
            Le brouillon en cours est remplacé par son texte.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
});
