import { LoadNotifications, MarkNotificationsRead } from '@portail/application';
import type { NotificationCentre } from './notification-centre.ts';
import { NotificationListViewModel } from './notification-list.view-model.ts';

/** A list of the centre's notifications whose answers keep the bell's count (a new one per opening). */
export function notificationList(centre: NotificationCentre, pageSize: number): NotificationListViewModel {
  return new NotificationListViewModel({
    loadNotifications: new LoadNotifications(centre.notifications),
    markRead: new MarkNotificationsRead(centre.notifications),
    notify: centre.notify,
    onUnread: (count) => centre.bell.setUnread(count),
    clock: centre.clock,
    pageSize,
  });
}
