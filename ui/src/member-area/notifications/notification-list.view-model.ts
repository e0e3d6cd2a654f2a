import type { LoadNotifications, MarkNotificationsRead, UseCaseClock } from '@portail/application';
import type { CatalogueMessage, MemberNotification } from '@portail/domain';
import { MEMBER_NOTIFICATION_KIND_LABELS } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export type NotificationListStatus = 'loading' | 'loaded' | 'failed';

/** One line of the list, ready to show. */
export interface NotificationLine {
  readonly notification: MemberNotification;
  readonly kindLabel: string;
  readonly unread: boolean;
  /** Where it leads: its own portal route, else nowhere (null). */
  readonly href: string | null;
}

/**
 * A list of the member's notifications, newest first (the bell's short list, or the « Notifications » screen
 * with « Afficher plus »): opening one marks it read (once), « Tout marquer comme lu » all of them. Every write
 * gives the bell the unread count the server answered; a failed write leaves the line as it was, with a toast.
 */
export class NotificationListViewModel {
  status: NotificationListStatus = 'loading';
  notifications: readonly MemberNotification[] = [];
  next: string | null = null;
  loadingMore = false;
  markingAll = false;

  constructor(
    private readonly deps: {
      readonly loadNotifications: Pick<LoadNotifications, 'execute'>;
      readonly markRead: Pick<MarkNotificationsRead, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
      /** The bell's count follows every answer. */
      readonly onUnread: (count: number) => void;
      readonly clock: UseCaseClock;
      readonly pageSize: number;
    },
  ) {
    makeAutoObservable<NotificationListViewModel, 'deps'>(this, {
      deps: false,
      notifications: observableRef,
    });
  }

  get lines(): readonly NotificationLine[] {
    return this.notifications.map((notification) => ({
      notification,
      kindLabel: MEMBER_NOTIFICATION_KIND_LABELS[notification.type],
      unread: notification.lueLe === null,
      href: notification.lien,
    }));
  }

  get hasUnread(): boolean {
    return this.notifications.some((notification) => notification.lueLe === null);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const outcome = await this.deps.loadNotifications.execute(null, this.deps.pageSize);
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.notifications = outcome.page.notifications;
      this.next = outcome.page.next;
      this.status = 'loaded';
    });
    if (outcome.unread !== null) this.deps.onUnread(outcome.unread);
  }

  async loadMore(): Promise<void> {
    if (this.next === null || this.loadingMore) return;
    this.loadingMore = true;
    const outcome = await this.deps.loadNotifications.execute(this.next, this.deps.pageSize);
    runInAction(() => {
      this.loadingMore = false;
      if (outcome.kind === 'loaded') {
        this.notifications = [...this.notifications, ...outcome.page.notifications];
        this.next = outcome.page.next;
      }
    });
    if (outcome.kind === 'failed') this.deps.notify(outcome.toast);
  }

  /** The member opens (or marks) one: read from now on; an already read one asks nothing. */
  async markRead(id: string): Promise<void> {
    const target = this.notifications.find((notification) => notification.id === id);
    if (target === undefined || target.lueLe !== null) return;
    const outcome = await this.deps.markRead.execute(id);
    if (outcome.kind === 'failed') {
      this.deps.notify(outcome.toast);
      return;
    }
    const now = new Date(this.deps.clock.now()).toISOString();
    runInAction(() => {
      this.notifications = this.notifications.map((n) => (n.id === id ? { ...n, lueLe: now } : n));
    });
    this.deps.onUnread(outcome.unread);
  }

  async markAllRead(): Promise<void> {
    this.markingAll = true;
    const outcome = await this.deps.markRead.execute('all');
    runInAction(() => (this.markingAll = false));
    if (outcome.kind === 'failed') {
      this.deps.notify(outcome.toast);
      return;
    }
    const now = new Date(this.deps.clock.now()).toISOString();
    runInAction(() => {
      this.notifications = this.notifications.map((n) => (n.lueLe === null ? { ...n, lueLe: now } : n));
    });
    this.deps.onUnread(outcome.unread);
  }
}
