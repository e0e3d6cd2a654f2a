import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { ADMIN_NOTIFICATION_CHANNEL_LABELS, ADMIN_NOTIFICATION_STATUS_LABELS } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { ConfirmDialog } from '../widgets/confirm-dialog/confirm.dialog.tsx';
import { NotificationProgress } from './notification-progress.tsx';
import type { NotificationsListViewModel } from './notifications-list.view-model.ts';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** « Notifications »: what was sent or scheduled to the audiences, with the live progress of each sending. */
export const NotificationsListScreen = observer(function NotificationsListScreen({
  model,
  canCreate,
}: {
  readonly model: NotificationsListViewModel;
  readonly canCreate: boolean;
}) {
  useEffect(() => {
    void model.load();
    return () => model.stop();
  }, [model]);
  return (
    <BackOfficePage
      title="Notifications"
      actions={
        canCreate ? (
          <Link className="bp6-button bp6-intent-primary" to="nouvelle">
            Nouvelle notification
          </Link>
        ) : undefined
      }
    >
      <p>
        Les notifications arrivent dans le centre de notifications de l'espace adhérent et, si vous le
        choisissez, par mail aux adhérents en « Zéro papier ». Chaque adhérent de l'audience la reçoit une
        seule fois.
      </p>
      <div role="alert">
        {model.failure === null ? null : <Callout intent="danger">{model.failure}</Callout>}
      </div>
      {model.status === 'loading' ? <p>Chargement des notifications…</p> : null}
      {model.status === 'loaded' && model.notifications.length === 0 ? (
        <p>Aucune notification pour l'instant.</p>
      ) : null}
      {model.notifications.length === 0 ? null : (
        <HTMLTable className="notif-table" striped compact>
          <caption className="bo-visually-hidden">Notifications, les plus récentes d'abord</caption>
          <thead>
            <tr>
              <th scope="col">Titre</th>
              <th scope="col">Audience</th>
              <th scope="col">Canaux</th>
              <th scope="col">Envoi</th>
              <th scope="col">Statut</th>
              <th scope="col">Avancement</th>
              <th scope="col">
                <span className="bo-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {model.notifications.map((n) => (
              <tr key={n.id}>
                <th scope="row">{n.title}</th>
                <td>{n.audience.label}</td>
                <td>{n.channels.map((c) => ADMIN_NOTIFICATION_CHANNEL_LABELS[c]).join(', ')}</td>
                <td>{DATE_TIME.format(new Date(n.sendAt))}</td>
                <td>
                  <Tag
                    minimal
                    intent={
                      n.status === 'annulee' ? 'warning' : n.status === 'envoyee' ? 'success' : 'primary'
                    }
                  >
                    {ADMIN_NOTIFICATION_STATUS_LABELS[n.status]}
                  </Tag>
                </td>
                <td>
                  <NotificationProgress notification={n} />
                </td>
                <td>
                  {model.mayCancel(n) ? (
                    <Button variant="outlined" intent="danger" onClick={() => model.askCancel(n)}>
                      Annuler<span className="bo-visually-hidden"> « {n.title} »</span>
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {model.confirming === null ? null : (
        <ConfirmDialog
          title="Annuler la notification ?"
          confirmLabel="Annuler la notification"
          intent="danger"
          busy={model.cancelling}
          onConfirm={() => void model.confirmCancel()}
          onCancel={model.dismissCancel}
        >
          <p>
            « {model.confirming.title} » ne sera pas envoyée à l'audience « {model.confirming.audience.label}{' '}
            ».
          </p>
        </ConfirmDialog>
      )}
    </BackOfficePage>
  );
});
