import './notifications.css';
import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { NotificationLines } from './notification-lines.tsx';
import { notificationList } from './notification-list.factory.ts';

const PAGE_SIZE = 20;

/** `#/espace/notifications`: every notification of the member, newest first, page after page. */
export const NotificationsScreen = observer(function NotificationsScreen() {
  const centre = useMemberAreaContext().notifications;
  const [list] = useState(() => notificationList(centre, PAGE_SIZE));
  useEffect(() => {
    void list.load();
  }, [list]);
  return (
    <>
      <PageTitleBar title="Notifications" back={{ to: MEMBER_AREA_PATHS.home }} />
      {list.status === 'loading' ? <PageLoading /> : null}
      {list.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>Vos notifications n'ont pas pu être chargées.</p>
          <Button onClick={() => void list.load()}>Réessayer</Button>
        </div>
      ) : null}
      {list.status === 'loaded' ? (
        <div className={`${Classes.CARD} member-notifications-card`}>
          {list.hasUnread ? (
            <p>
              <Button loading={list.markingAll} onClick={() => void list.markAllRead()}>
                Tout marquer comme lu
              </Button>
            </p>
          ) : null}
          <NotificationLines list={list} />
          {list.next === null ? null : (
            <Button loading={list.loadingMore} onClick={() => void list.loadMore()}>
              Afficher plus de notifications
            </Button>
          )}
        </div>
      ) : null}
    </>
  );
});
