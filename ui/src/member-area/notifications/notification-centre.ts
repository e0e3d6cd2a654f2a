import type { NotificationsPort, UseCaseClock, UseCaseScheduler } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { NotificationBellViewModel } from './notification-bell.view-model.ts';

/**
 * The member's notification centre as the member area holds it: the bell (in the area's first load) and what the
 * lists (the bell's panel, the « Notifications » screen — both in their own lazily loaded chunks, with their use
 * cases: notification-list.factory.ts) are built from.
 */
export interface NotificationCentre {
  readonly bell: NotificationBellViewModel;
  readonly notifications: NotificationsPort;
  readonly notify: (message: CatalogueMessage) => void;
  readonly clock: UseCaseClock;
}

export function assembleNotificationCentre(deps: {
  readonly notifications: NotificationsPort;
  readonly scheduler: UseCaseScheduler;
  readonly clock: UseCaseClock;
  readonly notify: (message: CatalogueMessage) => void;
}): NotificationCentre {
  return {
    bell: new NotificationBellViewModel({ notifications: deps.notifications, scheduler: deps.scheduler }),
    notifications: deps.notifications,
    notify: deps.notify,
    clock: deps.clock,
  };
}
