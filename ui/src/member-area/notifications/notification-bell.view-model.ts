import type { NotificationsPort, ScheduledTask, UseCaseScheduler } from '@portail/application';
import { makeAutoObservable, runInAction } from 'mobx';

/** How often the bell asks the unread count while the member area is open. */
export const NOTIFICATION_POLL_MS = 60_000;

/** French wording of an unread count. */
export function unreadText(count: number): string {
  if (count === 0) return 'aucune notification non lue';
  return count === 1 ? '1 notification non lue' : `${String(count)} notifications non lues`;
}

/**
 * The bell of the member bar (issue 25 « Notifications »): the unread count (asked at start, then every minute
 * and whenever a list marks something read), and whether its list is open. A failed poll keeps the last count.
 */
export class NotificationBellViewModel {
  /** Null until the first answer. */
  unread: number | null = null;
  open = false;
  private task: ScheduledTask | undefined;
  private running = false;

  constructor(
    private readonly deps: {
      readonly notifications: Pick<NotificationsPort, 'unreadCount'>;
      readonly scheduler: UseCaseScheduler;
      readonly pollMs?: number;
    },
  ) {
    makeAutoObservable<NotificationBellViewModel, 'deps' | 'task' | 'running'>(this, {
      deps: false,
      task: false,
      running: false,
    });
  }

  /** The small count on the bell ('9+' beyond nine), null when nothing is unread or not known yet. */
  get badge(): string | null {
    if (this.unread === null || this.unread === 0) return null;
    return this.unread > 9 ? '9+' : String(this.unread);
  }

  /** The button's accessible name. */
  get label(): string {
    return this.unread === null ? 'Notifications' : `Notifications, ${unreadText(this.unread)}`;
  }

  /** What the polite live region says (empty until the count is known). */
  get liveText(): string {
    return this.unread === null ? '' : `Vous avez ${unreadText(this.unread)}.`;
  }

  async refresh(): Promise<void> {
    const result = await this.deps.notifications.unreadCount();
    if (result.ok) runInAction(() => (this.unread = result.value));
  }

  /** Asks the count now and then every poll period, until `stop`. */
  start(): void {
    if (this.running) return;
    this.running = true;
    const tick = () => {
      void this.refresh().finally(() => {
        if (this.running)
          this.task = this.deps.scheduler.schedule(this.deps.pollMs ?? NOTIFICATION_POLL_MS, tick);
      });
    };
    tick();
  }

  stop(): void {
    this.running = false;
    this.task?.cancel();
    this.task = undefined;
  }

  /** The count a write answered (mark one or all read). */
  setUnread(count: number): void {
    this.unread = count;
  }

  toggle(): void {
    this.open = !this.open;
  }

  close(): void {
    this.open = false;
  }
}
