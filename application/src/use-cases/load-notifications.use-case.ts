import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { MemberNotificationPage, NotificationsPort } from '../ports/notifications.port.ts';
import { failureToast } from './failure-toast.ts';

export const NOTIFICATIONS_SOURCE_LABEL = 'notifications';

export type LoadNotificationsOutcome =
  | { readonly kind: 'loaded'; readonly page: MemberNotificationPage; readonly unread: number | null }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/**
 * A page of the member's notifications; with the first page, the unread count read afresh (the bell follows
 * what the list shows). A failed count does not fail the list (`unread` null).
 */
export class LoadNotifications {
  constructor(private readonly notifications: Pick<NotificationsPort, 'list' | 'unreadCount'>) {}

  async execute(after: string | null, size: number): Promise<LoadNotificationsOutcome> {
    const [page, count] = await Promise.all([
      this.notifications.list(after, size),
      after === null ? this.notifications.unreadCount() : Promise.resolve(null),
    ]);
    if (!page.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, page.error, {
          label: NOTIFICATIONS_SOURCE_LABEL,
        }),
      };
    }
    return { kind: 'loaded', page: page.value, unread: count?.ok === true ? count.value : null };
  }
}
