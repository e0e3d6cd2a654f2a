import './habilitations.css';
import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import type { HabilitationsArea } from './habilitations.assembly.ts';
import { HabilitationsMatrixDialog } from './habilitations-matrix.dialog.tsx';
import { StaffCreateDialog } from './staff-create.dialog.tsx';
import { StaffStateDialog } from './staff-state.dialog.tsx';

/**
 * « Habilitations »: the staff accounts (login, name, roles, state, last sign-in), « Nouveau compte », « Désactiver »
 * / « Réactiver » behind a confirmation, and each account's habilitations matrix. What the viewer may not do is not
 * shown (the server refuses it anyway).
 */
export const HabilitationsScreen = observer(function HabilitationsScreen({
  area,
}: {
  area: HabilitationsArea;
}) {
  const [list] = useState(() => area.list());
  const [create] = useState(() => area.create((account) => list.added(account)));
  const [editing, setEditing] = useState<{
    id: string;
    model: ReturnType<HabilitationsArea['matrix']>;
  } | null>(null);
  useEffect(() => {
    void list.load();
  }, [list]);
  return (
    <section className="habilitations-screen" aria-labelledby="habilitations-title">
      <div className="habilitations-header">
        <h1 id="habilitations-title">Habilitations</h1>
        {list.canCreate ? (
          <Button intent="primary" onClick={() => create.open()}>
            Nouveau compte
          </Button>
        ) : null}
      </div>
      {list.status === 'loading' ? <PageLoading /> : null}
      {list.failure === null ? null : (
        <Callout intent="danger" role="alert">
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
                <td className="habilitations-actions">
                  <Button
                    variant="outlined"
                    aria-label={`Habilitations de ${row.login}`}
                    onClick={() => setEditing({ id: row.id, model: area.matrix() })}
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
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      <p className="habilitations-live" aria-live="polite">
        {list.announcement}
      </p>
      <StaffCreateDialog model={create} />
      <StaffStateDialog model={list} />
      {editing === null ? null : (
        <HabilitationsMatrixDialog
          model={editing.model}
          accountId={editing.id}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
});
