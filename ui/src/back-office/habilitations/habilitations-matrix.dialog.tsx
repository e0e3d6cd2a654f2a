import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DialogFrame } from '../../widgets/dialog-frame/dialog-frame.tsx';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { HABILITATION_ACTION_LABELS } from '@portail/domain';
import type { HabilitationsMatrixViewModel } from './habilitations-matrix.view-model.ts';
import { MATRIX_ACTIONS } from './habilitations-matrix.view-model.ts';

/**
 * One staff member's habilitations: a table of native checkboxes (Tab / Espace), one row per area, the columns
 * « Création / Visualisation / Modification / Suppression »; each checkbox named « Création — Contenus ». A 409
 * keeps the choices ticked and says so in French.
 */
export const HabilitationsMatrixDialog = observer(function HabilitationsMatrixDialog({
  model,
  accountId,
  onClose,
}: {
  model: HabilitationsMatrixViewModel;
  accountId: string;
  onClose: () => void;
}) {
  useEffect(() => {
    void model.load(accountId);
  }, [model, accountId]);
  const issues = model.issues;
  return (
    <DialogFrame
      kind="member"
      title={model.title}
      onClose={onClose}
      testId="habilitations-matrix-dialog"
      footer={
        model.canEdit ? (
          <>
            <Button
              variant="outlined"
              onClick={() => model.discard()}
              disabled={!model.isDirty || model.saving}
            >
              Annuler mes modifications
            </Button>
            <Button
              intent="primary"
              loading={model.saving}
              disabled={model.status !== 'loaded' || issues.length > 0}
              onClick={() => void model.save()}
            >
              Enregistrer
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>Fermer</Button>
        )
      }
    >
      {model.status === 'loading' || model.status === 'idle' ? <PageLoading /> : null}
      {model.status === 'failed' ? <Callout intent="danger">{model.failure}</Callout> : null}
      {model.status === 'loaded' ? (
        <>
          {model.staleMessage === null ? null : (
            <Callout intent="warning" data-testid="habilitations-stale">
              {model.staleMessage}
            </Callout>
          )}
          <HTMLTable compact className="habilitations-matrix" data-testid="habilitations-matrix">
            <caption>
              Cochez ce que ce compte peut faire dans chaque zone du back-office
              {model.canEdit ? '' : ' (lecture seule)'}.
            </caption>
            <thead>
              <tr>
                <th scope="col">Zone</th>
                {MATRIX_ACTIONS.map((action) => (
                  <th scope="col" key={action}>
                    {HABILITATION_ACTION_LABELS[action]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.rows.map((row) => (
                <tr key={row.area}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell) => (
                    <td key={cell.key} className={cell.changed ? 'habilitations-changed' : undefined}>
                      <input
                        type="checkbox"
                        aria-label={cell.label}
                        checked={cell.checked}
                        disabled={!model.canEdit || model.saving}
                        onChange={() => model.toggle(cell.key)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <div role="alert" data-testid="habilitations-issues">
            {issues.length === 0 ? null : (
              <ul>
                {issues.map((issue) => (
                  <li key={issue.message}>{issue.message}</li>
                ))}
              </ul>
            )}
            {model.failure === null ? null : <p>{model.failure}</p>}
          </div>
          <p className="habilitations-live" aria-live="polite">
            {model.announcement}
          </p>
        </>
      ) : null}
    </DialogFrame>
  );
});
