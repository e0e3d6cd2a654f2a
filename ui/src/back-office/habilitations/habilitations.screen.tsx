import './habilitations.css';
import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import { HabilitationsMatrixDialog } from './habilitations-matrix.dialog.tsx';
import type { HabilitationsMatrixViewModel } from './habilitations-matrix.view-model.ts';
import { StaffCreateDialog } from './staff-create.dialog.tsx';
import type { StaffCreateViewModel } from './staff-create.view-model.ts';
import type { StaffListViewModel } from './staff-list.view-model.ts';

export interface HabilitationsScreenProps {
  readonly list: StaffListViewModel;
  readonly create: StaffCreateViewModel;
  /** A new matrix editor for one account. */
  readonly matrix: () => HabilitationsMatrixViewModel;
}

/**
 * « Habilitations »: the staff accounts (login, name, roles, state, last sign-in), « Nouveau compte », « Désactiver »
 * / « Réactiver » behind a confirmation, and each account's habilitations matrix. What the viewer may not do is not
 * shown (the server refuses it anyway).
 */
export const HabilitationsScreen = observer(function HabilitationsScreen({
  list,
  create,
  matrix,
}: HabilitationsScreenProps) {
  const [editing, setEditing] = useState<{ id: string; model: HabilitationsMatrixViewModel } | null>(null);
  useEffect(() => {
    void list.load();
  }, [list]);
  const confirmation = list.confirmation;
  return (
    <BackOfficePage
      title="Habilitations"
      actions={
        list.canCreate ? (
          <Button intent="primary" onClick={() => create.open()}>
            Nouveau compte
          </Button>
        ) : undefined
      }
    >
      {list.status === 'loading' ? <p>Chargement des comptes…</p> : null}
      {list.failure === null ? null : (
        <Callout intent="danger" title="Les comptes n'ont pas pu être lus">
          {list.failure}
        </Callout>
      )}
      {list.status === 'loaded' ? (
        <HTMLTable className="habilitations-staff" striped data-testid="staff-table">
          <caption>Comptes du back-office</caption>
          <thead>
            <tr>
              <th scope="col">Identifiant</th>
              <th scope="col">Nom</th>
              <th scope="col">Rôles</th>
              <th scope="col">État</th>
              <th scope="col">Dernière connexion</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id} data-testid={`staff-${row.login}`}>
                <th scope="row">
                  {row.login}
                  {row.isSelf ? <span className="habilitations-self"> (vous)</span> : null}
                </th>
                <td>{row.name}</td>
                <td>{row.roles}</td>
                <td>
                  <Tag intent={row.disabled ? 'danger' : row.state === 'Actif' ? 'success' : 'warning'}>
                    {row.state}
                  </Tag>
                </td>
                <td>{row.lastSignIn}</td>
                <td>
                  <div className="habilitations-actions">
                    <Button
                      variant="outlined"
                      aria-label={`Habilitations de ${row.login}`}
                      onClick={() => setEditing({ id: row.id, model: matrix() })}
                    >
                      Habilitations
                    </Button>
                    {row.canDisable ? (
                      <Button
                        variant="outlined"
                        intent="danger"
                        aria-label={`Désactiver ${row.login}`}
                        onClick={() => list.ask(row.id, 'disable')}
                      >
                        Désactiver
                      </Button>
                    ) : null}
                    {row.canEnable ? (
                      <Button
                        variant="outlined"
                        aria-label={`Réactiver ${row.login}`}
                        onClick={() => list.ask(row.id, 'enable')}
                      >
                        Réactiver
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      <StaffCreateDialog model={create} />
      {confirmation === null ? null : (
        <ConfirmDialog
          title={confirmation.title}
          confirmLabel={confirmation.confirmLabel}
          intent={confirmation.change === 'disable' ? 'danger' : 'primary'}
          busy={list.changing}
          onConfirm={() => void list.confirm()}
          onCancel={() => list.cancel()}
        >
          <p>{confirmation.text}</p>
        </ConfirmDialog>
      )}
      {editing === null ? null : (
        <HabilitationsMatrixDialog
          model={editing.model}
          accountId={editing.id}
          onClose={() => setEditing(null)}
        />
      )}
    </BackOfficePage>
  );
});
