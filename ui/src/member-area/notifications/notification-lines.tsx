import { Button } from '@blueprintjs/core';
import { formatDisplayDate } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import type { NotificationListViewModel } from './notification-list.view-model.ts';

function when(iso: string): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });
  return `${formatDisplayDate(date)} à ${time}`;
}

/**
 * The lines of a notification list, newest first: each with its kind, date, read state, text, and its link when
 * it has one (opening it marks it read); one without link has « Marquer comme lue » while unread.
 */
export const NotificationLines = observer(function NotificationLines({
  list,
  onOpen,
}: {
  list: NotificationListViewModel;
  /** Called when the member follows a notification's link (the bell closes its panel). */
  onOpen?: () => void;
}) {
  if (list.lines.length === 0) return <p className="member-notifications-empty">Aucune notification.</p>;
  return (
    <ul className="member-notifications" data-testid="notification-lines">
      {list.lines.map(({ notification, kindLabel, unread, href }) => (
        <li
          key={notification.id}
          className={unread ? 'member-notification is-unread' : 'member-notification'}
        >
          <p className="member-notification-meta">
            {unread ? <span className="member-notification-unread">Non lue</span> : null}
            <span>{kindLabel}</span>
            <time dateTime={notification.creeLe}>{when(notification.creeLe)}</time>
          </p>
          <p className="member-notification-title">
            {href === null ? (
              notification.titre
            ) : (
              <a
                href={href}
                onClick={() => {
                  void list.markRead(notification.id);
                  onOpen?.();
                }}
              >
                {notification.titre}
              </a>
            )}
          </p>
          {notification.texte === null ? null : (
            <p className="member-notification-text">{notification.texte}</p>
          )}
          {unread && href === null ? (
            <Button size="small" variant="outlined" onClick={() => void list.markRead(notification.id)}>
              Marquer comme lue<span className="portal-visually-hidden"> : {notification.titre}</span>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
});
