import { AnchorButton, Button, Callout, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import type { AudiencesListViewModel } from './audiences-list.view-model.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** « Audiences » (habilitation contenus): every saved rule over members, « Nouvelle audience », delete. */
export const AudiencesListScreen = observer(function AudiencesListScreen({
  model,
  canCreate,
  canDelete,
}: {
  model: AudiencesListViewModel;
  canCreate: boolean;
  canDelete: boolean;
}) {
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <BackOfficePage
      title="Audiences"
      actions={
        canCreate ? (
          <AnchorButton intent="primary" href="#/audiences/nouvelle" text="Nouvelle audience" />
        ) : null
      }
    >
      <p>
        Une audience est une règle sur les adhérents (tous ses critères à la fois) : elle réserve une popup ou
        une notification à ceux qu’elle désigne.
      </p>
      <div role="alert">
        {model.failure === null ? null : <Callout intent="danger">{model.failure}</Callout>}
      </div>
      {model.status === 'loading' ? <p role="status">Chargement des audiences…</p> : null}
      {model.status !== 'loaded' ? null : (
        <HTMLTable striped compact className="bo-audiences-table">
          <caption className="bo-visually-hidden">Audiences enregistrées</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Critères</th>
              <th scope="col">Modifiée</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {model.audiences.map((audience) => (
              <tr key={audience.id}>
                <th scope="row">
                  <Link to={audience.id}>{audience.nom}</Link>
                </th>
                <td>{audience.description}</td>
                <td>
                  {dateTime.format(audience.updatedAt)} par {audience.updatedBy}
                </td>
                <td>
                  {canDelete ? (
                    <Button
                      variant="minimal"
                      intent="danger"
                      text="Supprimer"
                      aria-label={`Supprimer l’audience « ${audience.nom} »`}
                      onClick={() => model.askDelete(audience)}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {model.deleting === null ? null : (
        <ConfirmDialog
          title={`Supprimer l’audience « ${model.deleting.nom} » ?`}
          confirmLabel="Supprimer"
          intent="danger"
          busy={model.busy}
          onCancel={model.cancelDelete}
          onConfirm={() => void model.confirmDelete()}
        >
          <p>Une audience utilisée par une popup ou une notification ne peut pas être supprimée.</p>
        </ConfirmDialog>
      )}
    </BackOfficePage>
  );
});
