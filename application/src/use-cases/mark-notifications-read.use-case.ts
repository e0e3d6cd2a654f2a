import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { NotificationsPort } from '../ports/notifications.port.ts';
import { failureToast } from './failure-toast.ts';

export type MarkNotificationsReadOutcome =
  | { readonly kind: 'marked'; readonly unread: number }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** Marks one notification (by id) or all of them (`'all'`) read; answers the unread count left. */
export class MarkNotificationsRead {
  constructor(private readonly notifications: Pick<NotificationsPort, 'markRead' | 'markAllRead'>) {}

  async execute(which: string): Promise<MarkNotificationsReadOutcome> {
    const result =
      which === 'all' ? await this.notifications.markAllRead() : await this.notifications.markRead(which);
    if (!result.ok)
      return { kind: 'failed', toast: failureToast(dangerToastCatalogue.optionalUpdateFailed, result.error) };
    return { kind: 'marked', unread: result.value };
  }
}
