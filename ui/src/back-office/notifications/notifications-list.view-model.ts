import type { AdminNotificationView, AdminNotificationsPort } from '@portail/application';
import { isCancellable } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** Starts a timer; answers its cancel (tests pass a fake clock). */
export type Scheduler = (run: () => void, ms: number) => () => void;

export interface NotificationsListDeps {
  readonly notifications: Pick<AdminNotificationsPort, 'list' | 'cancel'>;
  readonly canCancel: boolean;
  readonly schedule: Scheduler;
  readonly notify: (message: string) => void;
  readonly announce: (message: string) => void;
}

/** How often the list is read again while a sending is scheduled or running (live progress). */
export const NOTIFICATIONS_POLL_MS = 2_000;

/**
 * The notifications, newest first, with their progress read again every 2 s while one is scheduled or being
 * delivered; « Annuler » (after a confirmation) for a scheduled one.
 */
export class NotificationsListViewModel {
  status: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  notifications: readonly AdminNotificationView[] = [];
  failure: string | null = null;
  /** The notification whose cancellation is being confirmed. */
  confirming: AdminNotificationView | null = null;
  cancelling = false;
  private stopTimer: (() => void) | null = null;

  constructor(private readonly deps: NotificationsListDeps) {
    makeAutoObservable<NotificationsListViewModel, 'deps' | 'stopTimer'>(
      this,
      { deps: false, stopTimer: false, notifications: observableRef, confirming: observableRef },
      { autoBind: true },
    );
  }

  get live(): boolean {
    return this.notifications.some((n) => n.status === 'programmee' || n.status === 'en-cours');
  }

  mayCancel(notification: AdminNotificationView): boolean {
    return this.deps.canCancel && isCancellable(notification.status);
  }

  async load(): Promise<void> {
    if (this.status !== 'loaded') this.status = 'loading';
    const result = await this.deps.notifications.list(null);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        this.failure = result.error.message;
        return;
      }
      const wasLive = this.notifications.filter((n) => n.status === 'en-cours').map((n) => n.id);
      this.notifications = result.value.notifications;
      this.status = 'loaded';
      for (const n of this.notifications)
        if (wasLive.includes(n.id) && n.status === 'envoyee')
          this.deps.announce(`« ${n.title} » : envoi terminé.`);
    });
    this.poll();
  }

  /** Stops reading again (the screen is left). */
  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  private poll(): void {
    this.stop();
    if (this.live) this.stopTimer = this.deps.schedule(() => void this.load(), NOTIFICATIONS_POLL_MS);
  }

  askCancel(notification: AdminNotificationView): void {
    this.confirming = notification;
  }

  dismissCancel(): void {
    this.confirming = null;
  }

  async confirmCancel(): Promise<void> {
    const target = this.confirming;
    if (target === null) return;
    this.cancelling = true;
    const result = await this.deps.notifications.cancel(target.id);
    runInAction(() => {
      this.cancelling = false;
      this.confirming = null;
      if (result.ok) {
        this.notifications = this.notifications.map((n) => (n.id === target.id ? result.value : n));
        this.deps.notify(`La notification « ${target.title} » est annulée.`);
      } else this.failure = result.error.server?.message ?? result.error.message;
    });
    if (!result.ok) await this.load();
  }
}
