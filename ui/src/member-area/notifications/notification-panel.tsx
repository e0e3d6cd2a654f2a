import './notifications.css';
import { Button } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import type { NotificationCentre } from './notification-centre.ts';
import { NotificationLines } from './notification-lines.tsx';
import { notificationList } from './notification-list.factory.ts';

/** How many notifications the bell's panel shows (the screen shows them all, page after page). */
const PANEL_SIZE = 5;

/**
 * The bell's panel (its own lazily loaded chunk, downloaded at the first opening): the latest notifications,
 * « Tout marquer comme lu » and the link to the « Notifications » screen. A new list at every opening.
 */
export const NotificationPanel = observer(function NotificationPanel({
  id,
  centre,
  onClose,
}: {
  id: string;
  centre: NotificationCentre;
  onClose: () => void;
}) {
  const [list] = useState(() => notificationList(centre, PANEL_SIZE));
  useEffect(() => {
    void list.load();
  }, [list]);
  return (
    <section id={id} className="member-bell-panel" aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className="member-bell-panel-title">
        Notifications
      </h2>
      {list.status === 'loading' ? <p role="status">Chargement des notifications…</p> : null}
      {list.status === 'failed' ? (
        <p>
          Vos notifications n'ont pas pu être chargées.{' '}
          <Button variant="minimal" size="small" onClick={() => void list.load()}>
            Réessayer
          </Button>
        </p>
      ) : null}
      {list.status === 'loaded' ? <NotificationLines list={list} onOpen={onClose} /> : null}
      <p className="member-bell-panel-actions">
        {list.hasUnread ? (
          <Button size="small" loading={list.markingAll} onClick={() => void list.markAllRead()}>
            Tout marquer comme lu
          </Button>
        ) : null}
        <Link to={MEMBER_AREA_PATHS.notifications} onClick={onClose}>
          Voir toutes les notifications
        </Link>
      </p>
    </section>
  );
});
