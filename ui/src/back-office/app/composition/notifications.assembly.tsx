import { HttpAdminNotificationsAdapter } from '@portail/adapters';
import { SendAdminNotification } from '@portail/application';
import { NotificationFormViewModel } from '../../notifications/notification-form.view-model.ts';
import { NotificationsArea } from '../../notifications/notifications-area.tsx';
import { NotificationsListViewModel } from '../../notifications/notifications-list.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Notifications » (habilitation contenus): the list with live progress, and the form of a new one. */
const assembleNotifications: BackOfficeAssembly = (kit) => {
  const notifications = new HttpAdminNotificationsAdapter(kit.http);
  const announce = (text: string) => kit.announcer.announce(text);
  const list = new NotificationsListViewModel({
    notifications,
    canCancel: kit.staff.can('contenus', 'update'),
    schedule: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    notify: (message) => kit.toasts.show({ intent: 'success', message }),
    announce,
  });
  const send = new SendAdminNotification(notifications, kit.now);
  const newForm = kit.staff.can('contenus', 'create')
    ? (onSent: () => void) =>
        new NotificationFormViewModel({
          notifications,
          send,
          now: kit.now,
          onSent: (sent) => {
            kit.toasts.show({ intent: 'success', message: `« ${sent.title} » : notification enregistrée.` });
            onSent();
          },
          announce,
        })
    : null;
  return function NotificationsAreaRoot() {
    return <NotificationsArea list={list} newForm={newForm} />;
  };
};

export default assembleNotifications;
