import type { MemberNotification } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** One page of the member's notifications, newest first. */
export interface MemberNotificationPage {
  readonly notifications: readonly MemberNotification[];
  /** Cursor of the next page, null on the last one. */
  readonly next: string | null;
}

/**
 * The member's notification centre (issue 25 « Notifications »): the session member's own notifications only.
 * The writes answer the unread count left.
 */
export interface NotificationsPort {
  unreadCount(): PortResult<number>;
  list(after: string | null, size: number): PortResult<MemberNotificationPage>;
  markRead(id: string): PortResult<number>;
  markAllRead(): PortResult<number>;
}
